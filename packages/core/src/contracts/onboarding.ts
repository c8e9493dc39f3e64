import { contract } from '../contract.ts';
import { EmptyReq } from '../schemas/auth.ts';
import {
  ApplicationRes,
  ApplyFileReq,
  ApplyRegisterReq,
  ApplyRegisterRes,
  ApplySendSmsReq,
  ApplySmsRes,
  ApplyTokenReq,
  ApplyUploadReq,
  AreaListRes,
  BankListRes,
  BankOpenInfoRes,
  BusinessCheckListRes,
  BusinessCheckUpdateReq,
  BusTypeListRes,
  CheckUnfinishedReq,
  CheckUnfinishedRes,
  FileContentRes,
  FileTmpDownloadReq,
  MccListRes,
  ModifyProgressRes,
  OcrReq,
  OcrRes,
  ProductListRes,
  QueryAreaReq,
  QueryBankLikeReq,
  QueryBankOpenInfoReq,
  QueryBankReq,
  QueryBusTypeReq,
  QueryCityReq,
  QueryMccReq,
  RegisterNewReq,
  SaveBaseInfoReq,
  SaveContactsReq,
  SaveFilesReq,
  SaveProductsReq,
  SaveSettleReq,
  UploadReq,
  UploadRes,
} from '../schemas/onboarding.ts';

/**
 * Merchant onboarding (issue 14). Reference data and the registration wizard are public (the applicant
 * has no account yet): the wizard's calls carry the applicant's token, which signing in by SMS code gives
 * (meradm/register). Files of a signed-in organisation go through file/upload and file/fileTmpDownloadPc.
 */
const capability = 'onboarding';
const pub = { capability, prefix: 'main', access: 'public' } as const;
const read = { ...pub, mutates: false } as const;
const write = { ...pub, mutates: true } as const;
/** Reference data, uploaded files and the changes after onboarding are capabilities of their own (modules/refdata, files, changes). */
const refdata = { ...read, capability: 'refdata' } as const;

// Reference data (public lists, loaded by migration 0031).

export const queryBank = contract({
  ...refdata,
  path: 'meradm/queryBank',
  request: QueryBankReq,
  answer: BankListRes,
  summary: 'Banks of Macau, Hong Kong and the mainland (optionally one region).',
});
export const queryBankOpenInfo = contract({
  ...refdata,
  path: 'meradm/queryBankOpenInfo',
  request: QueryBankOpenInfoReq,
  answer: BankOpenInfoRes,
  summary: "One bank's opening information: region, clearing code, the account-number hint.",
});
export const queryBankInfoLike = contract({
  ...refdata,
  path: 'pc/queryBankInfoLike',
  request: QueryBankLikeReq,
  answer: BankListRes,
  summary: 'Banks whose Chinese or English name contains the keyword (at most 20).',
});
export const queryMcc = contract({
  ...refdata,
  path: 'meradm/queryMcc',
  request: QueryMccReq,
  answer: MccListRes,
  summary: 'Merchant category codes (ISO 18245), optionally filtered by code or name.',
});
export const queryArea = contract({
  ...refdata,
  path: 'meradm/queryArea',
  request: QueryAreaReq,
  answer: AreaListRes,
  summary: 'Areas under a parent (none: the provinces and regions; 820000: the Macau parishes).',
});
export const queryProvince = contract({
  ...refdata,
  path: 'meradm/queryProvince',
  request: EmptyReq,
  answer: AreaListRes,
  summary: 'Mainland provinces (GB/T 2260), Taiwan, Hong Kong and Macau.',
});
export const queryCityByProvince = contract({
  ...refdata,
  path: 'meradm/queryCityByProvince',
  request: QueryCityReq,
  answer: AreaListRes,
  summary: "A province's prefecture-level cities (or a region's districts or parishes).",
});
export const queryBusType = contract({
  ...refdata,
  path: 'meradm/queryBusType',
  request: QueryBusTypeReq,
  answer: BusTypeListRes,
  summary: 'Business (legal-form) types, optionally of one merchant category.',
});
/** Not a call of the spec's list: the spec's queryStandardProduct is the signed-in catalogue (products). */
export const queryRegisterProducts = contract({
  ...refdata,
  path: 'meradm/queryRegisterProducts',
  request: EmptyReq,
  answer: ProductListRes,
  summary: 'The payment products a new merchant may choose.',
});

// The applicant's sign-in.

