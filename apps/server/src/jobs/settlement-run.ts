import { addDaysYmd, todayYmd } from '@mp/core';
import { instantOfTime14 } from '@mp/core/time';
import type { Db } from '../db/types.ts';
import type { Logger } from '../kernel/log.ts';
import { sqlDate, ymdOfSqlDate } from '../lists/range.ts';
import { book } from '../modules/accounts/index.ts';

/**
 * The daily settlement job. A business day is settled after it closes (00:30 Macau the next day): one
 * settlement per merchant with successful business that day, net = gross - fee - discount - refunds
 * that succeeded that day (the demo seed's rule). It is paid out (SETTLED) at 10:00 the next day. Each
 * (merchant, day) is settled at most once (the unique key), so a run may repeat or overlap another
 * process's run; at start it catches up every day a stopped server missed.
 */

// One job at a time across server processes sharing a PostgreSQL database.
const SETTLEMENT_LOCK = 727_044;
const SETTLE_AT = '003000';
const PAYOUT_AT = '100000';

export interface SettlementReport {
  /** Settlements created, per business day (yyyymmdd). */
  created: Record<string, number>;
  paidOut: number;
}

/** Settles one business day for every merchant with successful business that day; answers how many. */
export async function settleDay(db: Db, ymd: string, now: Date): Promise<number> {
  const r = await db.query(
    `insert into settlements (settle_no, merchant_id, settle_date, status, txn_count, gross_amount, fee_amount,
        refund_amount, discount_amount, net_amount, account_no, account_name, bank_name, created_at)
     select 'S' || $1 || substr(m.mer_no, 2), m.id, $2::date, 'SETTLING', a.txn_count, a.gross, a.fee, a.refund,
            a.discount, a.gross - a.fee - a.discount - a.refund, coalesce(acc.account_no, ''),
            coalesce(acc.account_name, ''), coalesce(acc.bank_name, ''), $3
       from (
         select t.merchant_id,
                count(*) filter (where t.txn_type = 'SPEND') as txn_count,
                coalesce(sum(t.amount) filter (where t.txn_type = 'SPEND'), 0) as gross,
                coalesce(sum(t.fee) filter (where t.txn_type = 'SPEND'), 0) as fee,
                coalesce(sum(t.discount_amount) filter (where t.txn_type = 'SPEND'), 0) as discount,
                coalesce(sum(t.amount) filter (where t.txn_type = 'REFUND'), 0) as refund
           from transactions t
          where t.business_date = $2::date and t.result = 'SUCCESS'
          group by t.merchant_id
       ) a
       join merchants m on m.id = a.merchant_id
       left join accounts acc on acc.org_kind = 'merchant' and acc.org_id = m.id
                             and acc.account_type = 'SETTLEMENT' and acc.currency = 'MOP'
     on conflict (merchant_id, settle_date) do nothing`,
    [ymd, sqlDate(ymd), now.toISOString()],
  );
  return r.rowCount;
}

/** Business days before today with successful business and no settlement for some merchant. */
async function missedDays(db: Db, today: string): Promise<string[]> {
  const r = await db.query<{ d: string }>(
    `select distinct d.business_date as d from txn_daily_summary d
      where d.result = 'SUCCESS' and d.txn_count > 0 and d.business_date < $1::date
        and not exists (select 1 from settlements s where s.merchant_id = d.merchant_id and s.settle_date = d.business_date)
      order by 1`,
    [sqlDate(today)],
  );
  return r.rows.map((x) => ymdOfSqlDate(x.d));
}

/** Pays out every settlement whose payout time (10:00 the day after its business day) has come. */
async function payOut(db: Db, now: Date): Promise<number> {
  const lastPayable = addDaysYmd(
    todayYmd(now),
    now >= instantOfTime14(`${todayYmd(now)}${PAYOUT_AT}`) ? -1 : -2,
  )!;
  const r = await db.query<{ merchant_id: string; net_amount: string; settle_no: string }>(
    `update settlements set status = 'SETTLED', settled_at = $2
      where status in ('PENDING', 'SETTLING') and settle_date <= $1::date
      returning merchant_id, net_amount, settle_no`,
    [sqlDate(lastPayable), now.toISOString()],
  );
  // The money leaves the provider's hands for the merchant's bank account.
  for (const s of r.rows) {
    const amount = Number(s.net_amount);
    if (amount === 0) continue;
    await book(db, {
      type: 'PAYOUT',
      org: { kind: 'merchant', id: String(s.merchant_id) },
      amount,
      ref: s.settle_no,
      at: now,
    });
  }
  return r.rowCount;
}

/** One run: settle every closed day not yet settled, then pay out what is due. Idempotent. */
export async function runSettlement(db: Db, now: Date): Promise<SettlementReport> {
  return db.tx(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SETTLEMENT_LOCK]);
    const today = todayYmd(now);
    const created: Record<string, number> = {};
    for (const day of await missedDays(tx, today)) {
      const n = await settleDay(tx, day, now);
      if (n > 0) created[day] = n;
    }
    return { created, paidOut: await payOut(tx, now) };
  });
}

/** The next 00:30 or 10:00 Macau after `now`. */
export function nextRunAt(now: Date): Date {
  const today = todayYmd(now);
  const candidates = [today, addDaysYmd(today, 1)!].flatMap((d) => [
    instantOfTime14(`${d}${SETTLE_AT}`),
    instantOfTime14(`${d}${PAYOUT_AT}`),
  ]);
  return candidates.find((t) => t.getTime() > now.getTime())!;
}

/** Runs once now (catching up missed days), then at every next 00:30 and 10:00 Macau; stop() ends it. */
export function startSettlementSchedule(deps: { db: Db; log: Logger; now?: () => Date }): { stop(): void } {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async () => {
    try {
      const report = await runSettlement(deps.db, now());
      if (Object.keys(report.created).length || report.paidOut) deps.log.info(report, 'settlement run');
    } catch (e) {
      deps.log.error({ err: e }, 'settlement run failed');
    }
    if (stopped) return;
    // Capped at an hour, so a clock change or a sleeping laptop is caught up within the hour.
    const wait = Math.min(3_600_000, Math.max(1000, nextRunAt(now()).getTime() - now().getTime() + 1000));
    timer = setTimeout(run, wait);
    timer.unref?.();
  };
  void run();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
