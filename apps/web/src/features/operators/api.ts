import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/operators';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

/** Operators of the organisation (admin/oper*, docs/api.md "Operators"). */
export type TempPassword = AnswerOf<typeof c.operAdd>;

export const operatorKeys = {
  all: ['operators'] as const,
  lists: () => [...operatorKeys.all, 'list'] as const,
  list: (q: ListQuery) => [...operatorKeys.lists(), q.filters, q.paging] as const,
  details: () => [...operatorKeys.all, 'detail'] as const,
  detail: (id: string) => [...operatorKeys.details(), id] as const,
};

export function useOperatorList(q: ListQuery) {
  return useQuery({
    queryKey: operatorKeys.list(q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call(c.operList, { ...q.filters, ...q.paging })),
  });
}

export function useOperator(operId: string | null) {
  return useQuery({
    queryKey: operatorKeys.detail(operId ?? ''),
    enabled: !!operId,
    queryFn: async () => unwrap(await call(c.operDetail, { oper_id: operId ?? '' })),
  });
}

/** Every change to an operator changes the lists, the operator's detail and the roles' holder counts. */
function useInvalidateOperators() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: operatorKeys.all });
    void qc.invalidateQueries({ queryKey: ['roles'] });
  };
}

export function useAddOperator(handleCodes?: readonly string[]) {
  const done = useInvalidateOperators();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.operAdd>) =>
      unwrap(await call(c.operAdd, body, { handleCodes })),
    onSuccess: done,
  });
}

export function useUpdateOperator(handleCodes?: readonly string[]) {
  const done = useInvalidateOperators();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.operUpdate>) =>
      unwrap(await call(c.operUpdate, body, { handleCodes })),
    onSuccess: done,
  });
}

export function useDeleteOperator() {
  const done = useInvalidateOperators();
  return useMutation({
    mutationFn: async (operId: string) => unwrap(await call(c.operDelete, { oper_id: operId })),
    onSuccess: done,
  });
}

export function useResetOperatorPassword() {
  const done = useInvalidateOperators();
  return useMutation({
    mutationFn: async (operId: string) => unwrap(await call(c.operResetPsd, { oper_id: operId })),
    onSuccess: done,
  });
}

export function useUnlockOperator() {
  const done = useInvalidateOperators();
  return useMutation({
    mutationFn: async (operId: string) => unwrap(await call(c.operUnlock, { oper_id: operId })),
    onSuccess: done,
  });
}

/**
 * One contact value of an operator in full (admin/operContact, 1213, audited): lists and details answer it
 * masked. Not a query: the full value is never cached.
 */
export async function showOperatorContact(operId: string, field: 'phone' | 'email'): Promise<string> {
  return unwrap(await call(c.operContact, { oper_id: operId, field })).value;
}
