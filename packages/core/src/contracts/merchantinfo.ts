import { contract } from '../contract.ts';
import { EmptyReq } from '../schemas/auth.ts';
import {
  BasicModifyReq,
  ChangeListRes,
  ChangeNoReq,
  ChangeRes,
  EditKindReq,
  ExpiryModifyReq,
  KindStatusRes,
  MaskReq,
  MercBriefRes,
  MercExpiryRes,
  MercFilesRes,
  MercInfoEditRes,
  MerNoReq,
  OptKindReq,
  PersonModifyReq,
  StatusCheckRes,
  SupplementAddReq,
} from '../schemas/merchantinfo.ts';

/**
 * The merchant's information changes after onboarding (issue 14 point 5; docs/api.md "Merchant
 * information changes"): basic information and all-person information (111), the inspection-expiry
 * update (6), supplementary data, their review status, history and files. Merchant area only; always the
 * caller's own merchant. Every change is reviewed by the provider (/ops/review/change/*); the value in
 * force stays until it is approved. The submitting calls (mercInfoModify, mercPersonModify,
 * mercExpiryModify, mercSupplementAdd) are ours: the spec names none.
 */
const capability = 'merchantinfo';
const base = { capability, prefix: 'main', access: 'session', areas: ['merchant'] } as const;
const read = { ...base, mutates: false } as const;
/** Changing the merchant's information is for an operator acting for the whole merchant. */
const write = { ...base, mutates: true, wholeOrg: true } as const;

export const queryMercInfoEdit = contract({
  ...read,
  code: '111',
  path: 'meradm/queryMercInfoEdit',
  request: EditKindReq,
  answer: MercInfoEditRes,
  summary: 'What the basic-info or all-person page edits: the value in force, its files, the open change.',
});
export const queryMercInfoTmp = contract({
  ...read,
  code: '11',
  path: 'meradm/queryMercInfoTmp',
  request: OptKindReq,
  answer: ChangeListRes,
  summary: "The merchant's open changes (under review or sent back) with the new values, not yet in force.",
});
export const queryMercInfoStatus = contract({
  ...read,
  code: '11',
  path: 'meradm/queryMercInfoStatus',
  request: EmptyReq,
  answer: KindStatusRes,
  summary: 'The newest change of each kind (basic, people, expiry, supplementary) and its status.',
});
export const queryMercUpd = contract({
  ...read,
  code: '11',
  path: 'meradm/queryMercUpd',
  request: OptKindReq,
  answer: ChangeListRes,
  summary: "The merchant's changes, newest first: old and new values, changed fields, review history.",
});
export const queryMercFilesPc = contract({
  ...read,
  code: '11',
  path: 'meradm/queryMercFilesPc',
  request: EmptyReq,
  answer: MercFilesRes,
  summary: "The documents of the merchant's information in force.",
});
export const queryMercFilesPcNew = contract({
  ...read,
  code: '11',
  path: 'meradm/queryMercFilesPcNew',
  request: EmptyReq,
  answer: MercFilesRes,
  summary: 'The documents in force and those of the open changes, each with its state.',
});
export const queryByMercNo = contract({
  ...read,
  code: '11',
  path: 'meradm/queryByMercNo',
  request: MerNoReq,
  answer: MercBriefRes,
  summary: "The merchant's brief by its number: the caller's own; any other number answers SCM40401.",
});
export const mercQuery = contract({
  ...read,
  code: '6',
  path: 'meradm/mercQuery',
  request: MaskReq,
  answer: MercExpiryRes,
  summary: "The inspection summary: the legal person's ID and the licence expiry in force, what is due.",
});
export const mercInfoModify = contract({
  ...write,
  code: '111',
  path: 'meradm/mercInfoModify',
  request: BasicModifyReq,
  answer: ChangeRes,
  summary: 'Submits a basic-information change for review (the wizard base step rules and documents).',
});
export const mercPersonModify = contract({
  ...write,
  code: '111',
  path: 'meradm/mercPersonModify',
  request: PersonModifyReq,
  answer: ChangeRes,
  summary: 'Submits the all-person information (up to 10 people, each with an ID document) for review.',
});
export const mercExpiryModify = contract({
  ...write,
  code: '6',
  path: 'meradm/mercExpiryModify',
  request: ExpiryModifyReq,
  answer: ChangeRes,
  summary: "Submits the inspection-expiry update (the legal person's renewed ID, the licence) for review.",
});
export const mercSupplementAdd = contract({
  ...write,
  code: '11',
  path: 'meradm/mercSupplementAdd',
  request: SupplementAddReq,
  answer: ChangeRes,
  summary: 'Submits supplementary documents with a remark for review.',
});
export const mercStatusModifyCheck = contract({
  ...read,
  code: '11',
  path: 'meradm/mercStatusModifyCheck',
  request: ChangeNoReq,
  answer: StatusCheckRes,
  summary: 'Whether the merchant may withdraw one of its changes (only one still under review or sent back).',
});
export const mercStatusModify = contract({
  ...write,
  code: '11',
  path: 'meradm/mercStatusModify',
  request: ChangeNoReq,
  answer: ChangeRes,
  summary: "Withdraws one of the merchant's open changes (CANCELLED); the value in force is unchanged.",
});

export const contracts = [
  queryMercInfoEdit,
  queryMercInfoTmp,
  queryMercInfoStatus,
  queryMercUpd,
  queryMercFilesPc,
  queryMercFilesPcNew,
  queryByMercNo,
  mercQuery,
  mercInfoModify,
  mercPersonModify,
  mercExpiryModify,
  mercSupplementAdd,
  mercStatusModifyCheck,
  mercStatusModify,
];
