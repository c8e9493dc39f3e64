import { todayYmd } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { contactDueOf } from './review.ts';

/**
 * Demo campaigns of the demo merchant (M10000000001, demo_merchant), one in each state, so the list, the
 * detail and the back office's queue have something to show. The running one is at the merchant's first
 * store only (payments of the other stores stay undiscounted). Seeds once.
 */
export async function seedPromotions(db: Db, now: Date): Promise<number> {
  const m = await db.query<{ id: string; admin_id: string | null }>(
    `select m.id, (select o.id from operators o where o.login_name = 'demo_merchant') as admin_id
       from merchants m where m.mer_no = 'M10000000001'`,
  );
  const merchant = m.rows[0];
  if (!merchant) return 0;
  if ((await db.query('select 1 from promotions where merchant_id = $1 limit 1', [merchant.id])).rows.length)
    return 0;
  const stores = (
    await db.query<{ id: string }>('select id from stores where merchant_id = $1 order by id', [merchant.id])
  ).rows.map((r) => String(r.id));
  if (stores.length === 0) return 0;
  const day = 86_400_000;
  const at = (days: number) => new Date(now.getTime() + days * day);
  const ymd = todayYmd(now);
  const rows = [
    {
      status: 'IN_PROGRESS',
      kind: 'DISCOUNT',
      zh: '午市九折',
      en: 'Lunch 10% off',
      rate: 90,
      perTxn: 2000,
      amountCap: 500_000,
      start: -10,
      end: 20,
      stores: [stores[0]],
      decided: -11,
    },
    {
      status: 'WAIT_AUDIT',
      kind: 'REDUCTION',
      zh: '滿200減20',
      en: '20 off 200',
      threshold: 20_000,
      reduction: 2000,
      amountCap: 300_000,
      start: 3,
      end: 33,
      stores,
    },
    {
      status: 'WAIT_EFFECT',
      kind: 'DISCOUNT',
      zh: '聖誕八五折',
      en: 'Christmas 15% off',
      rate: 85,
      perTxn: 5000,
      countCap: 2000,
      start: 20,
      end: 35,
      stores,
      decided: -1,
    },
    {
      status: 'CLOSED',
      close: 'END',
      kind: 'REDUCTION',
      zh: '國慶滿100減10',
      en: '10 off 100',
      threshold: 10_000,
      reduction: 1000,
      start: -60,
      end: -50,
      stores,
      decided: -62,
    },
    {
      status: 'REJECTED',
      kind: 'DISCOUNT',
      zh: '全場五折',
      en: 'Half price',
      rate: 50,
      start: 5,
      end: 10,
      stores,
      decided: -2,
      reason: '拒絕：折扣過大，請提供預算說明',
    },
    {
      status: 'CANCELLED',
      kind: 'DISCOUNT',
      zh: '週末九五折',
      en: 'Weekend 5% off',
      rate: 95,
      start: 2,
      end: 4,
      stores: [stores[0]],
    },
  ];
  let n = 0;
  for (const r of rows) {
    n += 1;
    const id = String(n).padStart(6, '0');
    const ins = await db.query<{ id: string }>(
      `insert into promotions (promo_no, merchant_id, kind, name_zh, name_en, discount_rate, threshold, reduction, cap_flag,
          per_txn_cap, amount_cap, count_cap, start_at, end_at, contact_name, contact_area, contact_phone, status,
          close_reason, creator_id, decided_by, decided_at, decision_reason, contact_due, created_at, updated_at)
        values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, '何美玲', '+853', '66123456', $15, $16, $17,
          $18, $19, $20, $21, $22, $22) returning id`,
      [
        `PM${ymd}D${id}`,
        merchant.id,
        r.kind,
        r.zh,
        r.en,
        r.rate ?? null,
        r.threshold ?? null,
        r.reduction ?? null,
        r.perTxn || r.amountCap || r.countCap ? 'Y' : 'N',
        r.perTxn ?? null,
        r.amountCap ?? null,
        r.countCap ?? null,
        at(r.start).toISOString(),
        at(r.end).toISOString(),
        r.status,
        r.close ?? '',
        merchant.admin_id,
        r.decided !== undefined ? 'demo_reviewer' : '',
        r.decided !== undefined ? at(r.decided).toISOString() : null,
        r.reason ?? '',
        r.decided !== undefined && r.status !== 'REJECTED' ? contactDueOf(at(r.decided)) : null,
        at(Math.min(r.start, 0) - 3).toISOString(),
      ],
    );
    const pid = ins.rows[0].id;
    await db.query('insert into promotion_stores (promotion_id, store_id) select $1, unnest($2::bigint[])', [
      pid,
      r.stores,
    ]);
    await db.query(
      `insert into promotion_versions (promotion_id, version, at, actor, changes) values ($1, 1, $2, 'demo_merchant', '{}')`,
      [pid, at(Math.min(r.start, 0) - 3).toISOString()],
    );
  }
  return n;
}
