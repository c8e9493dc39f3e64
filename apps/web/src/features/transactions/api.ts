import * as c from '@mp/core/contracts/transactions';
import type { CollectionRowT, CollectionTotalsT } from '@mp/core/schemas/transactions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { useOneCallList, useTwoCallList } from '../../ui/list/queries.ts';
import type { ListData, ListQuery } from '../../ui/list/spec.ts';

/** Collection (receipt) queries: classic gather/tradeQuery|agtTradeQuery, senior trade/collection*. */
export const collectionKeys = {
  all: ['collections'] as const,
  classic: (area: SignedInArea, body: object) => [...collectionKeys.all, 'classic', area, body] as const,
  page: (body: object) => [...collectionKeys.all, 'page', body] as const,
  count: (filters: object) => [...collectionKeys.all, 'count', filters] as const,
  detail: (txnNo: string) => [...collectionKeys.all, 'detail', txnNo] as const,
};

function useClassic(q: ListQuery, area: SignedInArea) {
  const body = { ...q.filters, ...q.paging };
  return useOneCallList({
    key: collectionKeys.classic(area, body),
    path: area === 'service' ? c.agtTradeQuery : c.tradeQuery,
    body,
    enabled: q.enabled && !q.senior,
    bounded: true,
    filtersKey: collectionKeys.classic(area, q.filters),
    pick: (r) => ({ rows: r.rows, total: r.total_count, totals: r.totals, capped: r.count_capped === 'Y' }),
  });
}

function useSenior(q: ListQuery) {
  const body = { ...q.filters, ...q.paging };
  return useTwoCallList({
    page: { key: collectionKeys.page(body), path: c.collectionPage, body },
    count: { key: collectionKeys.count(q.filters), path: c.collectionCount, body: q.filters },
    enabled: q.enabled && q.senior,
    pickRows: (r) => r.rows,
    bounded: true,
    pickCount: (r) => ({ total: r.total_count, totals: r.totals, capped: r.count_capped === 'Y' }),
  });
}

/** The collection list of the page's mode: both hooks are always called, only one is enabled. */
export function useCollectionList(
  q: ListQuery,
  area: SignedInArea,
): ListData<CollectionRowT, CollectionTotalsT> {
  const classic = useClassic(q, area);
  const senior = useSenior(q);
  return q.senior ? senior : classic;
}

export function useCollectionDetail(txnNo: string) {
  return useQuery({
    queryKey: collectionKeys.detail(txnNo),
    enabled: txnNo !== '',
    queryFn: async () => unwrap(await call(c.collectionDetail, { txn_no: txnNo })),
  });
}

/** What a refund of a collection changes: the collection itself and every collection list. */
export function useRefreshRefunded(): (txnNo: string) => void {
  const qc = useQueryClient();
  return (txnNo) => {
    void qc.invalidateQueries({ queryKey: collectionKeys.detail(txnNo) });
    void qc.invalidateQueries({ queryKey: collectionKeys.all });
  };
}
