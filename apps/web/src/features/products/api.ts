import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/products';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

/** Products, channels and fees, product authorisation (meradm/query*, urm*Prdauth*; docs/api.md). */
export type ConfigChannels = AnswerOf<typeof c.queryConfigChannel>;
export type MerchantProduct = ConfigChannels['rows'][number]['products'][number];
export type PrdauthRow = AnswerOf<typeof c.urmServerChildPrdauthList>['rows'][number];

export const productKeys = {
  all: ['products'] as const,
  catalogue: () => [...productKeys.all, 'catalogue'] as const,
  channels: (merNo: string) => [...productKeys.all, 'channels', merNo] as const,
  charges: (merNo: string) => [...productKeys.all, 'charges', merNo] as const,
  own: () => [...productKeys.all, 'own'] as const,
  childList: (q: ListQuery) => [...productKeys.all, 'child', q.filters, q.paging] as const,
  checks: (merNo: string) => [...productKeys.all, 'checks', merNo] as const,
};

export function useCatalogue() {
  return useQuery({
    queryKey: productKeys.catalogue(),
    staleTime: 300_000,
    queryFn: async () => unwrap(await call(c.queryProducts, {})),
  });
}

export function useConfigChannels(merNo = '') {
  return useQuery({
    queryKey: productKeys.channels(merNo),
    queryFn: async () => unwrap(await call(c.queryConfigChannel, merNo ? { mer_no: merNo } : {})),
  });
}

export function useProductCharges(merNo = '') {
  return useQuery({
    queryKey: productKeys.charges(merNo),
    queryFn: async () => unwrap(await call(c.queryProductCharges, merNo ? { mer_no: merNo } : {})),
  });
}

export function useOwnProducts() {
  return useQuery({
    queryKey: productKeys.own(),
    queryFn: async () => unwrap(await call(c.urmMercPrdauthList, {})),
  });
}

export function useChildProducts(q: ListQuery) {
  return useQuery({
    queryKey: productKeys.childList(q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call(c.urmServerChildPrdauthList, { ...q.filters, ...q.paging })),
  });
}

export function useProdChecks(merNo: string) {
  return useQuery({
    queryKey: productKeys.checks(merNo),
    enabled: merNo !== '',
    queryFn: async () =>
      unwrap(await call(c.queryProdChanChecks, { mer_no: merNo }, { handleCodes: ['SCM40401'] })),
  });
}

function useInvalidateProducts() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: productKeys.all });
}

export function useDeleteChannel() {
  const done = useInvalidateProducts();
  return useMutation({
    mutationFn: async (payType: RequestOf<typeof c.deleteConfigChannel>['pay_type']) =>
      unwrap(await call(c.deleteConfigChannel, { pay_type: payType })),
    onSuccess: done,
  });
}

export function useGrantProduct() {
  const done = useInvalidateProducts();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.urmMercPrdauthAdd>) =>
      unwrap(await call(c.urmMercPrdauthAdd, body)),
    onSuccess: done,
  });
}

export function useCancelProduct() {
  const done = useInvalidateProducts();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.urmMercPrdauthCancel>) =>
      unwrap(await call(c.urmMercPrdauthCancel, body)),
    onSuccess: done,
  });
}

/** A rate in basis points as a percentage: 90 -> '0.90%'. */
export const ratePercent = (bp: number) => `${(bp / 100).toFixed(2)}%`;
