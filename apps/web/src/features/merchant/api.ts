import type {
  MercContactRes,
  MercInfoRes,
  MercSettleRes,
  OrgInfoRes,
  ProductFeeRes,
} from '@mp/core/schemas/merchant';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/index.ts';

/**
 * Merchant, provider and group information (meradm/queryMerc*, queryProductFee, queryAgtInfo,
 * queryGroupInfo). The privacy flag is part of every key: the server masks, so masked and full answers
 * are different data.
 */
export type MercInfo = z.infer<typeof MercInfoRes>;
export type MercSettle = z.infer<typeof MercSettleRes>;
export type MercContacts = z.infer<typeof MercContactRes>;
export type ProductFees = z.infer<typeof ProductFeeRes>;
export type OrgInfo = z.infer<typeof OrgInfoRes>;

type Mask = 'Y' | 'N';

export const merchantKeys = {
  all: ['merchant'] as const,
  info: (mask: Mask) => [...merchantKeys.all, 'info', mask] as const,
  settle: (mask: Mask) => [...merchantKeys.all, 'settle', mask] as const,
  contacts: (mask: Mask) => [...merchantKeys.all, 'contacts', mask] as const,
  fees: () => [...merchantKeys.all, 'fees'] as const,
  org: (area: SignedInArea, mask: Mask) => [...merchantKeys.all, 'org', area, mask] as const,
};

export function useMercInfo(mask: Mask) {
  return useQuery({
    queryKey: merchantKeys.info(mask),
    queryFn: async () => unwrap(await call<MercInfo>('meradm/queryMercInfo', { mask })),
  });
}

export function useMercSettle(mask: Mask) {
  return useQuery({
    queryKey: merchantKeys.settle(mask),
    queryFn: async () => unwrap(await call<MercSettle>('meradm/queryMercSettle', { mask })),
  });
}

export function useMercContacts(mask: Mask) {
  return useQuery({
    queryKey: merchantKeys.contacts(mask),
    queryFn: async () => unwrap(await call<MercContacts>('meradm/queryMercContact', { mask })),
  });
}

/** Products and fees hold no personal data: one answer whatever the privacy flag. */
export function useProductFees() {
  return useQuery({
    queryKey: merchantKeys.fees(),
    queryFn: async () => unwrap(await call<ProductFees>('meradm/queryProductFee', { mask: 'Y' })),
  });
}

/** A service provider's (queryAgtInfo) or group's (queryGroupInfo) own information. */
export function useOrgInfo(area: SignedInArea, mask: Mask) {
  return useQuery({
    queryKey: merchantKeys.org(area, mask),
    enabled: area !== 'merchant',
    queryFn: async () =>
      unwrap(
        await call<OrgInfo>(area === 'group' ? 'meradm/queryGroupInfo' : 'meradm/queryAgtInfo', { mask }),
      ),
  });
}
