import * as c from '@mp/core/contracts/crossborder';
import { issueBound } from '../../http/bound.ts';
import { endpoint } from '../../http/endpoint.ts';
import { moneyMoveEndpoint } from '../security/index.ts';
import {
  checkContractNo,
  queryContractOrder,
  queryOrders,
  removeOrder,
  saveOrder,
  submitContractOrder,
  submitGoods,
  submitLogistics,
} from './evidence.ts';
import {
  downloadEvidence,
  EVIDENCE_BODY_LIMIT,
  listEvidence,
  removeEvidence,
  uploadEvidence,
} from './evidence-files.ts';
import { selectTransfers } from './queries.ts';
import { receiptPdf, transfersCsv } from './receipt.ts';
import {
  addPayee,
  calendar,
  checkPayPass,
  currencyList,
  payeePage,
  quote,
  rateQuery,
  sendTransferCode,
  validCode,
  verifyPayee,
} from './service.ts';
import {
  applyTransfer,
  approveTransfer,
  cancelTransfer,
  ownTransfer,
  resubmitTransfer,
  transferApprovalQueue,
  transferDetail,
  transferPage,
} from './transfer.ts';

const SEND_CODE_RATE = { max: 10, windowMs: 60_000 };
const QUOTE_RATE = { max: 30, windowMs: 60_000 };

export const endpoints = [
  endpoint(c.createR0, {
    handler: async (ctx) => {
      const { key, secret } = await issueBound(ctx.stores.oneTime, 'pay');
      return { r0: secret, pay_pwd_key: key, expires_in: 120 };
    },
  }),
  endpoint(c.payeePage, { handler: (ctx, b) => payeePage(ctx, b) }),
  endpoint(c.payeeAdd, { handler: (ctx, b) => addPayee(ctx, b) }),
  endpoint(c.payeeVerify, { handler: (ctx, b) => verifyPayee(ctx, b.payee_id) }),
  endpoint(c.currencyList, { handler: async () => currencyList() }),
  endpoint(c.rateQuery, { handler: (ctx, b) => rateQuery(ctx, b.currency) }),
  endpoint(c.workCalendar, { handler: async (ctx, b) => calendar(ctx, b.currency) }),
  endpoint(c.amtCalculate, { rateLimit: QUOTE_RATE, handler: (ctx, b) => quote(ctx, b) }),
  endpoint(c.sendVerifyCode, { rateLimit: SEND_CODE_RATE, handler: (ctx, b) => sendTransferCode(ctx, b) }),
  endpoint(c.validCode, { handler: (ctx, b) => validCode(ctx, b) }),
  endpoint(c.checkPayPass, { handler: (ctx, b) => checkPayPass(ctx, b.pay_password) }),
  moneyMoveEndpoint(c.transferApply, { handler: (ctx, b, move) => applyTransfer(ctx, b, move) }),
  endpoint(c.transferPage, { handler: (ctx, b) => transferPage(ctx, b) }),
  endpoint(c.transferDetail, { handler: (ctx, b) => transferDetail(ctx, b.transfer_no) }),
  endpoint(c.transferCancel, { handler: (ctx, b) => cancelTransfer(ctx, b.transfer_no) }),
  endpoint(c.transferExport, {
    okCode: '90001',
    handler: async (ctx, b) => {
      const r = await selectTransfers(ctx.db, ctx.operator.orgId, {
        status: b.status,
        limit: 10_000,
        offset: 0,
      });
      return transfersCsv(r.rows, ctx.lang === 'en' ? 'en' : 'zh-TW');
    },
  }),
  endpoint(c.transferPdf, {
    handler: async (ctx, b) => receiptPdf(await ownTransfer(ctx, b.transfer_no), b.lang),
  }),
  endpoint(c.contractNoCheck, { handler: (ctx, b) => checkContractNo(ctx, b.contract_no) }),
  endpoint(c.orderSave, { handler: (ctx, b) => saveOrder(ctx, b) }),
  endpoint(c.orderQuery, { handler: (ctx, b) => queryOrders(ctx, b) }),
  endpoint(c.orderDelete, { handler: (ctx, b) => removeOrder(ctx, b.order_no) }),
  endpoint(c.transferApprove, { handler: (ctx, b) => approveTransfer(ctx, b) }),
  endpoint(c.transferApprovalQueue, { handler: (ctx) => transferApprovalQueue(ctx) }),
  endpoint(c.transferResubmit, { handler: (ctx, b) => resubmitTransfer(ctx, b.transfer_no) }),
  endpoint(c.contractOrderSubmit, { handler: (ctx, b) => submitContractOrder(ctx, b) }),
  endpoint(c.goodsSubmit, { handler: (ctx, b) => submitGoods(ctx, b) }),
  endpoint(c.logisticsSubmit, { handler: (ctx, b) => submitLogistics(ctx, b) }),
  endpoint(c.contractOrderQuery, { handler: (ctx, b) => queryContractOrder(ctx, b) }),
  endpoint(c.evidenceUpload, {
    bodyLimit: EVIDENCE_BODY_LIMIT,
    handler: (ctx, b) => uploadEvidence(ctx, b),
  }),
  endpoint(c.evidenceList, { handler: (ctx, b) => listEvidence(ctx, b) }),
  endpoint(c.evidenceDownload, { handler: (ctx, b) => downloadEvidence(ctx, b.file_id) }),
  endpoint(c.evidenceDelete, { handler: (ctx, b) => removeEvidence(ctx, b.file_id) }),
];
