import type { World } from '../access-sweep-world.ts';
import { macauYmd } from '../admin-helpers.ts';
import { type Probe, type Sample, type SweepTable, senior } from './kit.ts';

/** An active grant of merchant A to its provider P ending tomorrow, read once by P. */
async function freshGrant(w: World): Promise<string> {
  const grantNo = `GR${String(Math.floor(Math.random() * 1e16)).padStart(16, '0')}`;
  const a = w.owner.merchant;
  const p = w.owner.service;
  const g = await w.db.query<{ id: string }>(
    `insert into data_grants (grant_no, merchant_id, agent_id, scopes, valid_until, created_by)
     values ($1, $2, $3, array['BALANCE'], now() + interval '1 day', $4) returning id`,
    [grantNo, a.id, p.id, a.admin.id],
  );
  await w.db.query(
    `insert into data_grant_uses (grant_id, merchant_id, agent_id, operator_id, login_name, scope, detail)
     values ($1, $2, $3, $4, $5, 'BALANCE', 'balance')`,
    [g.rows[0].id, a.id, p.id, p.admin.id, p.admin.loginName],
  );
  return grantNo;
}

const samples: Record<string, Sample> = {
  'grants/grantAdd': () => ({ scopes: ['BALANCE'], until: macauYmd() }),
  'grants/grantRevoke': () => ({ grant_no: 'GR2000010100000000' }),
  'grants/grantedBalance': () => ({ mer_no: 'M0000000' }),
  'grants/grantedFlows': () => ({ mer_no: 'M0000000', ...senior() }),
};

const probes: Record<string, Probe> = {
  // Read grants: merchant A's grant to P (with one use, so the owner's use list finds a row). P reads A
  // without a grant (GRT10001, not a missing merchant's SCM40401); provider Q gets SCM40401.
  'grants/grantRevoke grant_no': { value: (w) => freshGrant(w) },
  'grants/grantUseList grant_no': { value: (w) => freshGrant(w) },
  'grants/grantedBalance mer_no': {},
  'grants/grantedFlows mer_no': {},
};

/** The access sweep's entries of the grants capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, probes };
