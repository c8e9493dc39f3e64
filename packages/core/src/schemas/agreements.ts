import { z } from 'zod';
import { AGREEMENT_KIND, AGREEMENT_STATUS, ISSUED_CERT_STATUS } from '../statuses.ts';
import { PayPwdKeyField } from './auth.ts';
import { IdField } from './operators.ts';
import { SmsSentRes } from './security.ts';

/**
 * Agreements with evidence (issue 28): published versions that never change, each with the SHA-256 of its
 * exact rendered PDF per language; acceptances confirmed by an SMS code bound to that hash (or the payment
 * password), kept in an append-only chain; certificates of acceptance; the risk commitment; the
 * merchant's API certificates; the payer's payment look-up. Paths in docs/api.md.
 */

const KINDS = Object.keys(AGREEMENT_KIND) as [
  keyof typeof AGREEMENT_KIND,
  ...(keyof typeof AGREEMENT_KIND)[],
];
export const AgreementKindField = z.enum(KINDS);
const Lang = z.enum(['zh-TW', 'en']);
const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const STATUSES = Object.keys(AGREEMENT_STATUS) as [
  keyof typeof AGREEMENT_STATUS,
  ...(keyof typeof AGREEMENT_STATUS)[],
];

/** One section of an agreement's text: a heading and its paragraphs. */
export const AgreementSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });
export type AgreementSectionT = z.infer<typeof AgreementSection>;

// queryPotocolAction (public): the published text of an agreement, in one language.
export const QueryProtocolReq = z
  .object({ kind: AgreementKindField, version: z.number().int().min(1).max(9999).optional() })
  .strict();
export const ProtocolRes = z.object({
  version_id: z.string(),
  kind: AgreementKindField,
  version: z.number().int(),
  lang: Lang,
  title: z.string(),
  sections: z.array(AgreementSection),
  /** SHA-256 of the exact PDF of this version, per language: what an acceptance binds to. */
  sha256_zh: z.string(),
  sha256_en: z.string(),
  published_at: z.string(),
  /** Versions of this kind, newest first (number and publication time). */
  versions: z.array(z.object({ version: z.number().int(), published_at: z.string() })),
});
export type ProtocolResT = z.infer<typeof ProtocolRes>;

// queryPotocolPdf (public): the exact PDF of a version in one language.
export const ProtocolPdfReq = z
  .object({ kind: AgreementKindField, version: z.number().int().min(1).max(9999), lang: Lang })
  .strict();
export const PdfFileRes = z.object({
  file_name: z.string(),
  /** The PDF, base64 (a few kilobytes: the font is subset). */
  content_base64: z.string(),
  sha256: z.string(),
});

// obtainMercAgreeTypes: where the organisation stands with each agreement that applies to it.
export const AgreementStateRow = z.object({
  kind: AgreementKindField,
  required: z.enum(['Y', 'N']),
  status: z.enum(STATUSES),
  /** The current published version and its id. */
  version: z.number().int(),
  version_id: z.string(),
  published_at: z.string(),
  /** When what the agreement governs is blocked unless accepted ('' when accepted or not required). */
  due_at: z.string(),
  /** The acceptance in force: version, time, operator ('' and 0 when none). */
  accepted_version: z.number().int(),
  accepted_at: z.string(),
  accepted_by: z.string(),
  /** A yearly commitment (RISK): when the acceptance lapses ('' otherwise). */
  expires_at: z.string(),
});
export type AgreementStateRowT = z.infer<typeof AgreementStateRow>;
export const AgreementStatesRes = z.object({
  rows: z.array(AgreementStateRow),
  /** Whether the caller may accept (the organisation's administrator). */
  may_accept: z.enum(['Y', 'N']),
});

// merUpdateConfirmAgr: what is to be (re-)accepted now, for the banner.
export const PendingAgreementsRes = z.object({
  rows: z.array(AgreementStateRow),
  /** Something is overdue: what it governs is blocked. */
  blocked: z.enum(['Y', 'N']),
});

/** What an acceptance names: the version, the language that binds and its hash as the reader saw it. */
const AcceptFields = {
  version_id: IdField,
  lang: Lang,
  doc_sha256: Sha256,
};
export const ConfirmAgrSendMsgReq = z.object(AcceptFields).strict();
export const ConfirmAgrSendMsgRes = SmsSentRes;
export const ConfirmMeragrReq = z.object({ ...AcceptFields, sms_code: z.string().max(16) }).strict();
export const MerConfirmAgrReq = z
  .object({ ...AcceptFields, pay_password: z.string().max(64), ...PayPwdKeyField })
  .strict();
