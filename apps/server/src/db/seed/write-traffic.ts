import type { Db } from '../types.ts';
import { copyRows, insertRows } from './batch.ts';
import { MERCHANTS } from './orgs.ts';
import type { RefundSeed } from './refunds.ts';
import type { SettlementSeed } from './settlements.ts';
import type { TxnSeed } from './traffic.ts';
import type { OrgIds } from './write-orgs.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const TXN_COLUMNS = [
  'txn_no',
  'merchant_id',
  'store_id',
  'terminal_id',
  'mer_order_no',
  'agg_order_no',
  'pay_type',
  'result',
  'amount',
  'discount_amount',
  'fee',
  'net_amount',
  'refunded_amount',
  'created_at',
  'paid_at',
  'business_date',
];

/**
 * Writes the spending rows (by COPY on the embedded database, see copyRows); answers the database id of
 * each transaction number of `wanted` (the refunded ones: reading back every id would cost more than
 * the refunds need).
 */
export async function writeTransactions(
  db: Db,
  ids: OrgIds,
  txns: readonly TxnSeed[],
  wanted: readonly string[],
): Promise<Map<string, string>> {
  const rows = txns.map((t) => [
    t.txnNo,
    ids.merchantIds[t.merchant],
    ids.storeIds[t.merchant][t.store],
    ids.terminalIds[t.merchant][t.store][t.terminal],
    t.merOrderNo,
    t.aggOrderNo,
    t.payType,
    t.result,
    t.amount,
    t.discount,
    t.fee,
    t.net,
    t.refunded,
    iso(t.createdAt),
    iso(t.paidAt),
    t.businessDate,
  ]);
  await copyRows(db, 'transactions', TXN_COLUMNS, rows);
  const found = await db.query<{ id: string; txn_no: string }>(
    'select id, txn_no from transactions where txn_no = any($1::text[])',
    [[...new Set(wanted)]],
  );
  return new Map(found.rows.map((r) => [r.txn_no, String(r.id)]));
}

export async function writeRefunds(
  db: Db,
  ids: OrgIds,
  txnIds: Map<string, string>,
  adminIds: readonly string[],
  refunds: readonly RefundSeed[],
): Promise<void> {
  await insertRows(
    db,
    'refunds',
    [
      'refund_no',
      'txn_id',
      'merchant_id',
      'store_id',
      'amount',
      'status',
      'client_key',
      'operator_id',
      'reason',
      'network_ref',
      'fail_reason',
      'created_at',
      'finished_at',
    ],
    refunds.map((r) => [
      r.refundNo,
      txnIds.get(r.txn.txnNo)!,
      ids.merchantIds[r.txn.merchant],
      ids.storeIds[r.txn.merchant][r.txn.store],
      r.amount,
      r.status,
      r.clientKey,
      adminIds[r.txn.merchant],
      r.reason,
      r.networkRef,
      r.failReason,
      iso(r.createdAt),
      iso(r.finishedAt),
    ]),
  );
}

export async function writeSettlements(
  db: Db,
  ids: OrgIds,
  settlements: readonly SettlementSeed[],
): Promise<void> {
  await insertRows(
    db,
    'settlements',
    [
      'settle_no',
      'merchant_id',
      'settle_date',
      'status',
      'txn_count',
      'gross_amount',
      'fee_amount',
      'refund_amount',
      'discount_amount',
      'net_amount',
      'account_no',
      'account_name',
      'bank_name',
      'created_at',
      'settled_at',
    ],
    settlements.map((s) => {
      const acc = MERCHANTS[s.merchant].settlement;
      return [
        s.settleNo,
        ids.merchantIds[s.merchant],
        s.date,
        s.status,
        s.txnCount,
        s.gross,
        s.fee,
        s.refund,
        s.discount,
        s.net,
        acc.accountNo,
        acc.accountName,
        acc.bankName,
        iso(s.createdAt),
        iso(s.settledAt),
      ];
    }),
  );
}
