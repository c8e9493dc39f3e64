import { contract } from '../contract.ts';
import { payBound } from '../envelope/bind.ts';
import { EmptyRes } from '../schemas/auth.ts';
import {
  PaymentCountRes,
  PaymentDeleteReq,
  PaymentDetailReq,
  PaymentDetailRes,
  PaymentFilterReq,
  PaymentInsertReq,
  PaymentListRes,
  PaymentPageRes,
  PaymentQueryReq,
  PaymentSubmitReq,
  PaymentUpdateReq,
} from '../schemas/payments.ts';

/**
 * Payment (audit) query (43) and detail (431): senior trade/payment*, classic meradm/paymentAudit*. The
 * codes bind where the area has a page gated by them (the group area's payment pages carry none).
 */
const capability = 'payments';

export const paymentPage = contract({
  capability,
  prefix: 'query',
  path: 'trade/paymentPage',
  access: 'session',
  mutates: false,
  long: true,
  code: '43',
  request: PaymentQueryReq,
  answer: PaymentPageRes,
  summary: 'Senior payment query (43): one page; the current day is refused (VAL10018).',
});

export const paymentCount = contract({
  capability,
  prefix: 'query',
  path: 'trade/paymentCount',
  access: 'session',
  mutates: false,
  long: true,
  code: '43',
  request: PaymentFilterReq,
  answer: PaymentCountRes,
  summary: 'Senior payment query (43): count and totals over the whole filter.',
});

export const paymentDetail = contract({
  capability,
  prefix: 'query',
  path: 'trade/paymentDetail',
  access: 'session',
  mutates: false,
  long: true,
  code: '431',
  request: PaymentDetailReq,
  answer: PaymentDetailRes,
  summary: 'Payment detail (431) with the review trail.',
});

export const paymentAuditList = contract({
  capability,
  prefix: 'main',
  path: 'meradm/paymentAuditList',
  access: 'session',
  mutates: false,
  code: '43',
  request: PaymentQueryReq,
  answer: PaymentListRes,
  summary: 'Classic payment (audit) list (43): page, count and totals; the current day allowed.',
});

export const paymentAuditQuery = contract({
  capability,
  prefix: 'main',
  path: 'meradm/paymentAuditQuery',
  access: 'session',
  mutates: false,
  code: '431',
  request: PaymentDetailReq,
  answer: PaymentDetailRes,
  summary: 'Classic payment (audit) detail (431).',
});

// Payment audit edits (issue 12 point 6, issue 25 point 4): the merchant writes and submits (its amount plus
// fee held); the provider's reviewer decides (payments/decisions.ts).

export const paymentAuditInsert = contract({
  capability,
  prefix: 'main',
  path: 'meradm/paymentAuditInsert',
  access: 'session',
  mutates: true,
  code: '43',
  areas: ['merchant'],
  request: PaymentInsertReq,
  answer: PaymentDetailRes,
  summary: 'A new payment (43), kept to submit (INIT).',
});

export const paymentAuditUpdate = contract({
  capability,
  prefix: 'main',
  path: 'meradm/paymentAuditUpdate',
  access: 'session',
  mutates: true,
  code: '43',
  areas: ['merchant'],
  request: PaymentUpdateReq,
  answer: PaymentDetailRes,
  summary: 'Changes a payment to submit or one returned by the review (43); it is then to submit (INIT).',
});

export const paymentAuditDelete = contract({
  capability,
  prefix: 'main',
  path: 'meradm/paymentAuditDelete',
  access: 'session',
  mutates: true,
  code: '43',
  areas: ['merchant'],
  request: PaymentDeleteReq,
  answer: EmptyRes,
  summary: 'Removes a payment still to submit or returned by the review (43).',
});

export const paymentAuditSubmit = contract({
  capability,
  prefix: 'main',
  path: 'meradm/paymentAuditSubmit',
  access: 'session',
  mutates: true,
  code: '43',
  areas: ['merchant'],
  request: PaymentSubmitReq,
  bound: payBound('pay_password'),
  moneyMove: { key: 'client_key', confirm: 'payPassword' },
  answer: PaymentDetailRes,
  summary:
    'Submits a payment for review (43, AUDITING): its amount plus fee are held on the balance (PAY10002 when short).',
});

export const contracts = [
  paymentPage,
  paymentCount,
  paymentDetail,
  paymentAuditList,
  paymentAuditQuery,
  paymentAuditInsert,
  paymentAuditUpdate,
  paymentAuditDelete,
  paymentAuditSubmit,
];