export const sendMessage = contract({
  ...write,
  path: 'meradm/sendMessage',
  request: ApplySendSmsReq,
  answer: ApplySmsRes,
  summary: 'Sends the applicant an SMS code (6 digits, 5 minutes, resend after 60 s).',
});
export const register = contract({
  ...write,
  path: 'meradm/register',
  request: ApplyRegisterReq,
  answer: ApplyRegisterRes,
  summary: "Signs the applicant in by SMS code: a new draft, or the mobile's open application to resume.",
});

export const registerNew = contract({
  ...write,
  path: 'meradm/registerNew',
  request: RegisterNewReq,
  answer: ApplyRegisterRes,
  summary:
    'Signs the applicant in by SMS code and saves the product choice (step 1) at once; an application under review or closed is answered as it is.',
});

// The wizard (each call carries apply_token).

export const merInfoQuery = contract({
  ...read,
  path: 'meradm/merInfoQuery',
  request: ApplyTokenReq,
  answer: ApplicationRes,
  summary: "The applicant's application: every step's data, its files, status and review history.",
});
export const merAccessneType = contract({
  ...write,
  path: 'meradm/merAccessneType',
  request: SaveProductsReq,
  answer: ApplicationRes,
  summary: 'Wizard step 1: the merchant category (ENTERPRISE / PERSONAL) and the products chosen.',
});
export const merAddSaveBaseInfo = contract({
  ...write,
  path: 'meradm/merAddSaveBaseInfo',
  request: SaveBaseInfoReq,
  answer: ApplicationRes,
  summary: 'Wizard step 2: base information, the legal person and the ID document (core validators).',
});
export const merAddFileList = contract({
  ...write,
  path: 'meradm/merAddFileList',
  request: SaveFilesReq,
  answer: ApplicationRes,
  summary: 'Wizard step 3: the uploaded files by purpose; the required ones by category and ID type.',
});
export const merAddSaveSettle = contract({
  ...write,
  path: 'meradm/merAddSaveSettle',
  request: SaveSettleReq,
  answer: ApplicationRes,
  summary: 'Wizard step 4: the settlement account (a listed bank, the holder, 6-30 digits).',
});
export const merAddSaveContact = contract({
  ...write,
  path: 'meradm/merAddSaveContact',
  request: SaveContactsReq,
  answer: ApplicationRes,
  summary: 'Wizard step 5: the administrator (login name, mobile, e-mail) and a business contact.',
});
export const merAddCommit = contract({
  ...write,
  path: 'meradm/merAddCommit',
  request: ApplyTokenReq,
  answer: ApplicationRes,
  summary: 'Commits the application for review (every step checked again); no change afterwards.',
});
export const merH5InsertFile = contract({
  ...write,
  path: 'meradm/merH5InsertFile',
  request: ApplyUploadReq,
  answer: UploadRes,
  summary: "Uploads one of the applicant's documents (type by content, 2 MB, sanitised name).",
});
export const queryH5File = contract({
  ...read,
  path: 'meradm/queryH5File',
  request: ApplyFileReq,
  answer: FileContentRes,
  summary: "One of the applicant's own files (preview or download); another's answers FIL10001.",
});
export const merH5OcrAuth = contract({
  ...write,
  path: 'meradm/merH5OcrAuth',
  request: OcrReq,
  answer: OcrRes,
  summary: 'Reads the ID number and dates of an uploaded ID document (OCR port); the person confirms.',
});

// The phone (H5) pages' names of the wizard's calls: the same request, answer and service as the PC call
// named in each summary (one handler each, routes.ts).

export const queryH5MerInfo = contract({
  ...merInfoQuery,
  path: 'meradm/queryH5MerInfo',
  summary: "The applicant's application, as merInfoQuery (phone pages).",
});
export const merH5InsertProduct = contract({
  ...merAccessneType,
  path: 'meradm/merH5InsertProduct',
  summary: 'Wizard step 1 from the phone pages, as merAccessneType.',
});
export const merH5InsertBaseInfo = contract({
  ...merAddSaveBaseInfo,
  path: 'meradm/merH5InsertBaseInfo',
  summary: 'Wizard step 2 from the phone pages, as merAddSaveBaseInfo.',
});
export const merH5InsertFileList = contract({
  ...merAddFileList,
  path: 'meradm/merH5InsertFileList',
  summary: 'Wizard step 3 from the phone pages, as merAddFileList.',
});
export const merH5InsertSettle = contract({
  ...merAddSaveSettle,
  path: 'meradm/merH5InsertSettle',
  summary: 'Wizard step 4 from the phone pages, as merAddSaveSettle.',
});
export const merH5InsertContact = contract({
  ...merAddSaveContact,
  path: 'meradm/merH5InsertContact',
  summary: 'Wizard step 5 from the phone pages, as merAddSaveContact.',
});
export const merH5InsertCommit = contract({
  ...merAddCommit,
  path: 'meradm/merH5InsertCommit',
  summary: 'Commits the application for review from the phone pages, as merAddCommit.',
});

