import { z } from 'zod';
import { IdField } from './operators.ts';
import { PageFields } from './transactions.ts';

/**
 * Stores and their terminals (`shop_manager` 41, detail 411; group `gshop_manager`). Paths
 * `meradm/queryStoreList` and `meradm/queryStoreDetail` (docs/api.md). What a caller sees is its scope:
 * a merchant its stores, a store operator or cashier its permitted stores, a provider its sub-merchants'
 * stores, a group its members' stores.
 */

export const StoreListReq = z
  .object({
    store_name: z.string().max(64).optional(),
    store_no: z.string().max(32).optional(),
    status: z.union([z.literal(''), z.enum(['normal', 'closed'])]).optional(),
    /** Service and group areas: one member merchant. */
    mer_no: z.string().max(32).optional(),
    ...PageFields,
  })
  .strict();
export type StoreListReqT = z.infer<typeof StoreListReq>;

export const StoreRow = z.object({
  store_id: z.string(),
  store_no: z.string(),
  store_name: z.string(),
  mer_no: z.string(),
  mer_name: z.string(),
  address: z.string(),
  phone: z.string(),
  status: z.enum(['normal', 'closed']),
  terminal_count: z.number().int(),
  created_at: z.string(),
});
export type StoreRowT = z.infer<typeof StoreRow>;

export const StoreListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(StoreRow),
});

export const StoreDetailReq = z.object({ store_id: IdField }).strict();

export const TerminalRow = z.object({
  terminal_id: z.string(),
  terminal_no: z.string(),
  model: z.string(),
  status: z.enum(['normal', 'disabled']),
  created_at: z.string(),
});

export const StoreDetailRes = StoreRow.extend({ terminals: z.array(TerminalRow) });

/**
 * meradm/createQrCode (411): a store's static payment QR code, as the payment network reads it. `payload` is
 * the EMVCo merchant-presented QR payload (docs/decisions.md "A store's payment QR code"); `svg` draws it
 * (black modules on white, four modules of quiet zone), ready to show, download or print; `modules` is the
 * symbol's width in modules without the quiet zone.
 */
export const StoreQrReq = z.object({ store_id: IdField }).strict();
export const StoreQrRes = z.object({
  store_id: z.string(),
  store_no: z.string(),
  store_name: z.string(),
  mer_no: z.string(),
  mer_name: z.string(),
  payload: z.string(),
  svg: z.string(),
  modules: z.number().int(),
});
export type StoreQrResT = z.infer<typeof StoreQrRes>;
