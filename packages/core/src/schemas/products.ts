import { z } from 'zod';
import { PRODUCT_CLOSED_REASON, PRODUCT_SOURCE, PRODUCT_STATUS } from '../statuses.ts';
import { keysOf, optionalChoice, PAY_TYPES, PageFields } from './transactions.ts';

/**
 * Products, channels and fees (issue 13; merchantServices 2, product authorisation 22 and 26): the
 * catalogue (`meradm/queryStandardProduct`, `queryProdClass`, `queryProducts`, `queryProductChannels`,
 * `queryProdChanChecks`), a merchant's configured channels and charges (`queryConfigChannel`,
 * `deleteConfigChannel`, `queryProductCharges`) and the provider's product authorisation
 * (`urmServerChildPrdauthList`, `urmMercPrdauthList`, `urmMercPrdauthAdd`, `urmMercPrdauthCancel`).
 * Rates are basis points (0.01 %), fee limits integer cents.
 */

export const PRODUCT_STATUSES = keysOf(PRODUCT_STATUS);
export const PRODUCT_SOURCES = keysOf(PRODUCT_SOURCE);

/** A product code of the catalogue (WECHAT_POS ...). */
export const ProductCode = z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/);

export const EmptyReq = z.object({}).strict();

export const StandardProductRow = z.object({
  std_code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  description_zh: z.string(),
  description_en: z.string(),
  product_codes: z.array(z.string()),
});
export const StandardProductRes = z.object({ rows: z.array(StandardProductRow) });

export const ProdClassRow = z.object({ class_code: z.string(), name_zh: z.string(), name_en: z.string() });
export const ProdClassRes = z.object({ rows: z.array(ProdClassRow) });

export const ProductsReq = z
  .object({
    class_code: z.string().max(16).optional(),
    std_code: z.string().max(16).optional(),
    pay_type: optionalChoice(PAY_TYPES),
  })
  .strict();
export type ProductsReqT = z.infer<typeof ProductsReq>;

export const CatalogueProduct = z.object({
  product_code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  pay_type: z.enum(PAY_TYPES),
  class_code: z.string(),
  std_code: z.string(),
  /** The standard rate a product is opened at, basis points. */
  std_rate_bp: z.number().int(),
});
export type CatalogueProductT = z.infer<typeof CatalogueProduct>;
export const ProductsRes = z.object({ rows: z.array(CatalogueProduct) });

export const ProductChannelsReq = z.object({ product_code: ProductCode.optional() }).strict();
export const ChannelRow = z.object({
  pay_type: z.enum(PAY_TYPES),
  name_zh: z.string(),
  name_en: z.string(),
  std_rate_bp: z.number().int(),
  /** An example of the channel's app-id ('' when the channel takes none). */
  appid_example: z.string(),
  product_codes: z.array(z.string()),
});
export type ChannelRowT = z.infer<typeof ChannelRow>;
export const ProductChannelsRes = z.object({ rows: z.array(ChannelRow) });

/** A merchant named by a provider or group (the merchant area reads its own; mer_no is ignored there). */
export const MerchantReq = z.object({ mer_no: z.string().max(32).optional() }).strict();
export type MerchantReqT = z.infer<typeof MerchantReq>;

/** One product a merchant holds, with its rate and who opened or closed it. */
export const MerchantProductRow = z.object({
  product_code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  pay_type: z.enum(PAY_TYPES),
  class_code: z.string(),
  rate_bp: z.number().int(),
  min_fee: z.number().int(),
  /** null: no maximum. */
  max_fee: z.number().int().nullable(),
  settle_cycle: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  source: z.enum(PRODUCT_SOURCES),
  closed_reason: z.union([z.literal(''), z.enum(keysOf(PRODUCT_CLOSED_REASON))]),
  opened_date: z.string(),
  /** yyyymmddHHMMss of the last change, '' when never changed since it was opened. */
  updated_at: z.string(),
});
export type MerchantProductRowT = z.infer<typeof MerchantProductRow>;

/** A channel as a merchant has it configured: OPEN while one of its products is open. */
export const ConfigChannelRow = z.object({
  pay_type: z.enum(PAY_TYPES),
  name_zh: z.string(),
  name_en: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  products: z.array(MerchantProductRow),
});
export const ConfigChannelRes = z.object({
  mer_no: z.string(),
  mer_name: z.string(),
  rows: z.array(ConfigChannelRow),
});

export const DeleteConfigChannelReq = z.object({ pay_type: z.enum(PAY_TYPES) }).strict();
export const DeleteConfigChannelRes = z.object({ pay_type: z.enum(PAY_TYPES), closed: z.number().int() });

/** Fees charged by channel over the last 30 business days up to yesterday (successful spending). */
export const ProductChargeRow = z.object({
  pay_type: z.enum(PAY_TYPES),
  count: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  /** fee / (amount - discount) in basis points, rounded; 0 without business. */
  effective_rate_bp: z.number().int(),
});
export const ProductChargesRes = z.object({
  mer_no: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  rows: z.array(ProductChargeRow),
});

/** Whether each catalogue product may be authorised to one sub-merchant, and why not. */
export const ProdChanChecksReq = z.object({ mer_no: z.string().min(1).max(32) }).strict();
export const ProdChanCheckRow = z.object({
  product_code: z.string(),
  pay_type: z.enum(PAY_TYPES),
  /** OK, or why the product cannot be authorised now. */
  check: z.enum(['OK', 'ALREADY_OPEN', 'PERSONAL_ONLINE', 'MERCHANT_NOT_NORMAL']),
});
export const ProdChanChecksRes = z.object({ mer_no: z.string(), rows: z.array(ProdChanCheckRow) });

/** The provider's list of its sub-merchants' products (22). */
export const ChildPrdauthListReq = z
  .object({
    mer_no: z.string().max(32).optional(),
    product_code: z.union([z.literal(''), ProductCode]).optional(),
    status: optionalChoice(PRODUCT_STATUSES),
    ...PageFields,
  })
  .strict();
export type ChildPrdauthListReqT = z.infer<typeof ChildPrdauthListReq>;

export const PrdauthRow = MerchantProductRow.extend({
  /** mer_no:product_code, the row's key. */
  auth_id: z.string(),
  mer_no: z.string(),
  mer_name: z.string(),
});
export type PrdauthRowT = z.infer<typeof PrdauthRow>;
export const ChildPrdauthListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(PrdauthRow),
});

export const MercPrdauthListRes = z.object({ mer_no: z.string(), rows: z.array(MerchantProductRow) });

export const PrdauthChangeReq = z
  .object({ mer_no: z.string().min(1).max(32), product_code: ProductCode })
  .strict();
export type PrdauthChangeReqT = z.infer<typeof PrdauthChangeReq>;
export const PrdauthChangeRes = PrdauthRow;

// ---- pc/getPaymentSceneCode (issue 29 point 7) ---------------------------------------------------------

/** A payment scene of the catalogue (its product class), its pay types, and whether the merchant has it open. */
export const PaymentSceneRow = z.object({
  scene_code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  pay_types: z.array(z.string()),
  /** Y when the caller (a merchant) has an open product of the scene; always N for a provider. */
  opened: z.enum(['Y', 'N']),
});
export const PaymentSceneRes = z.object({ rows: z.array(PaymentSceneRow) });
