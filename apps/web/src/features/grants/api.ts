import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/grants';
import { todayYmd } from '@mp/core/time';
import { addDaysYmd } from '@mp/core/validators/dates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/** Read grants of a merchant to its provider (grants/*, docs/api.md "Read grants"). */
export type Grant = AnswerOf<typeof c.grantList>['rows'][number];
export type GrantUse = AnswerOf<typeof c.grantUseList>['rows'][number];
export type Flow = AnswerOf<typeof c.grantedFlows>['rows'][number];

const keys = {
  all: ['grants'] as const,
  list: (side: string, page: number) => [...keys.all, side, page] as const,
  uses: (page: number) => [...keys.all, 'uses', page] as const,
};

export function useGrants(page: number) {
  return useQuery({
    queryKey: keys.list('merchant', page),
    queryFn: async () => unwrap(await call(c.grantList, { page_no: page, page_size: 10 })),
  });
}

export function useGrantUses(page: number) {
  return useQuery({
    queryKey: keys.uses(page),
    queryFn: async () => unwrap(await call(c.grantUseList, { page_no: page, page_size: 10 })),
  });
}

export function useAddGrant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.grantAdd>) =>
      unwrap(await call(c.grantAdd, body, { handleCodes: ['GRT10002'] })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRevokeGrant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (grantNo: string) => unwrap(await call(c.grantRevoke, { grant_no: grantNo })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useHeldGrants(page: number) {
  return useQuery({
    queryKey: keys.list('provider', page),
    queryFn: async () => unwrap(await call(c.grantedList, { page_no: page, page_size: 20 })),
  });
}

/** Each read is logged on the server: called on the person's request, never cached. */
export const readBalance = (merNo: string) => call(c.grantedBalance, { mer_no: merNo });

/**
 * A page of a sub-merchant's flows under its grant (null: none shown): the last 30 days up to yesterday
 * (the senior query's rule: never today). Each read is logged on the server, so a page is read once when
 * shown (its URL changes) and never again on its own: no retry, no refresh, nothing kept after it closes.
 */
export function useGrantedFlows(merNo: string | null, page: number) {
  return useQuery({
    queryKey: ['grantedFlows', merNo, page] as const,
    enabled: !!merNo,
    placeholderData: keepPreviousData,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: async () => {
      const today = todayYmd(new Date());
      const to = addDaysYmd(today, -1) ?? today;
      const from = addDaysYmd(today, -30) ?? today;
      const body = { mer_no: merNo ?? '', start_date: from, end_date: to, page_no: page, page_size: 20 };
      return { ...unwrap(await call(c.grantedFlows, body)), from, to };
    },
  });
}
