import type { AnswerOf, Contract, RequestOf } from '@mp/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallOptions, call, unwrap } from '../../api/client.ts';
import type { ListData } from './spec.ts';

/**
 * The two shapes of list endpoints: one call answering rows, count and totals (the classic queries), or a
 * page call and a count call (the senior queries), so paging does not count the whole filter again. Each
 * call is a contract of packages/core; its answer types what the page picks from it.
 */

/**
 * A list page's body: its filters in wire form as the URL holds them (checked by the page's rules of
 * packages/core before any call, and by the contract's schema on the server) plus paging. Their keys are the
 * page's filter params, which the compiler cannot tie to the contract's request.
 */
export type ListBody = Record<string, unknown>;

/** One list call: the contract, its query key and the list page's body. */
export interface ListCall<C extends Contract> {
  key: readonly unknown[];
  path: C;
  body: ListBody;
}

/** One call of a list page's body (the one place its body is taken for the contract's request). */
export async function fetchList<C extends Contract>(
  c: Pick<ListCall<C>, 'path' | 'body'>,
  opts?: CallOptions,
): Promise<AnswerOf<C>> {
  return unwrap(await call(c.path, c.body as RequestOf<C>, opts));
}

export interface OneCall<C extends Contract, Row, Totals> extends ListCall<C> {
  enabled: boolean;
  pick: (res: AnswerOf<C>) => { rows: Row[]; total: number; totals: Totals | null };
}

export function useOneCallList<C extends Contract, Row, Totals>(
  o: OneCall<C, Row, Totals>,
): ListData<Row, Totals> {
  const q = useQuery({
    queryKey: o.key,
    enabled: o.enabled,
    placeholderData: keepPreviousData,
    queryFn: () => fetchList(o),
  });
  const picked = q.data ? o.pick(q.data) : null;
  return {
    rows: o.enabled ? (picked?.rows ?? []) : [],
    total: o.enabled ? (picked?.total ?? 0) : 0,
    totals: o.enabled ? (picked?.totals ?? null) : null,
    loading: o.enabled && q.isFetching,
    // isPending: no data and no error yet (rows kept from the previous query are success, not pending).
    pending: o.enabled && q.isPending,
    refetch: () => void q.refetch(),
  };
}

export interface TwoCalls<P extends Contract, N extends Contract, Row, Totals> {
  page: ListCall<P>;
  count: ListCall<N>;
  enabled: boolean;
  pickRows: (res: AnswerOf<P>) => Row[];
  pickCount: (res: AnswerOf<N>) => { total: number; totals: Totals };
}

export function useTwoCallList<P extends Contract, N extends Contract, Row, Totals>(
  o: TwoCalls<P, N, Row, Totals>,
): ListData<Row, Totals> {
  const page = useQuery({
    queryKey: o.page.key,
    enabled: o.enabled,
    placeholderData: keepPreviousData,
    queryFn: () => fetchList(o.page),
  });
  const counted = useQuery({
    queryKey: o.count.key,
    enabled: o.enabled,
    placeholderData: keepPreviousData,
    queryFn: () => fetchList(o.count),
  });
  const c = counted.data ? o.pickCount(counted.data) : null;
  return {
    rows: o.enabled && page.data ? o.pickRows(page.data) : [],
    total: o.enabled ? (c?.total ?? 0) : 0,
    totals: o.enabled ? (c?.totals ?? null) : null,
    loading: o.enabled && (page.isFetching || counted.isFetching),
    pending: o.enabled && (page.isPending || counted.isPending),
    refetch: () => {
      void page.refetch();
      void counted.refetch();
    },
  };
}
