import { z } from 'zod';
import { YN } from './operators.ts';

/**
 * Merchant information (`merc_info` 11): `meradm/queryMercInfo`, `queryMercSettle`, `queryMercContact`,
 * `queryProductFee`; the provider's and the group's own page: `meradm/queryAgtInfo`, `meradm/queryGroupInfo`
 * (docs/api.md). Personal data (names of people, ID numbers, phones, e-mails, account numbers) comes back
 * masked when the browser's privacy flag is on (mask 'Y', the default).
 */

export const MercQueryReq = z
  .object({
    mask: YN.default('Y'),
    /** Service and group areas: a sub-merchant or member merchant; the merchant area reads its own. */
    mer_no: z.string().max(32).optional(),
  })
  .strict();
export type MercQueryReqT = z.infer<typeof MercQueryReq>;

/** pc/merInfoPdf: the merchant information page as a PDF (the PDF kit), in the caller's language. */
export const MercInfoPdfRes = z.object({
  file_name: z.string(),
  content_base64: z.string(),
  sha256: z.string(),
});

export const MercInfoRes = z.object({
  mer_no: z.string(),
  mer_name: z.string(),
  short_name: z.string(),
  registered_name: z.string(),
  category: z.enum(['ENTERPRISE', 'PERSONAL']),
  status: z.enum(['normal', 'frozen', 'closed']),
  mcc: z.string(),
  address: z.string(),
  licence_no: z.string(),
  legal_name: z.string(),
  legal_id_type: z.string(),
  legal_id_no: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  agt_no: z.string(),
  agt_name: z.string(),
  group_no: z.string(),
  group_name: z.string(),
  store_count: z.number().int(),
  /** Sign-up date, yyyymmdd. */
  created_date: z.string(),
});

export const SettleAccount = z.object({
  account_type: z.enum(['SETTLEMENT', 'BALANCE']),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  currency: z.string(),
  settle_cycle: z.string(),
});
export const MercSettleRes = z.object({ mer_no: z.string(), accounts: z.array(SettleAccount) });

export const CONTACT_TYPES = ['LEGAL', 'BUSINESS', 'FINANCE', 'TECHNICAL'] as const;
export const Contact = z.object({
  contact_type: z.enum(CONTACT_TYPES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export const MercContactRes = z.object({ mer_no: z.string(), rows: z.array(Contact) });

export const ProductFeeRow = z.object({
  product_code: z.string(),
  product_name: z.string(),
  pay_type: z.enum(['WECHAT', 'ALIPAY', 'UNIONPAY', 'MCB', 'HUAYIN']),
  scene: z.enum(['POS', 'QR', 'ONLINE']),
  /** Basis points (0.01 %): 90 = 0.90 %. */
  rate_bp: z.number().int(),
  /** The rate as shown, e.g. '0.90%'. */
  rate: z.string(),
  /** Integer cents; max_fee -1 = no cap. */
  min_fee: z.number().int(),
  max_fee: z.number().int(),
  settle_cycle: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  opened_date: z.string(),
});
export const ProductFeeRes = z.object({ mer_no: z.string(), rows: z.array(ProductFeeRow) });

export const OrgInfoReq = z.object({ mask: YN.default('Y') }).strict();

/** A service provider's or group's own information, accounts and contacts in one answer. */
export const OrgInfoRes = z.object({
  org_no: z.string(),
  name: z.string(),
  short_name: z.string(),
  status: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  /** Sub-merchants (service) or member merchants (group). */
  merchant_count: z.number().int(),
  created_date: z.string(),
  accounts: z.array(SettleAccount),
  contacts: z.array(Contact),
});
