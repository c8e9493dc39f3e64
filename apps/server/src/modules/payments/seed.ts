import { businessNumber } from '@mp/core/numbers';
import { PAYMENT_TRANSFER_FEE } from '@mp/core/schemas/payments';
import { ymdOfInstant } from '@mp/core/time';
import { insertRows } from '../../db/seed/batch.ts';
import { MERCHANTS } from '../../db/seed/orgs.ts';
import { DEMO_SEED, Rng } from '../../db/seed/random.ts';
import type { Db } from '../../db/types.ts';
import { anyPayment, payingMerchants } from './queries.ts';

/**
 * Demo outgoing payments for the payment query (43): each demo merchant pays its suppliers, landlord and
 * utilities a few times a week over `days` days. Old payments are decided (mostly credited, some refused,
 * returned or refunded); the last days still have some to submit or under review. Deterministic for a
 * given `now`. Writes nothing when payments exist already; answers how many it wrote.
 */

interface Payee {
  name: string;
  bank: string;
  accountNo: string;
  purpose: string;
  /** Typical amount in cents and its spread. */
  median: number;
  sigma: number;
}

const FOOD_SUPPLIERS: Payee[] = [
  {
    name: '澳門鮮活海產批發有限公司',
    bank: '大西洋銀行 BNU',
    accountNo: '9018112233445501',
    purpose: '海產貨款',
    median: 1_850_000,
    sigma: 0.5,
  },
  {
    name: '新鮮蔬果供應行',
    bank: '中國銀行澳門分行',
    accountNo: '011180009876543210',
    purpose: '蔬果貨款',
    median: 420_000,
    sigma: 0.45,
  },
  {
    name: '濠江肉類食品有限公司',
    bank: '工商銀行(澳門)',
    accountNo: '0119000255667788990',
    purpose: '肉類貨款',
    median: 960_000,
    sigma: 0.5,
  },
  {
    name: '好運飲品貿易行',
    bank: '澳門商業銀行',
    accountNo: '7001234500012345',
    purpose: '飲品貨款',
    median: 280_000,
    sigma: 0.4,
  },
];
const SHOP_SUPPLIERS: Payee[] = [
  {
    name: '澳門傳統餅家食品廠',
    bank: '大西洋銀行 BNU',
    accountNo: '9018556677889902',
    purpose: '杏仁餅貨款',
    median: 1_250_000,
    sigma: 0.5,
  },
  {
    name: '珠江包裝材料有限公司',
    bank: '中國銀行澳門分行',
    accountNo: '011180004433221100',
    purpose: '包裝材料',
    median: 180_000,
    sigma: 0.4,
  },
];
const COMMON: Payee[] = [
  {
    name: '澳門電力股份有限公司',
    bank: '大西洋銀行 BNU',
    accountNo: '9018000011112222',
    purpose: '電費',
    median: 650_000,
    sigma: 0.3,
  },
  {
    name: '澳門自來水股份有限公司',
    bank: '中國銀行澳門分行',
    accountNo: '011180000022223333',
    purpose: '水費',
    median: 120_000,
    sigma: 0.3,
  },
  {
    name: '南灣物業管理有限公司',
    bank: '工商銀行(澳門)',
    accountNo: '0119000200003333444',
    purpose: '租金',
    median: 4_800_000,
    sigma: 0.1,
  },
];

const PROFILE_PAYEES: Record<string, Payee[]> = {
  restaurant: [...FOOD_SUPPLIERS, ...COMMON],
  teaRestaurant: [...FOOD_SUPPLIERS.slice(1), ...COMMON],
  souvenir: [...SHOP_SUPPLIERS, ...COMMON],
  seafood: [...FOOD_SUPPLIERS, ...COMMON],
  coffee: [FOOD_SUPPLIERS[3], ...COMMON],
};

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The provider's transfer fee: free within the same bank, 15 MOP to another bank. */