export const MerRiskConfirmReq = z
  .object({
    ...AcceptFields,
    sms_code: z.string().max(16).optional(),
    pay_password: z.string().max(64).optional(),
    ...PayPwdKeyField,
  })
  .strict();

/** One entry of the evidence chain as the organisation sees it. */
export const EvidenceRow = z.object({
  evidence_id: z.string(),
  action: z.enum(['ACCEPT', 'REVOKE']),
  kind: AgreementKindField,
  version: z.number().int(),
  lang: Lang,
  doc_sha256: z.string(),
  operator: z.string(),
  role: z.string(),
  /** Macau time with milliseconds, yyyy-MM-dd HH:mm:ss.SSS. */
  at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  factors: z.string(),
  entry_hash: z.string(),
});
export type EvidenceRowT = z.infer<typeof EvidenceRow>;
export const ConfirmAgrRes = z.object({ evidence: EvidenceRow });
export const EvidenceListReq = z.object({ kind: AgreementKindField.optional() }).strict();
export const EvidenceListRes = z.object({ rows: z.array(EvidenceRow) });
export const EvidenceIdReq = z.object({ evidence_id: IdField }).strict();
export const RevokeAgrReq = z.object({ kind: AgreementKindField }).strict();

// merConfirmOmsAgr: a provider reads its sub-merchants' agreement states.
export const SubAgreementsReq = z.object({ mer_no: z.string().max(32).optional() }).strict();
export const SubAgreementsRes = z.object({
  rows: z.array(AgreementStateRow.extend({ mer_no: z.string(), mer_name: z.string() })),
});

// famIsInner / checkMercIsinner
export const IsInnerRes = z.object({
  inner: z.enum(['Y', 'N']),
  /** DIRECT: contracted by the institution itself; PROVIDER: through a service provider; '' when N. */
  basis: z.enum(['DIRECT', 'PROVIDER', '']),
});
export const CheckInnerReq = z.object({ mer_no: z.string().max(32) }).strict();

// Certificates for API signing (merCertRequest and the related calls).
const CERT_STATUSES = Object.keys(ISSUED_CERT_STATUS) as [
  keyof typeof ISSUED_CERT_STATUS,
  ...(keyof typeof ISSUED_CERT_STATUS)[],
];
export const CERT_VALIDITY = ['1Y', '2Y', '3Y', 'LONG'] as const;
export const CertRequestReq = z
  .object({ public_key: z.string().max(8000), validity: z.enum(CERT_VALIDITY) })
  .strict();
export const IssuedCert = z.object({
  cert_id: z.string(),
  serial_no: z.string(),
  subject: z.string(),
  issuer: z.string(),
  fingerprint: z.string(),
  key_type: z.string(),
  /** yyyyMMdd; '99991231' is shown as long-term. */
  valid_from: z.string(),
  valid_to: z.string(),
  status: z.enum(CERT_STATUSES),
  issued_at: z.string(),
  issued_by: z.string(),
  revoked_at: z.string(),
});
export type IssuedCertT = z.infer<typeof IssuedCert>;
export const CertListRes = z.object({ rows: z.array(IssuedCert), ca_subject: z.string() });
export const CertIdReq = z.object({ cert_id: IdField }).strict();
export const CertPemRes = z.object({ file_name: z.string(), pem: z.string(), chain_pem: z.string() });
export const CertRes = z.object({ cert: IssuedCert });

// The payer's look-up (/payQuery and /dealQuery), public.
export const LOOKUP_BY = ['PAY', 'DEAL'] as const;
export const PayerLookupReq = z
  .object({
    /** PAY: the payment network's reference on the payer's receipt; DEAL: the merchant's order number. */
    by: z.enum(LOOKUP_BY),
    reference: z.string().max(64),
    /** Cents. */
    amount: z.number().int().min(1).max(99_999_999_999_999),
    /** yyyyMMdd, the day the payer thinks it was (±1 day). */
    date: z.string().regex(/^\d{8}$/),
    captcha_key: z.string().max(64).optional(),
    captcha_code: z.string().max(16).optional(),
  })
  .strict();
export const PayerLookupRes = z.object({
  trading_name: z.string(),
  store_name: z.string(),
  /** Macau time, yyyyMMddHHmmss. */
  paid_at: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  card_last4: z.string(),
  /** A one-hour handle to report a problem with this payment (it names nothing). */
  report_token: z.string(),
});
export const LookupStateRes = z.object({ captcha: z.enum(['Y', 'N']) });
export const PayerReportReq = z
  .object({
    report_token: z.string().max(64),
    reason: z.enum(['NOT_RECEIVED', 'WRONG_AMOUNT', 'CHARGED_TWICE', 'NOT_MINE', 'OTHER']),
    message: z.string().max(500),
    contact: z.string().max(100),
  })
  .strict();
