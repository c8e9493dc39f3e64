import { queryAccBalance } from '@mp/core/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/** Accounts: the balance (31). Query keys of the capability, one hook per call. */
export const accountKeys = {
  all: ['accounts'] as const,
  balance: () => [...accountKeys.all, 'balance'] as const,
};

export function useBalance() {
  return useQuery({
    queryKey: accountKeys.balance(),
    queryFn: async () => unwrap(await call(queryAccBalance, {})),
  });
}
