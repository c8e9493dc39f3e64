import type { AnswerOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/stores';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiResult, call, unwrap } from '../../api/client.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

/** Stores and terminals of the caller's scope (meradm/queryStore*, docs/api.md "Stores"). */
export type StoreDetail = AnswerOf<typeof c.queryStoreDetail>;

// The same root as the list page's store choices, so anything that changes stores refreshes both.
export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (q: ListQuery) => [...storeKeys.lists(), q.filters, q.paging] as const,
  detail: (id: string) => [...storeKeys.all, 'detail', id] as const,
  qr: (id: string) => [...storeKeys.all, 'qr', id] as const,
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

export type StoreQr = AnswerOf<typeof c.createQrCode>;

/**
 * An open store's payment QR code (meradm/createQrCode, 411). STO10001 (the store or its merchant is not
 * open) is the page's to show, not a toast: the answer comes back whole.
 */
export function useStoreQr(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: storeKeys.qr(id ?? ''),
    enabled: !!id && enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<ApiResult<StoreQr>> =>
      call(c.createQrCode, { store_id: id ?? '' }, { handleCodes: ['STO10001'] }),
  });
}
