import { z } from 'zod';
import { PHONE_AREAS } from './auth.ts';

/**
 * Merchant onboarding (issue 14): reference data, the applicant's sign-in by SMS, the registration
 * wizard's steps, files and the review status. Field rules are the core validators (validators/onboarding.ts),
 * run by the service so each field answers its own code; the schemas here only bound types and lengths.
 */

const s = (max: number) => z.string().max(max);
const opt = (max: number) => z.string().max(max).optional();

export const REGIONS = ['MO', 'HK', 'CN'] as const;

export const BankRow = z.object({
  bank_code: z.string(),
  region: z.enum(REGIONS),
  clearing_code: z.string(),
  bank_name: z.string(),
  bank_name_en: z.string(),
});
export const QueryBankReq = z.object({ region: z.enum(REGIONS).optional() }).strict();
export const BankListRes = z.object({ list: z.array(BankRow) });
export const QueryBankOpenInfoReq = z.object({ bank_code: s(16) }).strict();
export const BankOpenInfoRes = BankRow.extend({
  /** How an account number of this region looks, for the form's hint. */
  account_no_hint: z.string(),
});
export const QueryBankLikeReq = z.object({ keyword: s(40), region: z.enum(REGIONS).optional() }).strict();

export const MccRow = z.object({
  mcc: z.string(),
  mcc_group: z.string(),
  name: z.string(),
  name_en: z.string(),
});
export const QueryMccReq = z.object({ keyword: opt(40) }).strict();
export const MccListRes = z.object({ list: z.array(MccRow) });

export const AreaRow = z.object({
  area_code: z.string(),
  parent_code: z.string(),
  level: z.enum(['province', 'city', 'parish', 'district']),
  name: z.string(),
  name_en: z.string(),
});
export const QueryAreaReq = z.object({ parent_code: opt(6) }).strict();
export const AreaListRes = z.object({ list: z.array(AreaRow) });
export const QueryCityReq = z.object({ province_code: s(6) }).strict();

export const BusTypeRow = z.object({
  bus_type: z.string(),
  merc_category: z.enum(['ENTERPRISE', 'PERSONAL']),
  name: z.string(),
  name_en: z.string(),
});
export const QueryBusTypeReq = z
  .object({ merc_category: z.enum(['ENTERPRISE', 'PERSONAL']).optional() })
  .strict();
export const BusTypeListRes = z.object({ list: z.array(BusTypeRow) });

export const ProductRow = z.object({
  product_code: z.string(),
  pay_type: z.string(),
  name: z.string(),
  name_en: z.string(),
  scene: z.string(),
});
export const ProductListRes = z.object({ list: z.array(ProductRow) });

// The applicant: signed in by mobile + SMS code, holding a token the wizard sends with each call.

export const PhoneFields = { phone_area: z.enum(PHONE_AREAS), phone: s(20) };
export const ApplySendSmsReq = z.object(PhoneFields).strict();
export const ApplySmsRes = z.object({
  expires_in: z.number().int(),
  resend_in: z.number().int(),
  sent_to: z.string(),
});
export const ApplyRegisterReq = z.object({ ...PhoneFields, sms_code: s(16) }).strict();
/** meradm/registerNew: the sign-in and the wizard's first step (category and products) in one call. */
export const RegisterNewReq = z
  .object({
    ...PhoneFields,
    sms_code: s(16),
    merc_category: z.enum(['ENTERPRISE', 'PERSONAL']),
    products: z.array(s(32)).max(20),
  })
  .strict();

/** The applicant's token (43 characters, base64url of 32 random bytes). */
export const ApplyToken = { apply_token: s(64) };
export const ApplyTokenReq = z.object(ApplyToken).strict();

export const APPLY_STATUSES = ['DRAFT', 'AUDITING', 'NEED_MORE', 'REJECTED', 'APPROVED'] as const;
export const APPLY_STEPS = ['product', 'base', 'files', 'settle', 'contacts', 'review', 'done'] as const;

