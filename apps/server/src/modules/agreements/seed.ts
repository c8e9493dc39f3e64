import type { AgreementKind } from '@mp/core/statuses';
import type { Db } from '../../db/types.ts';
import { entryHash } from './chain.ts';
import { publishVersion } from './publish.ts';
import { appendEvidence, lockChainHead, type VersionRow, versionOf } from './queries.ts';
import { COMPANY_TOTAL_V2, FIRST_TEXTS } from './texts.ts';

const DAY = 86_400_000;

/**
 * The demo's agreements: version 1 of every agreement published 60 days ago, accepted by each demo
 * organisation's administrator (SERVICE, its contract, the risk commitment) a day later; then version 2
 * of the company contract published 10 days ago, so every demo merchant is asked to accept it again
 * (20 days of grace left: nothing blocked yet, the 14-day reminder due soon).
 */
export async function seedAgreements(db: Db, now: Date): Promise<void> {
  const first = new Date(now.getTime() - 60 * DAY);
  for (const kind of Object.keys(FIRST_TEXTS) as AgreementKind[]) {
    await publishVersion({ db }, kind, FIRST_TEXTS[kind], first);
  }
  const admins = await db.query<{
    id: string;
    org_kind: 'merchant' | 'service';
    org_id: string;
    login_name: string;
  }>(
    `select o.id::text as id, o.org_kind, o.org_id::text as org_id, o.login_name from operators o
      where o.kind = 'admin' and o.org_kind in ('merchant', 'service') and o.login_name like 'demo\\_%'
      order by o.id`,
  );
  const versions = new Map<string, VersionRow>();
  for (const kind of ['SERVICE', 'COMPANY_TOTAL', 'NET_INVITATION', 'RISK']) {
    const v = await versionOf(db, kind, 1, now);
    if (v) versions.set(kind, v);
  }
  let at = first.getTime() + DAY + 9 * 3_600_000;
  for (const a of admins.rows) {
    const kinds =
      a.org_kind === 'merchant'
        ? ['SERVICE', 'COMPANY_TOTAL', 'RISK']
        : ['SERVICE', 'NET_INVITATION', 'RISK'];
    for (const kind of kinds) {
      const v = versions.get(kind);
      if (!v) continue;
      at += 61_237;
      const head = await lockChainHead(db);
      const row = {
        id: String(BigInt(head.last_id) + 1n),
        org_kind: a.org_kind,
        org_id: a.org_id,
        operator_id: a.id,
        operator_login: a.login_name,
        operator_role: 'admin',
        version_id: v.id,
        kind,
        version: v.version,
        lang: 'zh-TW' as const,
        doc_sha256: v.sha256_zh,
        action: 'ACCEPT' as const,
        at_ms: String(at),
        ip: '203.0.113.10',
        user_agent: 'Mozilla/5.0 (demo seed)',
        factors: 'session+sms',
        prev_hash: head.last_hash,
      };
      await appendEvidence(db, { ...row, entry_hash: entryHash(row) });
    }
  }
  await publishVersion({ db }, 'COMPANY_TOTAL', COMPANY_TOTAL_V2, new Date(now.getTime() - 10 * DAY));
  // The card's last four digits of the last week's card payments, for the payer's look-up (/payQuery).
  await db.query(
    `update transactions set payer_last4 = lpad(((id * 7919) % 10000)::text, 4, '0')
      where pay_type in ('UNIONPAY', 'MCB') and txn_type = 'SPEND' and created_at > $1`,
    [new Date(now.getTime() - 7 * DAY)],
  );
}
