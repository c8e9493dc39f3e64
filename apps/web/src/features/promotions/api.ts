import type { Contract, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import { handledCodes, type Placement } from '../../ui/admin/fieldErrors.ts';

/** Promotions (issue 27): the campaign list, detail and report, and the merchant's changes. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (body: object) => [...promotionKeys.all, 'list', body] as const,
  detail: (no: string) => [...promotionKeys.all, 'detail', no] as const,
  report: (no: string) => [...promotionKeys.all, 'report', no] as const,
  unions: (page: number) => [...promotionKeys.all, 'unions', page] as const,
};

/** Union campaigns: the provider's own, or a merchant's offers and those it joined. */
export function useUnionList(page: number, enabled = true) {
  return useQuery({
    queryKey: promotionKeys.unions(page),
    enabled,
    queryFn: async () =>
      unwrap(await call(c.promotionUnionList, { page_no: page, page_size: 10, sort_order: 'desc' })),
  });
}

export function usePromotionList(filters: RequestOf<typeof c.promotionList>) {
  // A filter left empty is not sent: the server refuses an empty date (yyyymmdd or nothing).
  const body = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as RequestOf<
    typeof c.promotionList
  >;
  return useQuery({
    queryKey: promotionKeys.list(body),
    queryFn: async () => unwrap(await call(c.promotionList, body)),
  });
}

export function usePromotionDetail(no: string) {
  return useQuery({
    queryKey: promotionKeys.detail(no),
    enabled: no !== '',
    queryFn: async () => unwrap(await call(c.promotionDetail, { promo_no: no })),
  });
}

export function usePromotionReport(no: string, enabled: boolean) {
  return useQuery({
    queryKey: promotionKeys.report(no),
    enabled: enabled && no !== '',
    queryFn: async () => unwrap(await call(c.promotionReport, { promo_no: no })),
  });
}

/** Where a refusal of the campaign form shows: beside the field the server names; the rest is toasted. */
export const PROMOTION_PLACEMENT: Placement = {
  kind: 'kind',
  name_zh: 'name_zh',
  name_en: 'name_en',
  discount_rate: 'discount_rate',
  threshold: 'threshold',
  reduction: 'reduction',
  cap_flag: 'cap_flag',
  per_txn_cap: 'per_txn_cap',
  amount_cap: 'amount_cap',
  count_cap: 'count_cap',
  start_time: 'period',
  end_time: 'period',
  store_nos: 'store_nos',
  contact_name: 'contact_name',
  contact_area: 'contact_phone',
  contact_phone: 'contact_phone',
  remark: 'remark',
  per_payer_cap: 'per_payer_cap',
  daily_count_cap: 'daily_count_cap',
  daily_amount_cap: 'daily_amount_cap',
  fund_provider: 'fund_provider',
  fund_scheme: 'fund_scheme',
  scheme_name: 'scheme_name',
  PRM10010: 'fund_provider',
  PRM10011: 'scheme_name',
  PRM10005: 'period',
  PRM10006: 'store_nos',
  PRM10003: 'amount_cap',
  PRM10009: 'end_time',
};
const handleCodes = handledCodes(PROMOTION_PLACEMENT);

function useChange<C extends Contract>(contract: C, codes?: string[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<C>) => call(contract, body, codes ? { handleCodes: codes } : {}),
    onSuccess: (r) => {
      if (r.ok) void qc.invalidateQueries({ queryKey: promotionKeys.all });
    },
  });
}

export const useCreatePromotion = () => useChange(c.promotionCreate, handleCodes);
export const useAmendPromotion = () => useChange(c.promotionAmend, handleCodes);
export const useCancelPromotion = () => useChange(c.promotionCancel);
export const useRevokePromotion = () => useChange(c.promotionRevoke);
export const useContactDone = () => useChange(c.promotionContactDone);
export const useCreateUnion = () => useChange(c.promotionUnionCreate, handleCodes);
export const useJoinUnion = () => useChange(c.promotionUnionJoin, handleCodes);
export const useLeaveUnion = () => useChange(c.promotionUnionLeave);