export const BaseInfo = z.object({
  merc_category: z.enum(['ENTERPRISE', 'PERSONAL']),
  merc_name: s(120),
  merc_short_name: s(60),
  merc_name_en: s(200).default(''),
  bus_type: s(32),
  licence_no: s(60),
  licence_expiry: s(8),
  mcc: s(4),
  area_code: s(6),
  address: s(200),
  legal_name: s(100),
  id_type: s(16),
  id_no: s(40),
  id_issue_date: s(8),
  id_expiry: s(8),
});
export const SettleInfo = z.object({
  bank_code: s(16),
  account_name: s(100),
  account_no: s(40),
});
export const ContactsInfo = z.object({
  admin_login_name: s(40),
  admin_name: s(100),
  admin_phone_area: z.enum(PHONE_AREAS),
  admin_phone: s(20),
  admin_email: s(60),
  contact_name: s(100).default(''),
  contact_phone_area: z.enum(PHONE_AREAS).default('+853'),
  contact_phone: s(20).default(''),
  contact_email: s(60).default(''),
});

export const SaveProductsReq = z
  .object({
    ...ApplyToken,
    merc_category: z.enum(['ENTERPRISE', 'PERSONAL']),
    products: z.array(s(32)).max(20),
  })
  .strict();
export const SaveBaseInfoReq = BaseInfo.extend(ApplyToken).strict();
export const SaveSettleReq = SettleInfo.extend(ApplyToken).strict();
export const SaveContactsReq = ContactsInfo.extend(ApplyToken).strict();
export const SaveFilesReq = z.object({ ...ApplyToken, files: z.record(s(16), s(32)) }).strict();

export const FileRow = z.object({
  file_id: z.string(),
  purpose: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  is_image: z.boolean(),
});

export const ApplicationRes = z.object({
  apply_no: z.string(),
  status: z.enum(APPLY_STATUSES),
  step: z.enum(APPLY_STEPS),
  merc_category: z.string(),
  products: z.array(z.string()),
  base_info: BaseInfo.partial(),
  files: z.array(FileRow),
  settle: SettleInfo.partial(),
  contacts: ContactsInfo.partial(),
  review_reason: z.string(),
  history: z.array(z.object({ action: z.string(), reason: z.string(), at: z.string() })),
  /** Set once approved: the merchant number and the administrator's user name. */
  mer_no: z.string(),
  admin_login_name: z.string(),
  updated_at: z.string(),
});
export const ApplyRegisterRes = z.object({ apply_token: z.string(), application: ApplicationRes });

/** pc/businessCheckList: the review's checks of the applicant's application, newest first. */
export const BusinessCheckListRes = z.object({
  apply_no: z.string(),
  status: z.enum(APPLY_STATUSES),
  /** true when the reviewer asked for more and the applicant may answer (pc/businessCheckUpdate). */
  answerable: z.boolean(),
  review_reason: z.string(),
  list: z.array(z.object({ action: z.string(), reason: z.string(), at: z.string() })),
});
/** pc/businessCheckUpdate: the applicant's answer to "ask for more": a remark, and the application again. */
export const BusinessCheckUpdateReq = z.object({ ...ApplyToken, apply_no: s(40), remark: s(400) }).strict();

// Files. Content travels base64 in the envelope; the portal limits a file to 2 MB before sending.

export const UploadFields = {
  purpose: s(16),
  file_name: s(255),
  content_base64: z.string().max(3_000_000),
};
export const ApplyUploadReq = z.object({ ...ApplyToken, ...UploadFields }).strict();
export const UploadReq = z.object(UploadFields).strict();
export const UploadRes = FileRow;
export const ApplyFileReq = z.object({ ...ApplyToken, file_id: s(40) }).strict();
export const FileTmpDownloadReq = z.object({ file_id: s(40) }).strict();
export const FileContentRes = FileRow.extend({ content_base64: z.string() });

export const OcrReq = z.object({ ...ApplyToken, file_id: s(40) }).strict();
export const OcrRes = z.object({
  recognised: z.boolean(),
  id_no: z.string(),
  id_issue_date: z.string(),
  id_expiry: z.string(),
});