export const PayerReportRes = z.object({ report_no: z.string() });

// Onboarding's signatures (/mandate, /signIn): the applicant, by the wizard's token, accepts the letter of
// authorisation and signs the company contract; each signature binds the version, language and hash read.
export const ApplicantSignKindField = z.enum(['MANDATE', 'COMPANY_TOTAL']);
export const ApplicantSignStateReq = z.object({ apply_token: z.string().max(64) }).strict();
export const ApplicantSignReq = z
  .object({
    apply_token: z.string().max(64),
    kind: ApplicantSignKindField,
    version_id: IdField,
    lang: Lang,
    doc_sha256: z.string().max(64),
    /** The signer's full name as typed (the signature of /signIn; the authorising person on /mandate). */
    signer_name: z.string().max(60),
  })
  .strict();
export const ApplicantSignRow = z.object({
  kind: ApplicantSignKindField,
  /** The current published version the applicant is asked to sign. */
  version_id: z.string(),
  version: z.number().int(),
  /** Y when the current version is signed (an older version's signature does not count). */
  signed: z.enum(['Y', 'N']),
  signed_version: z.number().int(),
  signed_at: z.string(),
  signer_name: z.string(),
  lang: z.string(),
  doc_sha256: z.string(),
});
export type ApplicantSignRowT = z.infer<typeof ApplicantSignRow>;
export const ApplicantSignStateRes = z.object({ apply_no: z.string(), items: z.array(ApplicantSignRow) });

// /serve/approve: the link a sub-merchant follows to approve what its provider submitted.
export const ServeApproveSendReq = z.object({ apply_no: z.string().max(32) }).strict();
export const ServeApproveSendRes = z.object({
  /** Where the link went: the sub-merchant administrator's mail, masked. */
  sent_to: z.string(),
  expires_at: z.string(),
});
/**
 * The provider's view of its entry's approval link: the newest link of the current submission (NONE: none
 * sent since the entry's last commit), when it went and where (masked), until when, and the decision.
 */
export const SERVE_APPROVE_LINK_STATES = ['NONE', 'PENDING', 'EXPIRED', 'APPROVED', 'DECLINED'] as const;
export const ServeApproveStateRes = z.object({
  state: z.enum(SERVE_APPROVE_LINK_STATES),
  sent_to: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
  decided_at: z.string(),
  /** The sub-merchant's reason to decline. */
  remark: z.string(),
  /** Y when a link can be sent now (the entry is submitted, has an administrator's mail and is not decided). */
  can_send: z.enum(['Y', 'N']),
});
export const ServeApproveTokenReq = z.object({ token: z.string().max(64) }).strict();
export const SERVE_APPROVE_STATES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export const ServeApproveRes = z.object({
  apply_no: z.string(),
  provider_name: z.string(),
  merc_name: z.string(),
  merc_short_name: z.string(),
  products: z.array(z.string()),
  account_name: z.string(),
  /** The settlement account, masked. */
  account_no: z.string(),
  admin_name: z.string(),
  state: z.enum(SERVE_APPROVE_STATES),
  decided_at: z.string(),
  expires_at: z.string(),
});
export const ServeApproveDecideReq = z
  .object({
    token: z.string().max(64),
    decision: z.enum(['APPROVE', 'DECLINE']),
    remark: z.string().max(200),
  })
  .strict();

// The remaining meradm calls of issue 28 (docs/decisions.md, "The other calls").
export const SettleInfoRes = z.object({
  /** The settlement account, masked; '' when none is on record. */
  bank_name: z.string(),
  account_name: z.string(),
  account_no: z.string(),
  currency: z.string(),
  /** The latest settlement: yyyymmdd, status, net amount in cents ('' and 0 when there is none yet). */
  last_settle_date: z.string(),
  last_status: z.string(),
  last_net_amount: z.number().int(),
});
export const PayPwdUpdFlgRes = z.object({
  /** Y when the operator has a payment password. */
  pay_pwd_set: z.enum(['Y', 'N']),
  /** Y when the portal should ask the operator to set (or, after too many misses, reset) it. */
  upd_flag: z.enum(['Y', 'N']),
});
export const UrmOperRes = z.object({
  login_name: z.string(),
  name: z.string(),
  kind: z.enum(['admin', 'operator', 'cashier']),
  role_name: z.string(),
  store_scope: z.enum(['all', 'stores']),
  org_no: z.string(),
  org_name: z.string(),
  last_login_at: z.string(),
});
