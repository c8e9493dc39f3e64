import type { PayType, TxnResult, TxnType } from '@mp/core';
import type { CollectionFilterReqT } from '@mp/core/schemas/transactions';
import { AppError } from '../../kernel/errors.ts';
import { centsFilter, choice, textFilter } from '../../lists/filters.ts';
import { type DayRange, type RangeRules, resolveRange } from '../../lists/range.ts';

/** A collection query's filters, checked and normalised ('' and blanks dropped, cents as numbers). */
export interface CollectionFilter {
  range: DayRange;
  merNo?: string;
  storeNo?: string;
  terminalNo?: string;
  payType?: PayType;
  txnType?: TxnType;
  result?: TxnResult;
  txnNo?: string;
  merOrderNo?: string;
  aggOrderNo?: string;
  amountMin?: number;
  amountMax?: number;
}

export function readCollectionFilter(body: CollectionFilterReqT, rules: RangeRules): CollectionFilter {
  const range = resolveRange(body.start_date, body.end_date, rules);
  const amountMin = centsFilter(body.amount_min);
  const amountMax = centsFilter(body.amount_max);
  if (amountMin !== undefined && amountMax !== undefined && amountMin > amountMax) {
    throw new AppError('VAL10037', 'amount_min > amount_max');
  }
  return {
    range,
    merNo: textFilter(body.mer_no),
    storeNo: textFilter(body.store_no),
    terminalNo: textFilter(body.terminal_no),
    payType: choice(body.pay_type),
    txnType: choice(body.txn_type),
    result: choice(body.result),
    txnNo: textFilter(body.txn_no),
    merOrderNo: textFilter(body.mer_order_no),
    aggOrderNo: textFilter(body.agg_order_no),
    amountMin,
    amountMax,
  };
}

/**
 * Whether the per-day summaries can answer count and totals: no filter on a column the summaries do not
 * keep (terminal, numbers, amount range). A range that is not whole days is still theirs: its whole days
 * come from the summaries and its partial first and last day from the transactions (selectCollectionTotals).
 */
export function summariesAnswer(f: CollectionFilter): boolean {
  return (
    !f.terminalNo &&
    !f.txnNo &&
    !f.merOrderNo &&
    !f.aggOrderNo &&
    f.amountMin === undefined &&
    f.amountMax === undefined
  );
}
