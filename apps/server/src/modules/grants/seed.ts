import { addDaysYmd, todayYmd } from '@mp/core';
import { startOfYmd } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { insertGrant, insertUse } from './queries.ts';

const DAY = 86_400_000;

/**
 * A demo read grant (issue 32): demo_merchant let its provider (demo_agent's) read its account balance
 * until 30 days from now, ten days ago, and the provider read it twice since; so the merchant's grants page
 * shows a grant with its reads, and the provider's page a merchant whose balance it may read.
 */
export async function seedGrants(db: Db, now: Date): Promise<number> {
  const found = await db.query('select 1 from data_grants limit 1');
  if (found.rows.length > 0) return 0;
  const r = await db.query<{
    merchant_id: string;
    agent_id: string;
    admin_id: string;
    reader_id: string;
    reader: string;
  }>(
    `select m.id::text as merchant_id, m.agent_id::text as agent_id, o.id::text as admin_id,
            a.id::text as reader_id, a.login_name as reader
       from operators o join merchants m on o.org_kind = 'merchant' and m.id = o.org_id
       join operators a on a.org_kind = 'service' and a.org_id = m.agent_id and a.login_name = 'demo_agent'
      where o.login_name = 'demo_merchant'`,
  );
  const g = r.rows[0];
  if (!g) return 0;
  const given = new Date(now.getTime() - 10 * DAY);
  const grantNo = `GR${todayYmd(given)}${String(20_260_001).padStart(8, '0')}`;
  await insertGrant(db, {
    grantNo,
    merchantId: g.merchant_id,
    agentId: g.agent_id,
    scopes: ['BALANCE'],
    validUntil: startOfYmd(addDaysYmd(todayYmd(now), 31) as string),
    createdBy: g.admin_id,
    at: given,
  });
  const id = await db.query<{ id: string }>('select id::text as id from data_grants where grant_no = $1', [
    grantNo,
  ]);
  for (const daysAgo of [8, 2])
    await insertUse(db, {
      grantId: id.rows[0].id,
      merchantId: g.merchant_id,
      agentId: g.agent_id,
      operatorId: g.reader_id,
      loginName: g.reader,
      scope: 'BALANCE',
      detail: 'balance',
      at: new Date(now.getTime() - daysAgo * DAY + 3 * 3_600_000),
    });
  return 1;
}
