import { accountAuthList, accountAuthUntie } from '@mp/core/contracts/accountauth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/**
 * Account authorisation (meradm/accountAuthList, accountAuthUntie): hooks for a panel of the account
 * pages (the balance page of features/accounts may show it; no route of the spec is its own).
 */
export const accountAuthKeys = {
  all: ['accountauth'] as const,
  list: (status: string, page: number) => [...accountAuthKeys.all, 'list', status, page] as const,
};

export function useAccountAuths(status = '', page = 1) {
  return useQuery({
    queryKey: accountAuthKeys.list(status, page),
    queryFn: async () =>
      unwrap(await call(accountAuthList, { status: status as '', page_no: page, page_size: 20 })),
  });
}

export function useUntie() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (authNo: string) => unwrap(await call(accountAuthUntie, { auth_no: authNo })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: accountAuthKeys.all }),
  });
}