// Changes after onboarding: their progress (the change pages themselves are not built yet).

export const CHANGE_KINDS = ['BASIC', 'PERSON', 'EXPIRY', 'SUPPLEMENT', 'BANK'] as const;
export const CHANGE_STATUSES = [
  'PAY_CHECK',
  'AUDITING',
  'NEED_MORE',
  'REJECTED',
  'APPROVED',
  'BLOCKED',
  'CANCELLED',
] as const;
export const CheckUnfinishedReq = z.object({ kind: z.enum(CHANGE_KINDS).optional() }).strict();
export const ChangeRow = z.object({
  change_no: z.string(),
  kind: z.enum(CHANGE_KINDS),
  status: z.enum(CHANGE_STATUSES),
  review_reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string(),
});
export const CheckUnfinishedRes = z.object({ unfinished: z.enum(['Y', 'N']), open: z.array(ChangeRow) });
export const ModifyProgressRes = z.object({
  list: z.array(
    ChangeRow.extend({
      history: z.array(z.object({ action: z.string(), reason: z.string(), at: z.string() })),
    }),
  ),
});

/**
 * An application's fields and documents as the provider's reviewers read them (the review kit's detail):
 * the labels of the wizard's fields, in both languages.
 */
export const APPLICATION_FIELD = {
  merc_name: { zh: '登記名稱（中文）', en: 'Registered name (Chinese)' },
  merc_short_name: { zh: '商戶簡稱', en: 'Short name' },
  merc_name_en: { zh: '英文名稱', en: 'English name' },
  bus_type: { zh: '企業類型', en: 'Business type' },
  licence_no: { zh: '商業登記編號', en: 'Business registration number' },
  licence_expiry: { zh: '登記有效期至', en: 'Registration valid until' },
  mcc: { zh: '經營類目（MCC）', en: 'Merchant category code (MCC)' },
  province: { zh: '省份 / 地區', en: 'Province / region' },
  area_code: { zh: '城市 / 堂區', en: 'City / parish' },
  address: { zh: '經營地址', en: 'Business address' },
  legal_name: { zh: '負責人姓名', en: 'Responsible person' },
  id_type: { zh: '證件類型', en: 'ID type' },
  id_no: { zh: '證件號碼', en: 'ID number' },
  id_issue_date: { zh: '簽發日期', en: 'Issue date' },
  id_expiry: { zh: '有效期至', en: 'Valid until' },
  bank_code: { zh: '開戶銀行', en: 'Bank' },
  bank_name: { zh: '銀行名稱', en: 'Bank name' },
  account_name: { zh: '賬戶名稱', en: 'Account name' },
  account_no: { zh: '銀行賬號', en: 'Account number' },
  admin_login_name: { zh: '管理員用戶名', en: 'Administrator user name' },
  admin_name: { zh: '管理員姓名', en: 'Administrator name' },
  admin_phone: { zh: '管理員手機', en: 'Administrator mobile' },
  admin_email: { zh: '管理員電郵', en: 'Administrator e-mail' },
  contact_name: { zh: '業務聯絡人', en: 'Business contact' },
  contact_phone: { zh: '聯絡人手機', en: 'Contact mobile' },
  contact_email: { zh: '聯絡人電郵', en: 'Contact e-mail' },
} as const satisfies Record<string, { zh: string; en: string }>;

export const APPLICATION_FILE_PURPOSE = {
  LICENCE: { zh: '商業登記證明', en: 'Business registration' },
  ID_FRONT: { zh: '負責人證件正面', en: 'ID, front' },
  ID_BACK: { zh: '負責人證件反面', en: 'ID, back' },
  STORE_FRONT: { zh: '門店門頭照片', en: 'Shop front' },
  STORE_INSIDE: { zh: '門店內景照片', en: 'Shop inside' },
  SETTLE_PROOF: { zh: '賬戶證明', en: 'Account proof' },
  OTHER: { zh: '其他文件', en: 'Other document' },
} as const satisfies Record<string, { zh: string; en: string }>;
