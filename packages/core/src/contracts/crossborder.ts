import { contract } from '../contract.ts';
import { payBound } from '../envelope/bind.ts';
import {
  ApplyReq,
  ApplyRes,
  CalendarReq,
  CalendarRes,
  CheckPayPassReq,
  ContractCheckReq,
  ContractCheckRes,
  ContractOrderQueryReq,
  ContractOrderReq,
  ContractOrderRes,
  CreateR0Req,
  CreateR0Res,
  CurrencyListReq,
  CurrencyListRes,
  EvidenceIdReq,
  EvidenceListReq,
  EvidenceListRes,
  EvidenceRow,
  EvidenceUploadReq,
  FileRes,
  GoodsSubmitReq,
  LogisticsSubmitReq,
  OkRes,
  OrderNoReq,
  OrderQueryReq,
  OrderQueryRes,
  OrderRow,
  OrderSaveReq,
  PayeeAddReq,
  PayeeIdReq,
  PayeePageReq,
  PayeePageRes,
  PayeeRes,
  PdfReq,
  QuoteReq,
  QuoteRes,
  RateQueryReq,
  RateQueryRes,
  SendCodeReq,
  SendCodeRes,
  ValidCodeReq,
  XferApprovalQueueReq,
  XferApprovalQueueRes,
  XferApproveReq,
  XferDetailRes,
  XferExportReq,
  XferNoReq,
  XferPageReq,
  XferPageRes,
} from '../schemas/crossborder.ts';

/** Cross-border transfer (ghf, code 9; issue 26): the gateway calls of spec point 7. */
const capability = 'crossborder';
const merchant = ['merchant'] as const;

export const createR0 = contract({
  capability,
  prefix: 'crossborder',
  path: 'comm/createR0',
  access: 'session',
  mutates: false,
  encrypted: false,
  code: '9',
  areas: merchant,
  request: CreateR0Req,
  answer: CreateR0Res,
  summary: 'The one-time random the cross-border payment password is bound to (plain JSON; payPwdKey).',
});

export const payeePage = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/recipientAccount/query/page',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: PayeePageReq,
  answer: PayeePageRes,
  summary: "The merchant's payees, one page (account numbers masked unless mask is N).",
});

export const payeeAdd = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/recipientAccount/add',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: PayeeAddReq,
  answer: PayeeRes,
  summary: "Adds a payee (name in the payee's script, account, bank code, currency, country): to verify.",
});

export const payeeVerify = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/recipientAccount/verify',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: PayeeIdReq,
  answer: PayeeRes,
  summary: "Checks the payee's name against the bank's record: VERIFIED, or MISMATCH with the reason.",
});

export const currencyList = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/rateTool/currency/list',
  access: 'session',
  mutates: false,
  method: 'GET',
  code: '9',
  areas: merchant,
  request: CurrencyListReq,
  answer: CurrencyListRes,
  summary: 'The currencies a transfer may be sent in.',
});

export const rateQuery = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/rateTool/rate/query',
  access: 'session',
  mutates: false,
  method: 'GET',
  code: '9',
  areas: merchant,
  request: RateQueryReq,
  answer: RateQueryRes,
  summary: 'The reference rate of a currency with its source and time, and the indicative rate.',
});

export const workCalendar = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/workCalendar/query',
  access: 'session',
  mutates: false,
  method: 'GET',
  code: '9',
  areas: merchant,
  request: CalendarReq,
  answer: CalendarRes,
  summary: 'Value and arrival dates, the daily cut-off and the days off of Macau and the destination.',
});

export const amtCalculate = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/oversease/amtCalculate',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: QuoteReq,
  answer: QuoteRes,
  summary:
    'A locked quote: rate, reference, margin, every fee in MOP, total, what the payee receives, expiry.',
});

export const sendVerifyCode = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/sms/sendVerifyCode',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: SendCodeReq,
  answer: SendCodeRes,
  summary:
    "Sends the SMS code bound to this transfer (amount and the payee account's last four digits in the text).",
});

export const validCode = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/sms/validCode',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: ValidCodeReq,
  answer: OkRes,
  summary: 'Checks the SMS code against this transfer without using it up (a wrong one counts a try).',
});

export const checkPayPass = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/passport/checkPayPass',
  access: 'session',
  mutates: true,
  bound: payBound('pay_password'),
  code: '9',
  areas: merchant,
  request: CheckPayPassReq,
  answer: OkRes,
  summary: 'Checks the payment password (bound to comm/createR0; wrong ones counted and locked after five).',
});

export const transferApply = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/transfer/out/apply',
  access: 'session',
  mutates: true,
  bound: payBound('pay_password'),
  moneyMove: { key: 'client_key', confirm: 'both' },
  code: '9',
  areas: merchant,
  request: ApplyReq,
  answer: ApplyRes,
  summary:
    'Submits the transfer (payment password + SMS code, idempotent by the formId): the total is held at once.',
});

export const transferPage = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/transfer/query/page',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: XferPageReq,
  answer: XferPageRes,
  summary: "The merchant's transfers, newest first, with who holds each and when it is expected.",
});

export const transferDetail = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/transfer/query/detail',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: XferNoReq,
  answer: XferDetailRes,
  summary: 'One transfer: every price part, its events and whether it may still be cancelled.',
});

