import { z } from 'zod';
import { FACE_METHOD, FACE_PURPOSE, FACE_STATUS } from '../statuses.ts';
import { keysOf } from './transactions.ts';

/**
 * Face verification (issue 29 point 4): `face/fetchFaceOpenUrl`, `face/faceResultQuery`, and the
 * non-biometric alternative `face/faceDocumentsSubmit`, `face/faceCheckList`. docs/api.md "Face verification".
 */
export const FACE_PURPOSES = keysOf(FACE_PURPOSE);
export const FACE_STATUSES = keysOf(FACE_STATUS);

export const FaceOpenReq = z
  .object({
    purpose: z.enum(FACE_PURPOSES),
    /** The separate consent to the face check ('Y'); without it, FAC10001. */
    consent: z.string().max(1),
  })
  .strict();
export type FaceOpenReqT = z.infer<typeof FaceOpenReq>;

export const FaceCheckRow = z
  .object({
    check_no: z.string(),
    purpose: z.enum(FACE_PURPOSES),
    method: z.enum(keysOf(FACE_METHOD)),
    status: z.enum(FACE_STATUSES),
    reason: z.string(),
    /** The one-time link of the vendor's check: in the answer of fetchFaceOpenUrl only. */
    open_url: z.string(),
    expires_at: z.string(),
    created_at: z.string(),
    finished_at: z.string(),
    /** Failed face checks of this person today (Macau); the third sends the check to manual review. */
    failures_today: z.number().int(),
  })
  .strict();
export type FaceCheckRowT = z.infer<typeof FaceCheckRow>;

export const FaceResultReq = z.object({ check_no: z.string().min(1).max(32) }).strict();

export const FaceDocumentsReq = z
  .object({
    purpose: z.enum(FACE_PURPOSES),
    /** Uploaded documents (file/upload numbers): the ID's sides, a photo holding the ID. */
    file_ids: z.array(z.string().min(1).max(64)).min(1).max(4),
  })
  .strict();
export type FaceDocumentsReqT = z.infer<typeof FaceDocumentsReq>;

export const FaceListReq = z.object({}).strict();
export const FaceListRes = z
  .object({ rows: z.array(FaceCheckRow), failures_today: z.number().int() })
  .strict();
