import type { AnswerOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/stores';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

/** Stores and terminals of the caller's scope (meradm/queryStore*, docs/api.md "Stores"). */
export type StoreDetail = AnswerOf<typeof c.queryStoreDetail>;

// The same root as the list page's store choices, so anything that changes stores refreshes both.
export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (q: ListQuery) => [...storeKeys.lists(), q.filters, q.paging] as const,
  detail: (id: string) => [...storeKeys.all, 'detail', id] as const,
};

export function useStoreList(q: ListQuery) {
  return useQuery({
    queryKey: storeKeys.list(q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call(c.queryStoreList, { ...q.filters, ...q.paging })),
  });
}

export function useStoreDetail(id: string | null) {
  return useQuery({
    queryKey: storeKeys.detail(id ?? ''),
    enabled: !!id,
    queryFn: async () => unwrap(await call(c.queryStoreDetail, { store_id: id ?? '' })),
  });
}
