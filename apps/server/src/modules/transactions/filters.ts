import type { PayType, TxnResult, TxnType } from '@mp/core';
import type { CollectionFilterReqT } from '@mp/core/schemas/transactions';
import { AppError } from '../../http/endpoint.ts';
import { type DayRange, type RangeRules, resolveRange } from './range.ts';

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

/** A text filter: trimmed, blank = no condition. */
export function textFilter(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** A choice filter: '' (the 'all' option) = no condition. */
export function choice<T extends string>(value: T | '' | undefined): T | undefined {
  return value ? value : undefined;
}

/** Whole cents as digits (no sign, no decimals): anything else is VAL10012. */
export function centsFilter(value: string | undefined): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!/^\d{1,15}$/.test(v)) throw new AppError('VAL10012');
  return Number(v);
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
 * Whether the per-day summaries can answer count and totals: whole days, and no filter on a column the
 * summaries do not keep (those filters are narrow, so the transactions' own indexes answer them fast).
 */
export function summariesAnswer(f: CollectionFilter): boolean {
  return (
    f.range.wholeDays &&
    !f.terminalNo &&
    !f.txnNo &&
    !f.merOrderNo &&
    !f.aggOrderNo &&
    f.amountMin === undefined &&
    f.amountMax === undefined
  );
}
