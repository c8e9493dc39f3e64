import { contract } from '../contract.ts';
import { payBound } from '../envelope/bind.ts';
import {
  AgreementStatesRes,
  ApplicantSignReq,
  ApplicantSignStateReq,
  ApplicantSignStateRes,
  CertIdReq,
  CertListRes,
  CertPemRes,
  CertRequestReq,
  CertRes,
  CheckInnerReq,
  ConfirmAgrRes,
  ConfirmAgrSendMsgReq,
  ConfirmAgrSendMsgRes,
  ConfirmMeragrReq,
  EvidenceIdReq,
  EvidenceListReq,
  EvidenceListRes,
  IsInnerRes,
  LookupStateRes,
  MerConfirmAgrReq,
  MerRiskConfirmReq,
  PayerLookupReq,
  PayerLookupRes,
  PayerReportReq,
  PayerReportRes,
  PayPwdUpdFlgRes,
  PdfFileRes,
  PendingAgreementsRes,
  ProtocolPdfReq,
  ProtocolRes,
  QueryProtocolReq,
  RevokeAgrReq,
  ServeApproveDecideReq,
  ServeApproveRes,
  ServeApproveSendReq,
  ServeApproveSendRes,
  ServeApproveStateRes,
  ServeApproveTokenReq,
  SettleInfoRes,
  SubAgreementsReq,
  SubAgreementsRes,
  UrmOperRes,
} from '../schemas/agreements.ts';
import { EmptyReq } from '../schemas/auth.ts';

/** Agreements, evidence, risk commitment, certificates and the payer's look-up (issue 28); docs/api.md. */
const capability = 'agreements';
const pub = { capability, prefix: 'main', access: 'public' } as const;
const own = { capability, prefix: 'main', access: 'session', areas: ['merchant', 'service'] } as const;
/** Accepting binds the organisation: its administrator only (docs/decisions.md, "Who accepts"). */
const accept = { ...own, adminOnly: true, mutates: true } as const;
/** API certificates: like the signing key (code 13, an operator acting for the whole organisation). */
const certs = { ...own, code: '13', wholeOrg: true } as const;

export const queryPotocolAction = contract({
  ...pub,
  path: 'meradm/queryPotocolAction',
  mutates: false,
  request: QueryProtocolReq,
  answer: ProtocolRes,
  summary:
    'The published text of an agreement (latest or a given version) in the caller language, with its PDF hashes.',
});

export const queryPotocolPdf = contract({
  ...pub,
  path: 'meradm/queryPotocolPdf',
  mutates: false,
  request: ProtocolPdfReq,
  answer: PdfFileRes,
  summary:
    'The exact PDF of a published agreement version in one language (its SHA-256 is the one published).',
});

export const obtainMercAgreeTypes = contract({
  ...own,
  path: 'meradm/obtainMercAgreeTypes',
  mutates: false,
  request: EmptyReq,
  answer: AgreementStatesRes,
  summary:
    "Each agreement that applies to the caller's organisation with its status, due date and acceptance.",
});

export const merUpdateConfirmAgr = contract({
  ...own,
  path: 'meradm/merUpdateConfirmAgr',
  mutates: false,
  request: EmptyReq,
  answer: PendingAgreementsRes,
  summary: 'The agreements to (re-)accept now, with their due dates; blocked Y when one is overdue.',
});

export const confirmMeragrSendMsg = contract({
  ...accept,
  path: 'meradm/confirmMeragrSendMsg',
  request: ConfirmAgrSendMsgReq,
  answer: ConfirmAgrSendMsgRes,
  summary: "Sends the administrator an SMS code bound to the document's hash (version and language as read).",
});

export const confirmMeragr = contract({
  ...accept,
  path: 'meradm/confirmMeragr',
  request: ConfirmMeragrReq,
  answer: ConfirmAgrRes,
  summary:
    'Accepts the current version with the SMS code bound to its hash: one entry of the evidence chain.',
});

