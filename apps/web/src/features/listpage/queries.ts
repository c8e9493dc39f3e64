import type { Contract } from '@mp/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { ListData } from './spec.ts';

/**
 * The two shapes of list endpoints: one call answering rows, count and totals (the classic queries), or a
 * page call and a count call (the senior queries), so paging does not count the whole filter again.
 */
export interface OneCall<Res, Row, Totals> {
  key: readonly unknown[];
  path: string | Contract;
  body: Record<string, unknown>;
  enabled: boolean;
  pick: (res: Res) => { rows: Row[]; total: number; totals: Totals | null };
}

export function useOneCallList<Res, Row, Totals>(o: OneCall<Res, Row, Totals>): ListData<Row, Totals> {
  const q = useQuery({
    queryKey: o.key,
    enabled: o.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call<Res>(o.path as string, o.body)),
  });
  const picked = q.data ? o.pick(q.data) : null;
  return {
    rows: o.enabled ? (picked?.rows ?? []) : [],
    total: o.enabled ? (picked?.total ?? 0) : 0,
    totals: o.enabled ? (picked?.totals ?? null) : null,
    loading: o.enabled && q.isFetching,
    refetch: () => void q.refetch(),
  };
}

export interface TwoCalls<PageRes, CountRes, Row, Totals> {
  page: { key: readonly unknown[]; path: string | Contract; body: Record<string, unknown> };
  count: { key: readonly unknown[]; path: string | Contract; body: Record<string, unknown> };
  enabled: boolean;
  pickRows: (res: PageRes) => Row[];
  pickCount: (res: CountRes) => { total: number; totals: Totals };
}

export function useTwoCallList<PageRes, CountRes, Row, Totals>(
  o: TwoCalls<PageRes, CountRes, Row, Totals>,
): ListData<Row, Totals> {
  const page = useQuery({
    queryKey: o.page.key,
    enabled: o.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call<PageRes>(o.page.path as string, o.page.body)),
  });
  const counted = useQuery({
    queryKey: o.count.key,
    enabled: o.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call<CountRes>(o.count.path as string, o.count.body)),
  });
  const c = counted.data ? o.pickCount(counted.data) : null;
  return {
    rows: o.enabled && page.data ? o.pickRows(page.data) : [],
    total: o.enabled ? (c?.total ?? 0) : 0,
    totals: o.enabled ? (c?.totals ?? null) : null,
    loading: o.enabled && (page.isFetching || counted.isFetching),
    refetch: () => {
      void page.refetch();
      void counted.refetch();
    },
  };
}
