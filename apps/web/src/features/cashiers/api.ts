import type { RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/cashiers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

/** Cashiers of the merchant's stores (meradm/cashier*, docs/api.md "Cashiers"). */
export const cashierKeys = {
  all: ['cashiers'] as const,
  lists: () => [...cashierKeys.all, 'list'] as const,
  list: (q: ListQuery) => [...cashierKeys.lists(), q.filters, q.paging] as const,
  details: () => [...cashierKeys.all, 'detail'] as const,
  detail: (id: string) => [...cashierKeys.details(), id] as const,
};

export function useCashierList(q: ListQuery) {
  return useQuery({
    queryKey: cashierKeys.list(q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call(c.cashierList, { ...q.filters, ...q.paging })),
  });
}

export function useCashier(id: string | null) {
  return useQuery({
    queryKey: cashierKeys.detail(id ?? ''),
    enabled: !!id,
    queryFn: async () => unwrap(await call(c.cashierDetail, { cashier_id: id ?? '' })),
  });
}

function useInvalidateCashiers() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: cashierKeys.all });
    // Role holder counts include cashiers.
    void qc.invalidateQueries({ queryKey: ['roles'] });
  };
}

export function useAddCashier(handleCodes?: readonly string[]) {
  const done = useInvalidateCashiers();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.cashierAdd>) =>
      unwrap(await call(c.cashierAdd, body, { handleCodes })),
    onSuccess: done,
  });
}

export function useUpdateCashier(handleCodes?: readonly string[]) {
  const done = useInvalidateCashiers();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.cashierUpdate>) =>
      unwrap(await call(c.cashierUpdate, body, { handleCodes })),
    onSuccess: done,
  });
}

export function useDeleteCashier() {
  const done = useInvalidateCashiers();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await call(c.cashierDelete, { cashier_id: id })),
    onSuccess: done,
  });
}

export function useResetCashierPassword(handleCodes?: readonly string[]) {
  const done = useInvalidateCashiers();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.cashierResetPsd>) =>
      unwrap(await call(c.cashierResetPsd, body, { handleCodes })),
    onSuccess: done,
  });
}

/**
 * One contact value of a cashier in full (meradm/cashierContact, 1213, audited): lists and details answer it
 * masked. Not a query: the full value is never cached.
 */
export async function showCashierContact(cashierId: string, field: 'phone' | 'email'): Promise<string> {
  return unwrap(await call(c.cashierContact, { cashier_id: cashierId, field })).value;
}
