import { z } from 'zod';
import { LoginReq, LoginRes } from './auth.ts';
import { IdField, YN } from './operators.ts';
import { PageFields } from './transactions.ts';

/**
 * The provider's back office (issue 25): its staff, their second factor and their API tokens. Not in the
 * spec: docs/decisions.md "The back office" and docs/protocol.md "Back office" say what is decided here.
 */

/** The four staff roles (a staff member holds one): their codes are fixed (migration 0090). */
export const STAFF_ROLES = ['reviewer', 'approver', 'staff_admin', 'auditor'] as const;
export type StaffRoleT = (typeof STAFF_ROLES)[number];
export const StaffRole = z.enum(STAFF_ROLES);

/** What an API token may do: read the review queue, and decide as its owner (four eyes still apply). */
export const TOKEN_SCOPES = ['review:read', 'review:decide'] as const;
export type TokenScopeT = (typeof TOKEN_SCOPES)[number];

/** A 6-digit code of the authenticator app (RFC 6238, 30-second steps). */
export const OtpCode = z.string().regex(/^\d{6}$/);
/** A one-time recovery code as shown: 10 characters in two groups of 5 (`ab3de-fg7hk`); case and dash free. */
export const RecoveryCode = z.string().max(16);

export const StaffLoginReq = LoginReq.extend({
  otp_code: OtpCode.optional(),
  recovery_code: RecoveryCode.optional(),
}).strict();

/** A pending enrolment: the key to put in the authenticator app (as a QR code of `otpauth_uri`). */
export const EnrolOffer = z.object({
  enrol_token: z.string(),
  secret: z.string(),
  otpauth_uri: z.string(),
  /** Seconds the enrolment token lives. */
  expires_in: z.number().int(),
});

/**
 * SIGNED_IN: `login` is the session's answer (as the portal's login). ENROL: the password was right and the
 * person has no second factor yet: no session, but an enrolment offer (staff/enrol finishes it).
 */
export const StaffLoginRes = z.object({
  stage: z.enum(['SIGNED_IN', 'ENROL']),
  login: LoginRes.optional(),
  enrol: EnrolOffer.optional(),
});
export type StaffLoginResT = z.infer<typeof StaffLoginRes>;

export const StaffEnrolReq = z.object({ enrol_token: z.string().max(64), otp_code: OtpCode }).strict();
/** The session, and the ten recovery codes: shown this once. */
export const StaffEnrolRes = z.object({ login: LoginRes, recovery_codes: z.array(z.string()) });

export const OtpConfirmReq = z.object({ otp_code: OtpCode }).strict();
export const RecoveryCodesRes = z.object({ recovery_codes: z.array(z.string()) });
export const MyFactorRes = z.object({
  enrolled_at: z.string(),
  recovery_codes_left: z.number().int(),
  role: StaffRole,
});

const opt = (max: number) => z.string().max(max).optional();

export const StaffListReq = z
  .object({
    ...PageFields,
    keyword: opt(64),
    role: z.union([z.literal(''), StaffRole]).optional(),
    status: z.union([z.literal(''), z.enum(['normal', 'invalid', 'locked'])]).optional(),
  })
  .strict();
export const StaffRow = z.object({
  oper_id: z.string(),
  login_name: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRole,
  status: z.enum(['normal', 'invalid', 'locked']),
  factor: z.enum(['ENROLLED', 'PENDING']),
  recovery_codes_left: z.number().int(),
  last_login_at: z.string(),
  created_at: z.string(),
  is_self: YN,
});
export type StaffRowT = z.infer<typeof StaffRow>;
export const StaffListRes = z.object({ list: z.array(StaffRow), total: z.number().int() });

export const StaffAddReq = z
  .object({
    login_name: z.string().max(64),
    name: z.string().max(64),
    email: z.string().max(64),
    role: StaffRole,
  })
  .strict();
/** The new account's temporary password goes to its e-mail (masked here); it is changed at the first sign-in. */
export const StaffAddRes = z.object({ oper_id: z.string(), sent_to_email: z.string() });
export const StaffUpdateReq = z
  .object({
    oper_id: IdField,
    name: opt(64),
    email: opt(64),
    role: StaffRole.optional(),
    status: z.enum(['normal', 'invalid']).optional(),
  })
  .strict();
export const StaffIdReq = z.object({ oper_id: IdField }).strict();
export const StaffPasswordRes = z.object({ sent_to_email: z.string() });

export const TokenRow = z.object({
  token_id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string(),
  status: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
});
export const TokenListRes = z.object({ list: z.array(TokenRow) });
export const TokenCreateReq = z
  .object({
    name: z.string().max(40),
    scopes: z.array(z.enum(TOKEN_SCOPES)).min(1).max(2),
    days: z.number().int().min(1).max(90),
    otp_code: OtpCode,
  })
  .strict();
/** The token itself: shown this once (only its hash is kept). */
export const TokenCreateRes = z.object({ token_id: z.string(), token: z.string(), expires_at: z.string() });
export const TokenRevokeReq = z.object({ token_id: IdField }).strict();
