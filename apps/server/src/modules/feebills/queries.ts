import type { FeeBillStatus } from '@mp/core/statuses';
import type { Db } from '../../db/types.ts';

/**
 * Fee bill SQL. The fee figures of a merchant's month come from ONE function, selectFeeFigures: the FEE
 * entries the ledger booked (modules/accounts: one FEE entry per charged collection, ref_no = its txn_no),
 * with the collection's amount beside each. The accounts module exports no reader of its entries yet, so
 * this function and selectFeeLines read ledger_entries directly (docs/decisions.md, "Fee bills").
 */

/** A Macau calendar month (yyyymm) of a timestamptz column. */
const macauMonth = (column: string) =>
  `to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYYMM')`;

export interface FeeFigures {
  merchant_id: string;
  period: string;
  txn_count: string;
  trade_amount: string;
  fee_amount: string;
}

/** Fees booked on the merchants' collections, per merchant and Macau month (yyyymm), in [from, to). */
export async function selectFeeFigures(
  db: Db,
  merchantIds: readonly string[],
  from: Date,
  to: Date,
): Promise<FeeFigures[]> {
  if (merchantIds.length === 0) return [];
  const r = await db.query<FeeFigures>(
    `select e.org_id::text as merchant_id, ${macauMonth('e.created_at')} as period, count(*) as txn_count,
            coalesce(sum(t.amount), 0) as trade_amount, sum(e.amount) as fee_amount
       from ledger_entries e left join transactions t on t.txn_no = e.ref_no
      where e.org_kind = 'merchant' and e.org_id = any($1::bigint[]) and e.entry_type = 'FEE'
        and e.created_at >= $2::timestamptz and e.created_at < $3::timestamptz
      group by e.org_id, ${macauMonth('e.created_at')}`,
    [merchantIds, from.toISOString(), to.toISOString()],
  );
  return r.rows;
}

export interface ConfirmationRow {
  merchant_id: string;
  period: string;
  bill_no: string;
  txn_count: string;
  trade_amount: string;
  fee_amount: string;
  confirmed_at: Date;
  invoice_id: string | null;
  apply_no: string | null;
  invoice_status: string | null;
}

const CONFIRMATION = `select c.merchant_id::text as merchant_id, c.period, c.bill_no, c.txn_count, c.trade_amount,
       c.fee_amount, c.confirmed_at, c.invoice_id::text as invoice_id, i.apply_no, i.status as invoice_status
  from fee_bill_confirmations c left join invoices i on i.id = c.invoice_id`;

/** The confirmations of these merchants in [fromPeriod, toPeriod]. */
export async function selectConfirmations(
  db: Db,
  merchantIds: readonly string[],
  fromPeriod: string,
  toPeriod: string,
): Promise<ConfirmationRow[]> {
  if (merchantIds.length === 0) return [];
  const r = await db.query<ConfirmationRow>(
    `${CONFIRMATION} where c.merchant_id = any($1::bigint[]) and c.period >= $2 and c.period <= $3`,
    [merchantIds, fromPeriod, toPeriod],
  );
  return r.rows;
}

export async function selectConfirmation(
  db: Db,
  merchantId: string,
  period: string,
  lock = false,
): Promise<ConfirmationRow | null> {
  const r = await db.query<ConfirmationRow>(
    `${CONFIRMATION} where c.merchant_id = $1 and c.period = $2${lock ? ' for update of c' : ''}`,
    [merchantId, period],
  );
  return r.rows[0] ?? null;
}

/** Confirms once: false when the bill was confirmed already (the first confirmation stands). */
export async function insertConfirmation(
  db: Db,
  c: {
    merchantId: string;
    period: string;
    billNo: string;
    txnCount: number;
    tradeAmount: number;
    feeAmount: number;
    operatorId: string;
    at: Date;
  },
): Promise<boolean> {
  const r = await db.query(
    `insert into fee_bill_confirmations (merchant_id, period, bill_no, txn_count, trade_amount, fee_amount,
                                         operator_id, confirmed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
    [
      c.merchantId,
      c.period,
      c.billNo,
      c.txnCount,
      c.tradeAmount,
      c.feeAmount,
      c.operatorId,
      c.at.toISOString(),
    ],
  );
  return r.rowCount > 0;
}

export interface MerchantName {
  id: string;
  mer_no: string;
  name: string;
}

export async function selectMerchantNames(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, MerchantName>> {
  if (ids.length === 0) return new Map();
  const r = await db.query<MerchantName>(
    'select id::text as id, mer_no, name from merchants where id = any($1::bigint[])',
    [ids],
  );
  return new Map(r.rows.map((m) => [m.id, m]));
}

export async function selectMerchantByNo(db: Db, merNo: string): Promise<MerchantName | null> {
  const r = await db.query<MerchantName>(
    'select id::text as id, mer_no, name from merchants where mer_no = $1',
    [merNo],
  );
  return r.rows[0] ?? null;
}

export interface FeeLineDbRow {
  id: string;
  txn_no: string;
  store_name: string;
  pay_type: string;
  paid_at: Date | null;
  created_at: Date;
  amount: string;
  fee: string;
}

/** The FEE entries of one merchant's month after entry `afterId` (keyset on id), `limit` at a time. */
export async function selectFeeLines(
  db: Db,
  merchantId: string,
  from: Date,
  to: Date,
  afterId: string,
  limit: number,
): Promise<FeeLineDbRow[]> {
  const r = await db.query<FeeLineDbRow>(
    `select e.id::text as id, e.ref_no as txn_no, coalesce(s.name, '') as store_name,
            coalesce(t.pay_type, e.detail->>'pay_type', '') as pay_type, t.paid_at, e.created_at,
            coalesce(t.amount, 0) as amount, e.amount as fee
       from ledger_entries e
       left join transactions t on t.txn_no = e.ref_no
       left join stores s on s.id = t.store_id
      where e.org_kind = 'merchant' and e.org_id = $1 and e.entry_type = 'FEE'
        and e.created_at >= $2::timestamptz and e.created_at < $3::timestamptz and e.id > $4
      order by e.id limit $5`,
    [merchantId, from.toISOString(), to.toISOString(), afterId, limit],
  );
  return r.rows;
}

/** The status a bill shows, from its confirmation and the application holding it. */
export function billStatus(c: ConfirmationRow | undefined): FeeBillStatus {
  if (!c) return 'UNCONFIRMED';
  if (!c.invoice_id) return 'CONFIRMED';
  return c.invoice_status === 'ISSUED' ? 'INVOICED' : 'INVOICING';
}

/**
 * An invoice application takes confirmed, free bills of one merchant: answers how many it took (the
 * caller refuses the application unless it took them all, in its transaction).
 */
export async function holdBills(
  db: Db,
  merchantId: string,
  periods: readonly string[],
  invoiceId: string,
): Promise<number> {
  const r = await db.query(
    `update fee_bill_confirmations set invoice_id = $3
      where merchant_id = $1 and period = any($2::text[]) and invoice_id is null`,
    [merchantId, periods, invoiceId],
  );
  return r.rowCount;
}

/** A rejected or cancelled application gives its bills back. */
export async function releaseBills(db: Db, invoiceId: string): Promise<void> {
  await db.query('update fee_bill_confirmations set invoice_id = null where invoice_id = $1', [invoiceId]);
}
