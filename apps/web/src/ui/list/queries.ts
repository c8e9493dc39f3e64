import type { AnswerOf, Contract, RequestOf } from '@mp/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { type CallOptions, call, unwrap } from '../../api/client.ts';
import type { ListData, ListQuery } from './spec.ts';

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

/**
 * A list page shows its own placeholders while its calls run (the table's spinner, the count's): no loading
 * overlay over it (issue 31 point 2). Failures are still told.
 */
const QUIET_OVERLAY: CallOptions = { loading: false };

/** What a count answers: the total, the totals (null: not computed) and whether the count stopped at the cap. */
export interface Counted<Totals> {
  total: number;
  totals: Totals | null;
  capped?: boolean;
}

/**
 * A bounded count (docs/decisions.md, "Bounded counts"): the server stops a count it cannot answer from
 * its summaries at a cap, and counts everything when the body says `exact` 'Y'. The person asks for that
 * (the "show totals" button) for one query; another query starts bounded again.
 */
function useExactCount(key: readonly unknown[], bounded: boolean | undefined, filtersKey = key) {
  const id = JSON.stringify(filtersKey);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const exact = !!bounded && askedFor === id;
  return {
    exact,
    bounded: !!bounded,
    extra: exact ? { exact: 'Y' } : {},
    key: exact ? [...key, 'exact'] : key,
    ask: () => setAskedFor(id),
  };
}

/** The list data's count fields from a count answer (bounded or not). */
function countFields<Totals>(
  enabled: boolean,
  c: Counted<Totals> | null,
  exact: ReturnType<typeof useExactCount>,
  fetching: boolean,
) {
  const capped = enabled && !!c?.capped;
  // A bounded count may answer an exact count without its totals (more rows than the server adds up
  // unasked): the same button asks for them.
  const totalsLeft = enabled && exact.bounded && !!c && c.totals === null && c.total > 0;
  return {
    total: enabled ? (c?.total ?? 0) : 0,
    totals: enabled ? (c?.totals ?? null) : null,
    capped,
    countAll: capped || totalsLeft ? exact.ask : undefined,
    countingAll: enabled && exact.exact && fetching,
  };
}

export interface OneCall<C extends Contract, Row, Totals> extends ListCall<C> {
  enabled: boolean;
  pick: (res: AnswerOf<C>) => { rows: Row[] } & Counted<Totals>;
  /** The call's count is bounded and takes `exact` (see useExactCount). */
  bounded?: boolean;
  /** The filters alone (without paging): a full count asked for stays while the person pages. */
  filtersKey?: readonly unknown[];
}

export function useOneCallList<C extends Contract, Row, Totals>(
  o: OneCall<C, Row, Totals>,
): ListData<Row, Totals> {
  const exact = useExactCount(o.key, o.bounded, o.filtersKey);
  const q = useQuery({
    queryKey: exact.key,
    enabled: o.enabled,
    placeholderData: keepPreviousData,
    queryFn: () => fetchList({ path: o.path, body: { ...o.body, ...exact.extra } }, QUIET_OVERLAY),
  });
  const picked = q.data ? o.pick(q.data) : null;
  return {
    rows: o.enabled ? (picked?.rows ?? []) : [],
    ...countFields(o.enabled, picked, exact, q.isFetching),
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
  pickCount: (res: AnswerOf<N>) => Counted<Totals>;
  /** The count call is bounded and takes `exact` (see useExactCount). */
  bounded?: boolean;
}

export function useTwoCallList<P extends Contract, N extends Contract, Row, Totals>(
  o: TwoCalls<P, N, Row, Totals>,
): ListData<Row, Totals> {
  const page = useQuery({
    queryKey: o.page.key,
    enabled: o.enabled,
    placeholderData: keepPreviousData,
    queryFn: () => fetchList(o.page, QUIET_OVERLAY),
  });
  const exact = useExactCount(o.count.key, o.bounded);
  const counted = useQuery({
    queryKey: exact.key,
    enabled: o.enabled,
    placeholderData: keepPreviousData,
    queryFn: () =>
      fetchList({ path: o.count.path, body: { ...o.count.body, ...exact.extra } }, QUIET_OVERLAY),
  });
  const c = counted.data ? o.pickCount(counted.data) : null;
  return {
    rows: o.enabled && page.data ? o.pickRows(page.data) : [],
    ...countFields(o.enabled, c, exact, counted.isFetching),
    loading: o.enabled && (page.isFetching || counted.isFetching),
    pending: o.enabled && (page.isPending || counted.isPending),
    refetch: () => {
      void page.refetch();
      void counted.refetch();
    },
  };
}

/** The query keys of a list page of both modes: the classic call's, and the senior page's and count's. */
export interface ModeKeys {
  classic: (body: object) => readonly unknown[];
  page: (body: object) => readonly unknown[];
  count: (filters: object) => readonly unknown[];
}

/** A contract answering `Res` (whatever it asks). */
type Answering<Res> = Contract<z.ZodType, z.ZodType<Res>>;

/**
 * A list page of both modes whose calls answer `rows`, `total_count` and `totals`: the classic call answers
 * all three, the senior page call the rows and its count call (of the filters alone) the rest. Both hooks are
 * always called, only the page's mode is enabled. `extra` joins the filters and paging of the page's calls.
 */
export function useModeList<Row, Totals>(
  q: ListQuery,
  o: {
    keys: ModeKeys;
    classic: Answering<{ rows: Row[]; total_count: number; totals: Totals | null }>;
    page: Answering<{ rows: Row[] }>;
    count: Answering<{ total_count: number; totals: Totals | null }>;
    extra?: ListBody;
  },
): ListData<Row, Totals> {
  const body = { ...q.filters, ...q.paging, ...o.extra };
  const classic = useOneCallList({
    key: o.keys.classic(body),
    path: o.classic,
    body,
    enabled: q.enabled && !q.senior,
    pick: (r) => ({ rows: r.rows, total: r.total_count, totals: r.totals }),
  });
  const senior = useTwoCallList({
    page: { key: o.keys.page(body), path: o.page, body },
    count: { key: o.keys.count(q.filters), path: o.count, body: q.filters },
    enabled: q.enabled && q.senior,
    pickRows: (r) => r.rows,
    pickCount: (r) => ({ total: r.total_count, totals: r.totals }),
  });
  return q.senior ? senior : classic;
}

/**
 * The list data of a query answered as `{ rows, total }` without totals (a list page that is not a money
 * search): loading while it fetches, pending on the first load of a query the filters allow.
 */
export function rowsOnly<Row>(
  q: {
    data?: { rows: Row[]; total: number };
    isFetching: boolean;
    isPending: boolean;
    refetch: () => unknown;
  },
  query: ListQuery,
): ListData<Row, object> {
  return {
    rows: q.data?.rows ?? [],
    total: q.data?.total ?? 0,
    totals: null,
    loading: q.isFetching,
    pending: q.isPending && query.enabled,
    refetch: () => void q.refetch(),
  };
}