type Status = 'INIT' | 'AUDITING' | 'AUDIT_REJECT' | 'AUDIT_CLOSED' | 'INBOUND' | 'REFUND_SUCCESS';
const DECIDED: Record<Exclude<Status, 'INIT' | 'AUDITING'>, number> = {
  INBOUND: 86,
  AUDIT_REJECT: 6,
  AUDIT_CLOSED: 5,
  REFUND_SUCCESS: 3,
};
const REJECT_REMARKS = ['收款賬戶名稱與賬號不符', '付款用途不清晰，請補充說明', '超出單日付款限額'];
const CLOSE_REMARKS = ['請補充發票影本後重新提交', '請核對收款銀行資料'];

export async function seedPayments(db: Db, now: Date, days = 120): Promise<number> {
  if (await anyPayment(db)) return 0;
  const merchants = await payingMerchants(db);
  const rng = new Rng(DEMO_SEED + 43);
  const nowMs = now.getTime();
  const rows: unknown[][] = [];
  const perDay = new Map<string, number>();
  for (const m of merchants) {
    const seed = MERCHANTS.find((x) => x.merNo === m.mer_no);
    if (!seed) continue;
    const payees = PROFILE_PAYEES[seed.profile] ?? COMMON;
    // Bigger businesses pay more often: about 2 to 5 payments a week.
    const perWeek = Math.min(5, Math.max(2, Math.round(seed.dailyTxns / 30)));
    const count = Math.round((days / 7) * perWeek);
    for (let i = 0; i < count; i++) {
      // Each merchant's first one is recent and still under review, so the review state is always seen.
      const fresh = i === 0;
      const createdAt = nowMs - (fresh ? rng.int(30, 600) : rng.int(0, days * 24 * 60 - 1)) * MINUTE;
      const payee = rng.pick(payees);
      const amount = Math.max(
        10_000,
        Math.round(rng.logNormal(payee.median, payee.sigma, 10_000, 20_000_000) / 100) * 100,
      );
      const ageDays = (nowMs - createdAt) / DAY;
      let status: Status;
      if (fresh) status = 'AUDITING';
      else if (ageDays < 3) status = rng.pick(['INIT', 'AUDITING', 'AUDITING', 'INBOUND'] as const);
      else status = rng.chance(0.02) ? 'INIT' : rng.weighted(DECIDED);
      const submittedAt = status === 'INIT' ? null : Math.min(nowMs, createdAt + rng.int(2, 90) * MINUTE);
      const decided = status !== 'INIT' && status !== 'AUDITING';
      const auditedAt =
        decided && submittedAt ? Math.min(nowMs, submittedAt + rng.int(30, 600) * MINUTE) : null;
      const finishedAt =
        status === 'INBOUND' && auditedAt
          ? Math.min(nowMs, auditedAt + rng.int(5, 120) * MINUTE)
          : status === 'REFUND_SUCCESS' && auditedAt
            ? Math.min(nowMs, auditedAt + rng.int(1, 3) * DAY)
            : null;
      const auditRemark =
        status === 'AUDIT_REJECT'
          ? rng.pick(REJECT_REMARKS)
          : status === 'AUDIT_CLOSED'
            ? rng.pick(CLOSE_REMARKS)
            : '';
      const ymd = ymdOfInstant(new Date(createdAt));
      const seq = (perDay.get(ymd) ?? 0) + 1;
      perDay.set(ymd, seq);
      rows.push([
        businessNumber('P', ymd, seq),
        m.id,
        payee.name,
        payee.accountNo,
        payee.bank,
        amount,
        payee.bank === m.bank ? 0 : PAYMENT_TRANSFER_FEE,
        payee.purpose,
        status,
        m.admin_id,
        decided ? rng.pick(['陳審核', '李覆核', '黃主任']) : '',
        auditRemark,
        new Date(createdAt).toISOString(),
        submittedAt === null ? null : new Date(submittedAt).toISOString(),
        auditedAt === null ? null : new Date(auditedAt).toISOString(),
        finishedAt === null ? null : new Date(finishedAt).toISOString(),
      ]);
    }
  }
  await insertRows(
    db,
    'payments',
    [
      'payment_no',
      'merchant_id',
      'payee_name',
      'payee_account_no',
      'payee_bank',
      'amount',
      'fee',
      'purpose',
      'status',
      'operator_id',
      'auditor_name',
      'audit_remark',
      'created_at',
      'submitted_at',
      'audited_at',
      'finished_at',
    ],
    rows,
  );
  return rows.length;
}
