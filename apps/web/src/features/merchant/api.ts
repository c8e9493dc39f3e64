import type { AnswerOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/merchant';
import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { saveBlob } from '../../ui/list/download.ts';

/**
 * Merchant, provider and group information (meradm/queryMerc*, queryProductFee, queryAgtInfo,
 * queryGroupInfo). The privacy flag is part of every key: the server masks, so masked and full answers
 * are different data.
 */
export type MercInfo = AnswerOf<typeof c.queryMercInfo>;
export type MercSettle = AnswerOf<typeof c.queryMercSettle>;
export type MercContacts = AnswerOf<typeof c.queryMercContact>;
export type ProductFees = AnswerOf<typeof c.queryProductFee>;
export type OrgInfo = AnswerOf<typeof c.queryAgtInfo>;

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
    queryFn: async () => unwrap(await call(c.queryMercInfo, { mask })),
  });
}

export function useMercSettle(mask: Mask) {
  return useQuery({
    queryKey: merchantKeys.settle(mask),
    queryFn: async () => unwrap(await call(c.queryMercSettle, { mask })),
  });
}

export function useMercContacts(mask: Mask) {
  return useQuery({
    queryKey: merchantKeys.contacts(mask),
    queryFn: async () => unwrap(await call(c.queryMercContact, { mask })),
  });
}

/** Products and fees hold no personal data: one answer whatever the privacy flag. */
export function useProductFees() {
  return useQuery({
    queryKey: merchantKeys.fees(),
    queryFn: async () => unwrap(await call(c.queryProductFee, { mask: 'Y' })),
  });
}

/** A service provider's (queryAgtInfo) or group's (queryGroupInfo) own information. */
export function useOrgInfo(area: SignedInArea, mask: Mask) {
  return useQuery({
    queryKey: merchantKeys.org(area, mask),
    enabled: area !== 'merchant',
    queryFn: async () => unwrap(await call(area === 'group' ? c.queryGroupInfo : c.queryAgtInfo, { mask })),
  });
}

/** The information page as a PDF (pc/merInfoPdf), masked as the page is; saved under its file name. */
export async function downloadInfoPdf(mask: Mask): Promise<void> {
  const r = await call(c.merInfoPdf, { mask });
  if (!r.ok) return;
  const bytes = Uint8Array.from(atob(r.data.content_base64), (ch) => ch.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'application/pdf' }), r.data.file_name);
}
