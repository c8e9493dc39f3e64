import type { RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/settlement';
import type {
  ReconDifferenceT,
  RltRowT,
  RltTotals,
  SettleRowT,
  SettleTotalsT,
} from '@mp/core/schemas/settlement';
import { PAY_TYPES } from '@mp/core/schemas/transactions';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';
import { useOneCallList } from '../../ui/list/queries.ts';
import type { ListData, ListQuery } from '../../ui/list/spec.ts';
import { usePrivacyMask } from '../../ui/privacy.ts';

/** Settlements (44), unsettled statistics, reconciliation (48) and settle orders (49). */
export type RltTotalsT = z.infer<typeof RltTotals>;
/** A reconciliation line with the key that names it in the URL (merchant, day, payment type). */
export type RltLine = RltRowT & { line_key: string };
/** One difference of a reconciliation line, as its detail shows it. */
export type Difference = ReconDifferenceT;
type PayType = RltRowT['pay_type'];

/** settle/settleList (44) or gather/settleQuery (49): the same rows over two calls. */
export type SettleListCall = typeof c.settleList | typeof c.settleQuery;

export const settlementKeys = {
  all: ['settlement'] as const,
  list: (path: string, body: object) => [...settlementKeys.all, path, body] as const,
  unsettled: (merNo: string) => [...settlementKeys.all, 'unsettled', merNo] as const,
  rlt: (body: object) => [...settlementKeys.all, 'rlt', body] as const,
  rltDetail: (key: string) => [...settlementKeys.all, 'rltDetail', key] as const,
};

/** settle/settleList (44) or gather/settleQuery (49): the same rows; accounts masked while the flag is on. */
export function useSettleList(q: ListQuery, list: SettleListCall): ListData<SettleRowT, SettleTotalsT> {
  const [masked] = usePrivacyMask();
  const body = { ...q.filters, ...q.paging, mask: masked ? 'Y' : 'N' };
  return useOneCallList({
    key: settlementKeys.list(list.path, body),
    path: list,
    body,
    enabled: q.enabled,
    pick: (r) => ({ rows: r.rows, total: r.total_count, totals: r.totals }),
  });
}

export function useUnsettled(merNo: string) {
  return useQuery({
    queryKey: settlementKeys.unsettled(merNo),
    queryFn: async () =>
      unwrap(await call(c.unsettledStatistics, merNo ? { mer_no: merNo } : {}, { loading: false })),
  });
}

export const lineKey = (r: Pick<RltRowT, 'mer_no' | 'rlt_date' | 'pay_type'>) =>
  `${r.mer_no}-${r.rlt_date}-${r.pay_type}`;

const isPayType = (v: string): v is PayType => (PAY_TYPES as readonly string[]).includes(v);

/** The line a key names (a detail request), or null when the key names none. */
export function parseLineKey(key: string): RequestOf<typeof c.rltDetail> | null {
  const m = /^([A-Za-z0-9]{1,32})-(\d{8})-([A-Z]{2,16})$/.exec(key);
  return m && isPayType(m[3]) ? { mer_no: m[1], rlt_date: m[2], pay_type: m[3] } : null;
}

export function useRltList(q: ListQuery): ListData<RltLine, RltTotalsT> {
  const body = { ...q.filters, ...q.paging };
  return useOneCallList({
    key: settlementKeys.rlt(body),
    path: c.rltQuery,
    body,
    enabled: q.enabled,
    pick: (r) => ({
      rows: r.rows.map((x) => ({ ...x, line_key: lineKey(x) })),
      total: r.total_count,
      totals: r.totals,
    }),
  });
}

export function useRltDetail(key: string) {
  const ref = parseLineKey(key);
  return useQuery({
    queryKey: settlementKeys.rltDetail(key),
    enabled: ref !== null,
    queryFn: async () => (ref ? unwrap(await call(c.rltDetail, ref)) : null),
  });
}
