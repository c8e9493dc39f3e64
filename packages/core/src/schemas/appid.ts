import { z } from 'zod';
import { IdField } from './operators.ts';
import { optionalChoice, PAY_TYPES } from './transactions.ts';

/**
 * App-ID binding (`bindAppId` and `bind_appId_server`, code 5): `appid/addBindAppId`, `queryBindAppIdInfo`,
 * `deleteBindAppId` (docs/api.md). An app-id of a channel (a WeChat official account, an Alipay app ...) is
 * bound to the caller's merchant or service provider; its shape is the channel's (pay_channels).
 */
export const AddBindAppIdReq = z
  .object({
    channel: z.enum(PAY_TYPES),
    app_id: z.string().min(1).max(64),
    remark: z.string().max(64).optional(),
  })
  .strict();
export type AddBindAppIdReqT = z.infer<typeof AddBindAppIdReq>;

export const BindingRow = z.object({
  binding_id: z.string(),
  channel: z.enum(PAY_TYPES),
  app_id: z.string(),
  remark: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type BindingRowT = z.infer<typeof BindingRow>;

export const QueryBindAppIdReq = z.object({ channel: optionalChoice(PAY_TYPES) }).strict();
export const QueryBindAppIdRes = z.object({
  rows: z.array(BindingRow),
  /** Each channel's app-id example ('' when the channel takes none), for the form's hint. */
  formats: z.array(z.object({ channel: z.enum(PAY_TYPES), example: z.string() })),
});

export const DeleteBindAppIdReq = z.object({ binding_id: IdField }).strict();
export const DeleteBindAppIdRes = z.object({ binding_id: z.string() });
