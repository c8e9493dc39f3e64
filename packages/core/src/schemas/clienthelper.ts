import { z } from 'zod';

/** meradm/merSm2ClientDownload: a licence of the client encryption helper (spec point 8). */
export const HelperDownloadReq = z
  .object({
    /** TEST: 30 days, any host; PRODUCT: one year, the merchant's hosts (its notification URLs). */
    licence_type: z.enum(['TEST', 'PRODUCT']),
  })
  .strict();
export type HelperDownloadReqT = z.infer<typeof HelperDownloadReq>;

export const HelperLicenceSchema = z
  .object({
    type: z.string(),
    subject: z.string(),
    hosts: z.array(z.string()),
    not_after: z.string(),
    issued_at: z.string(),
    signature: z.string(),
  })
  .strict();

export const HelperDownloadRes = z
  .object({
    file_name: z.string(),
    /** The helper's module in packages/core (the portal bundles it); its version. */
    helper_version: z.string(),
    licence: HelperLicenceSchema,
    /** The licence key's SM2 public point ('04' + x + y) the helper checks the signature with. */
    verify_key: z.string(),
  })
  .strict();
export type HelperDownloadResT = z.infer<typeof HelperDownloadRes>;
