import type { AnswerOf } from '@mp/core/contract';
import { queryMercInfo } from '@mp/core/contracts/merchant';
import { queryConfigChannel } from '@mp/core/contracts/products';
import * as c from '@mp/core/contracts/submerchants';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

/** Sub-merchants and group members (meradm/urm*; docs/api.md "Sub-merchants and group members"). */
export type ChildMercRow = AnswerOf<typeof c.urmServerChildMercPage>['rows'][number];

export const subKeys = {
  all: ['submerchants'] as const,
  list: (area: SignedInArea, q: ListQuery) => [...subKeys.all, area, q.filters, q.paging] as const,
  detail: (merNo: string) => [...subKeys.all, 'detail', merNo] as const,
  search: (keyword: string) => [...subKeys.all, 'search', keyword] as const,
};

/** The provider's sub-merchants (21) or the group's members: the same rows, each area its own call. */
export function useChildMerchants(area: SignedInArea, q: ListQuery) {
  const endpoint = area === 'group' ? c.urmGroupMappingPageAction : c.urmServerChildMercPage;
  return useQuery({
    queryKey: subKeys.list(area, q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call(endpoint, { ...q.filters, ...q.paging })),
  });
}

/** One merchant of the scope: its registration data and its configured channels. */
export function useChildDetail(merNo: string) {
  return useQuery({
    queryKey: subKeys.detail(merNo),
    queryFn: async () => {
      const [info, channels] = await Promise.all([
        call(queryMercInfo, { mer_no: merNo }, { handleCodes: ['SCM40401'] }),
        call(queryConfigChannel, { mer_no: merNo }, { handleCodes: ['SCM40401'] }),
      ]);
      return { info: unwrap(info), channels: channels.ok ? channels.data : null };
    },
  });
}

export function useMemberSearch(keyword: string) {
  return useQuery({
    queryKey: subKeys.search(keyword),
    enabled: keyword.trim() !== '',
    queryFn: async () => unwrap(await call(c.urmGroupInfoSearch, { keyword: keyword.trim() })),
  });
}

export function useGroupPhone() {
  return useMutation({
    mutationFn: async (body: { phone_area: '+853' | '+852' | '+86'; phone: string }) =>
      unwrap(await call(c.updateGroupOprPhoneAction, body)),
  });
}
