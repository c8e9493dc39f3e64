import * as c from '@mp/core/contracts/agreements';
import { endpoint } from '../../http/endpoint.ts';
import { certList, downloadCert, requestCert, revokeIssuedCert } from './certs.ts';
import { lookupState, payerLookup, payerReport } from './lookup.ts';
import { queryPayPwdUpdFlg, queryUrmOper, settleInfo } from './other.ts';
import {
  acceptWithPayPassword,
  acceptWithSms,
  agreementStates,
  checkInner,
  evidenceCertificate,
  evidenceList,
  isInner,
  pendingAgreements,
  protocolPdf,
  readProtocol,
  revokeConsent,
  riskConfirm,
  sendAcceptCode,
  subMerchantStates,
} from './service.ts';
import {
  applicantSign,
  applicantSignState,
  serveApproveDecide,
  serveApproveQuery,
  serveApproveSend,
  serveApproveState,
} from './sign.ts';

// SMS codes: a person needs a few a minute (the 60-second resend rule holds per document).
const SMS_RATE = { max: 10, windowMs: 60_000 };
// Public reads of the texts: generous, a page reads one or two.
const READ_RATE = { max: 120, windowMs: 60_000 };
// The payer's look-up counts its own limits per address in the database (lookup.ts); this only stops floods.
const LOOKUP_FLOOD = { max: 30, windowMs: 60_000 };
const REPORT_RATE = { max: 5, windowMs: 60_000 };

export const endpoints = [
  endpoint(c.queryPotocolAction, { rateLimit: READ_RATE, handler: readProtocol }),
  endpoint(c.queryPotocolPdf, { rateLimit: READ_RATE, handler: protocolPdf }),
  endpoint(c.obtainMercAgreeTypes, { handler: agreementStates }),
  endpoint(c.merUpdateConfirmAgr, { handler: pendingAgreements }),
  endpoint(c.confirmMeragrSendMsg, { rateLimit: SMS_RATE, handler: sendAcceptCode }),
  endpoint(c.confirmMeragr, { handler: (ctx, body) => acceptWithSms(ctx, body) }),
  endpoint(c.merConfirmAgr, { handler: (ctx, body) => acceptWithPayPassword(ctx, body) }),
  endpoint(c.merRiskConfirm, { handler: riskConfirm }),
  endpoint(c.revokeMeragr, { handler: revokeConsent }),
  endpoint(c.queryAgrEvidence, { handler: evidenceList }),
  endpoint(c.queryAgrCertificate, { handler: evidenceCertificate }),
  endpoint(c.merConfirmOmsAgr, { handler: subMerchantStates }),
  endpoint(c.famIsInner, { handler: isInner }),
  endpoint(c.checkMercIsinner, { handler: checkInner }),
  endpoint(c.merCertRequest, { handler: requestCert }),
  endpoint(c.merCertQuery, { handler: certList }),
  endpoint(c.merCertDownload, { handler: downloadCert }),
  endpoint(c.merCertRevoke, { handler: revokeIssuedCert }),
  endpoint(c.payerLookup, { rateLimit: LOOKUP_FLOOD, handler: payerLookup }),
  endpoint(c.payerLookupState, { rateLimit: READ_RATE, handler: lookupState }),
  endpoint(c.payerReport, { rateLimit: REPORT_RATE, handler: payerReport }),
  endpoint(c.applicantSignState, { rateLimit: READ_RATE, handler: applicantSignState }),
  endpoint(c.applicantSignAgr, { rateLimit: SMS_RATE, handler: applicantSign }),
  endpoint(c.serveApproveSend, { rateLimit: SMS_RATE, handler: serveApproveSend }),
  endpoint(c.serveApproveState, { handler: serveApproveState }),
  endpoint(c.serveApproveQuery, { rateLimit: READ_RATE, handler: serveApproveQuery }),
  endpoint(c.serveApproveDecide, { rateLimit: REPORT_RATE, handler: serveApproveDecide }),
  endpoint(c.settleInfo, { handler: settleInfo }),
  endpoint(c.queryPayPwdUpdFlg, { handler: queryPayPwdUpdFlg }),
  endpoint(c.queryUrmOper, { handler: queryUrmOper }),
];
