import { contract } from '../contract.ts';
import {
  PaymentCountRes,
  PaymentDetailReq,
  PaymentDetailRes,
  PaymentFilterReq,
  PaymentListRes,
  PaymentPageRes,
  PaymentQueryReq,
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

export const contracts = [paymentPage, paymentCount, paymentDetail, paymentAuditList, paymentAuditQuery];