// The review's checks, as the applicant sees and answers them (pc/ business-check list and update).

export const businessCheckList = contract({
  ...read,
  path: 'pc/businessCheckList',
  request: ApplyTokenReq,
  answer: BusinessCheckListRes,
  summary:
    "The review's checks of the applicant's application (submissions, requests for more, decisions), newest first.",
});
export const businessCheckUpdate = contract({
  ...write,
  path: 'pc/businessCheckUpdate',
  request: BusinessCheckUpdateReq,
  answer: ApplicationRes,
  summary:
    "Answers the reviewer's request for more: a remark, and the application committed again (every step checked again).",
});

// Files of a signed-in organisation.

export const fileUpload = contract({
  capability: 'files',
  prefix: 'main',
  access: 'session',
  path: 'file/upload',
  mutates: true,
  areas: ['merchant', 'service'],
  request: UploadReq,
  answer: UploadRes,
  summary: "Uploads a document of the caller's organisation (type by content, 2 MB, sanitised name).",
});
export const fileTmpDownloadPc = contract({
  capability: 'files',
  prefix: 'main',
  access: 'session',
  path: 'file/fileTmpDownloadPc',
  mutates: false,
  areas: ['merchant', 'service'],
  request: FileTmpDownloadReq,
  answer: FileContentRes,
  summary: "One of the caller's organisation's files by file_id; another's answers FIL10001.",
});
/**
 * file/fileDownload (issue 29 point 7): the same file as fileTmpDownloadPc, for saving rather than
 * previewing (the portal names the saved file after file_name); one service, two paths (docs/decisions.md).
 */
export const fileDownload = contract({
  capability: 'files',
  prefix: 'main',
  access: 'session',
  path: 'file/fileDownload',
  mutates: false,
  areas: ['merchant', 'service'],
  request: FileTmpDownloadReq,
  answer: FileContentRes,
  summary: "One of the caller's organisation's files by file_id, to save; another's answers FIL10001.",
});

// Changes after onboarding (merchant information, 11): progress and the unfinished-review check.

export const checkUnFinishAuditRec = contract({
  capability: 'changes',
  prefix: 'main',
  access: 'session',
  path: 'meradm/checkUnFinishAuditRec',
  mutates: false,
  areas: ['merchant'],
  code: '11',
  request: CheckUnfinishedReq,
  answer: CheckUnfinishedRes,
  summary: "Whether a change of the merchant's information (of a kind, or any) is still being reviewed.",
});
export const queryMercModifyProgress = contract({
  capability: 'changes',
  prefix: 'main',
  access: 'session',
  path: 'meradm/queryMercModifyProgress',
  mutates: false,
  areas: ['merchant'],
  code: '11',
  request: EmptyReq,
  answer: ModifyProgressRes,
  summary: "The merchant's information changes, newest first, with their review history.",
});

export const contracts = [
  checkUnFinishAuditRec,
  queryMercModifyProgress,
  queryBank,
  queryBankOpenInfo,
  queryBankInfoLike,
  queryMcc,
  queryArea,
  queryProvince,
  queryCityByProvince,
  queryBusType,
  queryRegisterProducts,
  sendMessage,
  register,
  registerNew,
  merInfoQuery,
  queryH5MerInfo,
  merH5InsertProduct,
  merH5InsertBaseInfo,
  merH5InsertFileList,
  merH5InsertSettle,
  merH5InsertContact,
  merH5InsertCommit,
  businessCheckList,
  businessCheckUpdate,
  merAccessneType,
  merAddSaveBaseInfo,
  merAddFileList,
  merAddSaveSettle,
  merAddSaveContact,
  merAddCommit,
  merH5InsertFile,
  queryH5File,
  merH5OcrAuth,
  fileUpload,
  fileTmpDownloadPc,
  fileDownload,
];