export const merConfirmAgr = contract({
  ...accept,
  path: 'meradm/merConfirmAgr',
  request: MerConfirmAgrReq,
  bound: payBound('pay_password'),
  answer: ConfirmAgrRes,
  summary: 'Accepts the current version with the payment password: one entry of the evidence chain.',
});

export const merRiskConfirm = contract({
  ...accept,
  path: 'meradm/merRiskConfirm',
  request: MerRiskConfirmReq,
  bound: payBound('pay_password'),
  answer: ConfirmAgrRes,
  summary: 'The yearly risk commitment (no renting, lending or selling): SMS code or payment password.',
});

export const revokeMeragr = contract({
  ...accept,
  path: 'meradm/revokeMeragr',
  request: RevokeAgrReq,
  answer: ConfirmAgrRes,
  summary: "Withdraws a consent that may be withdrawn (the children's privacy rules): an entry of the chain.",
});

export const queryAgrEvidence = contract({
  ...own,
  path: 'meradm/queryAgrEvidence',
  mutates: false,
  request: EvidenceListReq,
  answer: EvidenceListRes,
  summary: "The organisation's entries of the evidence chain, newest first.",
});

export const queryAgrCertificate = contract({
  ...own,
  path: 'meradm/queryAgrCertificate',
  mutates: false,
  request: EvidenceIdReq,
  answer: PdfFileRes,
  summary: 'The bilingual certificate of one acceptance (PDF): who, what (hash), when, from where, how.',
});

export const merConfirmOmsAgr = contract({
  ...own,
  areas: ['service'],
  code: '21',
  path: 'meradm/merConfirmOmsAgr',
  mutates: false,
  request: SubAgreementsReq,
  answer: SubAgreementsRes,
  summary: "A provider reads its sub-merchants' agreement statuses (read only).",
});

export const famIsInner = contract({
  ...own,
  path: 'meradm/famIsInner',
  mutates: false,
  request: EmptyReq,
  answer: IsInnerRes,
  summary:
    "Whether the caller's merchant is contracted directly by the institution (inner) or through a provider.",
});

export const checkMercIsinner = contract({
  ...own,
  areas: ['service'],
  code: '21',
  path: 'meradm/checkMercIsinner',
  mutates: false,
  request: CheckInnerReq,
  answer: IsInnerRes,
  summary: "Whether a merchant number is one of the calling provider's sub-merchants.",
});

export const merCertRequest = contract({
  ...certs,
  path: 'meradm/merCertRequest',
  mutates: true,
  request: CertRequestReq,
  answer: CertRes,
  summary: "Issues an API-signing certificate for the merchant's public key from the provider's CA.",
});

export const merCertQuery = contract({
  ...certs,
  path: 'meradm/merCertQuery',
  mutates: false,
  request: EmptyReq,
  answer: CertListRes,
  summary: "The organisation's issued certificates, newest first, with their status.",
});

export const merCertDownload = contract({
  ...certs,
  path: 'meradm/merCertDownload',
  mutates: false,
  request: CertIdReq,
  answer: CertPemRes,
  summary: 'One issued certificate as PEM, with the CA certificate that signed it.',
});

export const merCertRevoke = contract({
  ...certs,
  path: 'meradm/merCertRevoke',
  mutates: true,
  request: CertIdReq,
  answer: CertRes,
  summary: 'Revokes one issued certificate: it stops verifying at once.',
});

export const payerLookup = contract({
  ...pub,
  path: 'pc/payerLookup',
  mutates: false,
  request: PayerLookupReq,
  answer: PayerLookupRes,
  summary: 'A payer checks a payment by its reference, amount and date (±1 day): limited per address.',
});

export const payerLookupState = contract({
  ...pub,
  path: 'pc/payerLookupState',
  mutates: false,
  request: EmptyReq,
  answer: LookupStateRes,
  summary: "Whether the caller's address must solve a captcha before the next look-up.",
});

