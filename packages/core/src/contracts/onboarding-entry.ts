import { contract } from '../contract.ts';
import { EmptyReq } from '../schemas/auth.ts';
import { ApplicationRes, OcrRes } from '../schemas/onboarding.ts';
import {
  EntryApplyNoReq,
  EntryListReq,
  EntryListRes,
  EntryOcrReq,
  EntrySaveBaseInfoReq,
  EntrySaveContactsReq,
  EntrySaveFilesReq,
  EntrySaveProductsReq,
  EntrySaveSettleReq,
} from '../schemas/onboarding-entry.ts';

/**
 * A service provider's sub-merchant entry (subMerchantEnterPage, 23; issue 13 point 3): the provider
 * registers a new merchant with the onboarding wizard's steps and follows it to approval. Implemented by
 * the onboarding module (the wizard's rules are written once); every call is the provider's own
 * applications only. Files go through file/upload and file/fileTmpDownloadPc (the provider's files).
 */
const entry = {
  capability: 'onboarding',
  prefix: 'main',
  access: 'session',
  areas: ['service'],
  code: '23',
} as const;
const read = { ...entry, mutates: false } as const;
const write = { ...entry, mutates: true } as const;

export const subMerchantEnterPage = contract({
  ...read,
  path: 'meradm/subMerchantEnterPage',
  request: EntryListReq,
  answer: EntryListRes,
  summary: "The provider's sub-merchant entries (draft to approved), newest first; paged.",
});
export const subMerchantEnterAdd = contract({
  ...write,
  path: 'meradm/subMerchantEnterAdd',
  request: EmptyReq,
  answer: ApplicationRes,
  summary: 'Starts a new sub-merchant entry: a draft application registered by the provider.',
});
export const subMerchantEnterQuery = contract({
  ...read,
  path: 'meradm/subMerchantEnterQuery',
  request: EntryApplyNoReq,
  answer: ApplicationRes,
  summary: "One of the provider's entries: every step's data, files, status and review history.",
});
export const subMerchantEnterProduct = contract({
  ...write,
  path: 'meradm/subMerchantEnterProduct',
  request: EntrySaveProductsReq,
  answer: ApplicationRes,
  summary: 'Entry step 1: the merchant category and the products (as merAccessneType).',
});
export const subMerchantEnterBaseInfo = contract({
  ...write,
  path: 'meradm/subMerchantEnterBaseInfo',
  request: EntrySaveBaseInfoReq,
  answer: ApplicationRes,
  summary: 'Entry step 2: base information (as merAddSaveBaseInfo).',
});
export const subMerchantEnterFiles = contract({
  ...write,
  path: 'meradm/subMerchantEnterFiles',
  request: EntrySaveFilesReq,
  answer: ApplicationRes,
  summary: "Entry step 3: the provider's uploaded files by purpose (as merAddFileList).",
});
export const subMerchantEnterSettle = contract({
  ...write,
  path: 'meradm/subMerchantEnterSettle',
  request: EntrySaveSettleReq,
  answer: ApplicationRes,
  summary: 'Entry step 4: the settlement account (as merAddSaveSettle).',
});
export const subMerchantEnterContact = contract({
  ...write,
  path: 'meradm/subMerchantEnterContact',
  request: EntrySaveContactsReq,
  answer: ApplicationRes,
  summary: "Entry step 5: the new merchant's administrator and business contact (as merAddSaveContact).",
});
export const subMerchantEnterCommit = contract({
  ...write,
  path: 'meradm/subMerchantEnterCommit',
  request: EntryApplyNoReq,
  answer: ApplicationRes,
  summary: 'Commits the entry for review (every step checked again), as merAddCommit.',
});
export const subMerchantEnterOcr = contract({
  ...read,
  path: 'meradm/subMerchantEnterOcr',
  request: EntryOcrReq,
  answer: OcrRes,
  summary: "Reads the ID number and dates of one of the provider's uploaded ID documents (OCR port).",
});

export const contracts = [
  subMerchantEnterPage,
  subMerchantEnterAdd,
  subMerchantEnterQuery,
  subMerchantEnterProduct,
  subMerchantEnterBaseInfo,
  subMerchantEnterFiles,
  subMerchantEnterSettle,
  subMerchantEnterContact,
  subMerchantEnterCommit,
  subMerchantEnterOcr,
];
