import type {
  RltDetailRes,
  RltRowT,
  RltTotals,
  SettleRowT,
  SettleTotalsT,
  UnsettledRes,
} from '@mp/core/schemas/settlement';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';
import { usePrivacyMask } from '../../app/privacy.ts';
import { useOneCallList } from '../listpage/queries.ts';
import type { ListData, ListQuery } from '../listpage/spec.ts';

/** Settlements (44), unsettled statistics, reconciliation (48) and settle orders (49). */
export type UnsettledT = z.infer<typeof UnsettledRes>;
export type RltTotalsT = z.infer<typeof RltTotals>;
export type RltDetailT = z.infer<typeof RltDetailRes>;
/** A reconciliation line with the key that names it in the URL (merchant, day, payment type). */
export type RltLine = RltRowT & { line_key: string };

export const settlementKeys = {
  all: ['settlement'] as const,
  list: (path: string, body: object) => [...settlementKeys.all, path, body] as const,
  unsettled: (merNo: string) => [...settlementKeys.all, 'unsettled', merNo] as const,
  rlt: (body: object) => [...settlementKeys.all, 'rlt', body] as const,
  rltDetail: (key: string) => [...settlementKeys.all, 'rltDetail', key] as const,
};

interface SettleListRes {
  rows: SettleRowT[];
  total_count: number;
  totals: SettleTotalsT;
}

/** settle/settleList (44) or gather/settleQuery (49): the same rows; accounts masked while the flag is on. */
export function useSettleList(
  q: ListQuery,
  path: 'settle/settleList' | 'gather/settleQuery',
): ListData<SettleRowT, SettleTotalsT> {
  const [masked] = usePrivacyMask();
  const body = { ...q.filters, ...q.paging, mask: masked ? 'Y' : 'N' };
  return useOneCallList<SettleListRes, SettleRowT, SettleTotalsT>({
    key: settlementKeys.list(path, body),
    path,
    body,
    enabled: q.enabled,
    pick: (r) => ({ rows: r.rows, total: r.total_count, totals: r.totals }),
  });
}

export function useUnsettled(merNo: string) {
  return useQuery({
    queryKey: settlementKeys.unsettled(merNo),
    queryFn: async () =>
      unwrap(
        await call<UnsettledT>('settle/unsettledStatistics', merNo ? { mer_no: merNo } : {}, {
          loading: false,
        }),
      ),
  });
}

export const lineKey = (r: Pick<RltRowT, 'mer_no' | 'rlt_date' | 'pay_type'>) =>
  `${r.mer_no}-${r.rlt_date}-${r.pay_type}`;

export function parseLineKey(key: string): { mer_no: string; rlt_date: string; pay_type: string } | null {
  const m = /^([A-Za-z0-9]{1,32})-(\d{8})-([A-Z]{2,16})$/.exec(key);
  return m ? { mer_no: m[1], rlt_date: m[2], pay_type: m[3] } : null;
}

export function useRltList(q: ListQuery): ListData<RltLine, RltTotalsT> {
  const body = { ...q.filters, ...q.paging };
  return useOneCallList<{ rows: RltRowT[]; total_count: number; totals: RltTotalsT }, RltLine, RltTotalsT>({
    key: settlementKeys.rlt(body),
    path: 'gather/rltQuery',
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
    queryFn: async () => unwrap(await call<RltDetailT>('gather/rltDetail', { ...ref })),
  });
}