export const payerReport = contract({
  ...pub,
  path: 'pc/payerReport',
  mutates: true,
  request: PayerReportReq,
  answer: PayerReportRes,
  summary: 'A payer reports a problem with a payment found by the look-up: mailed to the merchant.',
});

export const applicantSignState = contract({
  ...pub,
  path: 'meradm/applicantSignState',
  mutates: false,
  request: ApplicantSignStateReq,
  answer: ApplicantSignStateRes,
  summary:
    "The applicant's signatures of onboarding (the letter of authorisation, the company contract), by the wizard's token.",
});

export const applicantSignAgr = contract({
  ...pub,
  path: 'meradm/applicantSignAgr',
  mutates: true,
  request: ApplicantSignReq,
  answer: ApplicantSignStateRes,
  summary:
    'The applicant signs the current letter of authorisation (/mandate) or company contract (/signIn): name, version, language and hash kept.',
});

export const serveApproveSend = contract({
  ...own,
  areas: ['service'],
  code: '23',
  path: 'meradm/serveApproveSend',
  mutates: true,
  request: ServeApproveSendReq,
  answer: ServeApproveSendRes,
  summary:
    "A provider mails its sub-merchant entry's administrator the /serve/approve link (7 days) to approve what it submitted.",
});

export const serveApproveState = contract({
  ...own,
  areas: ['service'],
  code: '23',
  path: 'meradm/serveApproveState',
  mutates: false,
  request: ServeApproveSendReq,
  answer: ServeApproveStateRes,
  summary:
    "Where the provider's entry stands at /serve/approve: the newest link of the current submission (sent, valid until) and the sub-merchant's decision.",
});

export const serveApproveQuery = contract({
  ...pub,
  path: 'meradm/serveApproveQuery',
  mutates: false,
  request: ServeApproveTokenReq,
  answer: ServeApproveRes,
  summary:
    'What the provider submitted for the sub-merchant, by the link of /serve/approve (account masked).',
});

export const serveApproveDecide = contract({
  ...pub,
  path: 'meradm/serveApproveDecide',
  mutates: true,
  request: ServeApproveDecideReq,
  answer: ServeApproveRes,
  summary:
    'The sub-merchant approves or declines what its provider submitted: once, with time, address and browser.',
});

export const settleInfo = contract({
  ...own,
  areas: ['merchant'],
  code: '44',
  cashierFunction: 'settle_query',
  path: 'meradm/settleInfo',
  mutates: false,
  request: EmptyReq,
  answer: SettleInfoRes,
  summary: "The merchant's settlement account (masked) and its latest settlement (44).",
});

export const queryPayPwdUpdFlg = contract({
  ...own,
  areas: ['merchant'],
  path: 'meradm/queryPayPwdUpdFlg',
  mutates: false,
  request: EmptyReq,
  answer: PayPwdUpdFlgRes,
  summary: 'Whether the calling operator has a payment password, and whether to ask them to set or reset it.',
});

export const queryUrmOper = contract({
  ...own,
  path: 'meradm/queryUrmOper',
  mutates: false,
  request: EmptyReq,
  answer: UrmOperRes,
  summary:
    'The calling operator as the role management knows it: name, kind, role, store scope, organisation.',
});

export const contracts = [
  queryPotocolAction,
  queryPotocolPdf,
  obtainMercAgreeTypes,
  merUpdateConfirmAgr,
  confirmMeragrSendMsg,
  confirmMeragr,
  merConfirmAgr,
  merRiskConfirm,
  revokeMeragr,
  queryAgrEvidence,
  queryAgrCertificate,
  merConfirmOmsAgr,
  famIsInner,
  checkMercIsinner,
  merCertRequest,
  merCertQuery,
  merCertDownload,
  merCertRevoke,
  payerLookup,
  payerLookupState,
  payerReport,
  applicantSignState,
  applicantSignAgr,
  serveApproveSend,
  serveApproveState,
  serveApproveQuery,
  serveApproveDecide,
  settleInfo,
  queryPayPwdUpdFlg,
  queryUrmOper,
];
