import type { Db } from '../../db/types.ts';
import { insertBinding } from './queries.ts';

const DAY = 86_400_000;

/**
 * Demo app-ID bindings (issue 32): demo_merchant has its WeChat official account and its Alipay app bound,
 * demo_agent the WeChat and UnionPay app-IDs of its own apps, each by the organisation's administrator
 * some weeks ago, so both binding pages show what a binding looks like. The numbers fit each channel's
 * pattern (pay_channels.appid_pattern) and are not used by the tests' own bindings (those are made of the
 * time they run).
 */
export async function seedAppIds(db: Db, now: Date): Promise<number> {
  const found = await db.query('select 1 from app_id_bindings limit 1');
  if (found.rows.length > 0) return 0;
  const orgs = await db.query<{ login: string; kind: 'merchant' | 'service'; org_id: string; id: string }>(
    `select login_name as login, org_kind as kind, org_id::text as org_id, id::text as id
       from operators where login_name in ('demo_merchant', 'demo_agent')`,
  );
  const plan: Record<string, [string, string, string, number][]> = {
    demo_merchant: [
      ['WECHAT', 'wx5d1c0a9e3b7f2468', '公眾號「澳門好味」', 62],
      ['ALIPAY', '2021004198765432', '外賣小程序', 35],
    ],
    demo_agent: [
      ['WECHAT', 'wx0c9e8d7f6a5b4c3d', '智付點餐小程序', 80],
      ['UNIONPAY', '802440053198765', '銀聯雲閃付收款', 20],
    ],
  };
  let n = 0;
  for (const o of orgs.rows) {
    for (const [channel, appId, remark, daysAgo] of plan[o.login] ?? []) {
      const row = await insertBinding(db, {
        org: { kind: o.kind, id: o.org_id },
        channel,
        appId,
        remark,
        operatorId: o.id,
        at: new Date(now.getTime() - daysAgo * DAY),
      });
      if (row) n++;
    }
  }
  return n;
}