export const transferCancel = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/transfer/cancel',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: XferNoReq,
  answer: XferDetailRes,
  summary: 'Cancels a transfer before processing starts; the hold is released.',
});

export const transferExport = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/transfer/export',
  access: 'session',
  mutates: false,
  long: true,
  code: '9',
  areas: merchant,
  request: XferExportReq,
  answer: FileRes,
  summary: 'The transfers as CSV (answered with code 90001).',
});

export const transferPdf = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/transfer/exportPdf',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: PdfReq,
  answer: FileRes,
  summary:
    'The receipt of a transfer as PDF (both languages, every price part and the UETR; the same bytes each time).',
});

export const contractNoCheck = contract({
  capability,
  prefix: 'crossborder',
  path: 'contractNo/check',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: ContractCheckReq,
  answer: ContractCheckRes,
  summary: 'Whether a contract number is free (compared trimmed, case-folded and full-width normalised).',
});

export const orderSave = contract({
  capability,
  prefix: 'crossborder',
  path: 'order/save',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: OrderSaveReq,
  answer: OrderRow,
  summary: 'Saves a trade order (amount = goods + logistics; shipping or contract rules by kind).',
});

export const orderQuery = contract({
  capability,
  prefix: 'crossborder',
  path: 'order/info/query',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: OrderQueryReq,
  answer: OrderQueryRes,
  summary: "The merchant's trade orders with what each has left to cover.",
});

export const orderDelete = contract({
  capability,
  prefix: 'crossborder',
  path: 'order/info/delete',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: OrderNoReq,
  answer: OkRes,
  summary: 'Deletes a trade order no transfer uses.',
});

export const transferApprove = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/transfer/approve',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: XferApproveReq,
  answer: XferDetailRes,
  summary:
    'A second operator of the merchant approves or declines a transfer above the approval threshold; never the submitter.',
});

export const transferApprovalQueue = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/transfer/approvalQueue',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: XferApprovalQueueReq,
  answer: XferApprovalQueueRes,
  summary:
    "The merchant's transfers waiting for a second operator's approval (the approval queue's cross-border kind), oldest first (not in the spec).",
});

export const transferResubmit = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/transfer/resubmit',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: XferNoReq,
  answer: XferDetailRes,
  summary:
    'Sends a transfer whose reviewer asked for documents (DOCS_REQUESTED) back to review, once a file was uploaded after the ask.',
});

export const contractOrderSubmit = contract({
  capability,
  prefix: 'crossborder',
  path: 'contract/order/info/submit',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: ContractOrderReq,
  answer: OrderRow,
  summary:
    'Opens a contract order (header: contract number, counterparty, amount); covers a transfer once its lines add up.',
});

export const goodsSubmit = contract({
  capability,
  prefix: 'crossborder',
  path: 'goods/info/submit',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: GoodsSubmitReq,
  answer: ContractOrderRes,
  summary: "Replaces a contract order's goods lines (name, quantity, amount) while no transfer uses it.",
});

export const logisticsSubmit = contract({
  capability,
  prefix: 'crossborder',
  path: 'logistics/info/submit',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: LogisticsSubmitReq,
  answer: ContractOrderRes,
  summary:
    "Replaces a contract order's logistics lines (shipped: carrier and tracking no.; else a date within 90 days).",
});

export const contractOrderQuery = contract({
  capability,
  prefix: 'crossborder',
  path: 'order/query/contractOrder',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: ContractOrderQueryReq,
  answer: ContractOrderRes,
  summary: 'One trade order by its number or contract number, with its goods and logistics lines and files.',
});

export const evidenceUpload = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/evidence/upload',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: EvidenceUploadReq,
  answer: EvidenceRow,
  summary:
    'Uploads a trade-evidence file (PDF, JPEG or PNG by content; 10 MB; 20 per transfer) for a flow or an order.',
});

export const evidenceList = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/evidence/list',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: EvidenceListReq,
  answer: EvidenceListRes,
  summary: 'The trade-evidence files of a flow (formId) or of an order.',
});

export const evidenceDownload = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/evidence/download',
  access: 'session',
  mutates: false,
  code: '9',
  areas: merchant,
  request: EvidenceIdReq,
  answer: FileRes,
  summary: 'One trade-evidence file of the merchant, with its SHA-256.',
});

export const evidenceDelete = contract({
  capability,
  prefix: 'crossborder',
  path: 'trade/evidence/delete',
  access: 'session',
  mutates: true,
  code: '9',
  areas: merchant,
  request: EvidenceIdReq,
  answer: OkRes,
  summary: 'Removes a trade-evidence file not yet part of a submitted transfer.',
});

export const contracts = [
  createR0,
  payeePage,
  payeeAdd,
  payeeVerify,
  currencyList,
  rateQuery,
  workCalendar,
  amtCalculate,
  sendVerifyCode,
  validCode,
  checkPayPass,
  transferApply,
  transferPage,
  transferDetail,
  transferCancel,
  transferExport,
  transferPdf,
  contractNoCheck,
  orderSave,
  orderQuery,
  orderDelete,
  transferApprove,
  transferApprovalQueue,
  transferResubmit,
  contractOrderSubmit,
  goodsSubmit,
  logisticsSubmit,
  contractOrderQuery,
  evidenceUpload,
  evidenceList,
  evidenceDownload,
  evidenceDelete,
];
