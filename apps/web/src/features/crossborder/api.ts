import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/crossborder';
import { payBound } from '@mp/core/envelope/bind';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { cbCall } from '../../api/gatewayClient.ts';
import { secretType } from '../../api/session.ts';
import type { ListQuery } from '../../ui/list/spec.ts';
import { STATUS_PATH } from './paths.ts';

/** Cross-border transfer (ghf) on the gateway: every call goes through cbCall (api/gatewayClient.ts). */
export type XferRow = AnswerOf<typeof c.transferPage>['rows'][number];
export type XferDetail = AnswerOf<typeof c.transferDetail>;

export const xferKeys = {
  all: ['crossborder'] as const,
  list: (q: ListQuery) => [...xferKeys.all, 'list', q] as const,
  detail: (no: string) => [...xferKeys.all, 'detail', no] as const,
};

export function useTransferList(q: ListQuery) {
  return useQuery({
    queryKey: xferKeys.list(q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await cbCall(c.transferPage, { ...q.filters, ...q.paging } as never)),
  });
}

export function useTransfer(no: string) {
  return useQuery({
    queryKey: xferKeys.detail(no),
    enabled: no !== '',
    queryFn: async () => unwrap(await cbCall(c.transferDetail, { transfer_no: no })),
  });
}

export function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: xferKeys.all });
}

export const cancelTransfer = (no: string) => cbCall(c.transferCancel, { transfer_no: no });

/** Hands a file answered as base64 (FileRes) to the browser under its own name. */
export function saveFile(file: { file_name: string; content_type: string; content: string }): void {
  const bytes = Uint8Array.from(atob(file.content), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.file_name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadReceipt(no: string, lang: 'zh-TW' | 'en'): Promise<void> {
  const r = await cbCall(c.transferPdf, { transfer_no: no, lang });
  if (r.ok) saveFile(r.data);
}

/** An amount in minor units of a currency with its decimals (JPY has none), with separators. */
export function minor(amount: number, decimals: number, currency?: string): string {
  const neg = amount < 0;
  const abs = Math.abs(amount);
  const unit = 10 ** decimals;
  const whole = Math.floor(abs / unit).toLocaleString('en-US');
  const frac = decimals > 0 ? `.${String(abs % unit).padStart(decimals, '0')}` : '';
  const text = `${neg ? '-' : ''}${whole}${frac}`;
  return currency ? `${currency} ${text}` : text;
}

export type Payee = AnswerOf<typeof c.payeePage>['rows'][number];
export type Quote = AnswerOf<typeof c.amtCalculate>;

/** The merchant's payees (all statuses: the page offers only VERIFIED ones for payment). */
export function usePayees() {
  return useQuery({
    queryKey: [...xferKeys.all, 'payees'] as const,
    queryFn: async () => unwrap(await cbCall(c.payeePage, { page_no: 1, page_size: 100, mask: 'Y' })),
  });
}

/** The refusals the quote form shows beside itself (each with its next step from the catalogue). */
export const QUOTE_CODES = ['XBR10002', 'XBR10003', 'XBR10004', 'XBR10007', 'XBR10008', 'XBR10017'];

export const requestQuote = (body: {
  client_key: string;
  payee_id: string;
  amount_side: 'PAY' | 'RECEIVE';
  amount: string;
}) => cbCall(c.amtCalculate, body, { handleCodes: QUOTE_CODES });
export const addPayee = (body: Parameters<typeof cbCall<typeof c.payeeAdd>>[1]) => cbCall(c.payeeAdd, body);
export const verifyPayee = (payeeId: string) => cbCall(c.payeeVerify, { payee_id: payeeId });

export type TradeOrder = AnswerOf<typeof c.orderQuery>['rows'][number];

/** The merchant's trade orders with what each has left to cover. */
export function useOrders() {
  return useQuery({
    queryKey: [...xferKeys.all, 'orders'] as const,
    queryFn: async () => unwrap(await cbCall(c.orderQuery, { page_no: 1, page_size: 100 })),
  });
}

export const saveOrder = (body: RequestOf<typeof c.orderSave>) =>
  cbCall(c.orderSave, body, { handleCodes: ORDER_CODES });
/** The refusals the order form shows beside its fields. */
export const ORDER_CODES = ['XBR10012', 'XBR10013', 'XBR10015', 'VAL10012'];

type Binding = {
  client_key: string;
  rate_token: string;
  payee_id: string;
  pay_amount: number;
  payee_amount: number;
};
/** The refusals stepThree shows beside its form (each says what to do next). */
export const CONFIRM_CODES = [
  'XBR10001',
  'XBR10003',
  'XBR10004',
  'XBR10006',
  'XBR10009',
  'XBR10010',
  'XBR10014',
  'XBR10017',
  'ACC10001',
  'ACC10005',
  'VAL10036',
  'LOG10011',
  'LOG10012',
  'SEC10005',
  'SMS10001',
  'SMS10002',
  'SMS10003',
  'SMS10004',
  'SMS10005',
  'VAL10034',
];

export const sendTransferCode = (b: Binding) => cbCall(c.sendVerifyCode, b, { handleCodes: CONFIRM_CODES });

/**
 * The payment password bound to a fresh comm/createR0 random (docs/protocol.md section 9), then the
 * submit. The formId is the money move's key: the same body again answers the first transfer.
 */
export async function applyTransfer(body: RequestOf<typeof c.transferApply>) {
  const r0 = await cbCall(c.createR0, {});
  if (!r0.ok) return r0;
  const { bindPasswords } = await import('../../api/cipher.ts');
  const sealed = await bindPasswords(secretType(), payBound('pay_password'), body, {
    key: r0.data.pay_pwd_key,
    secret: r0.data.r0,
  });
  return cbCall(c.transferApply, sealed, { handleCodes: CONFIRM_CODES });
}

/** The transfer a formId became (after a time-out the portal looks before it offers to send again). */
export async function transferOfForm(formId: string): Promise<XferRow | null> {
  const r = await cbCall(c.transferPage, { page_no: 1, page_size: 1, form_id: formId, mask: 'Y' } as never, {
    loading: false,
  });
  return r.ok ? (r.data.rows[0] ?? null) : null;
}

export type EvidenceFile = AnswerOf<typeof c.evidenceList>['rows'][number];
/** The refusals the evidence card shows beside itself (type by content, size, count; past review). */
export const EVIDENCE_CODES = ['XBR10016', 'XBR10018', 'FIL10004', 'FIL10005'];
/** The largest trade-evidence file (the server's rule, XBR10016). */
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;

/** The trade-evidence files uploaded for a flow (its formId). */
export function useEvidence(formId: string) {
  return useQuery({
    queryKey: [...xferKeys.all, 'evidence', formId] as const,
    enabled: formId !== '',
    queryFn: async () => unwrap(await cbCall(c.evidenceList, { form_id: formId, order_no: '' })),
  });
}

/** Reads a browser file as base64 (without the data-URL prefix). */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}

/** Uploads a file for a flow (its formId) or, with `orderNo`, for a trade order. */
export async function uploadEvidence(formId: string, file: File, orderNo = '') {
  return cbCall(
    c.evidenceUpload,
    {
      form_id: orderNo ? '' : formId,
      order_no: orderNo,
      file_name: file.name,
      content_base64: await fileBase64(file),
    },
    { handleCodes: EVIDENCE_CODES },
  );
}

export const removeEvidence = (fileId: string) =>
  cbCall(c.evidenceDelete, { file_id: fileId }, { handleCodes: EVIDENCE_CODES });

export async function downloadEvidence(fileId: string): Promise<void> {
  const r = await cbCall(c.evidenceDownload, { file_id: fileId });
  if (r.ok) saveFile(r.data);
}

/** The refusals of the second operator's decision (the submitter; decided meanwhile). */
export const APPROVE_CODES = ['ACC10003', 'ACC10004'];
export const approveTransfer = (no: string, decision: 'APPROVE' | 'DECLINE', reason = '') =>
  cbCall(c.transferApprove, { transfer_no: no, decision, reason }, { handleCodes: APPROVE_CODES });

/** The status page of a transfer (the approvals page links its rows there). */
export const statusPathOf = (no: string) => `${STATUS_PATH}?transfer_no=${encodeURIComponent(no)}`;

/** Transfers waiting for a second operator: the cross-border kind of the approvals page (accounts). */
export function useTransferApprovals(enabled: boolean) {
  return useQuery({
    queryKey: [...xferKeys.all, 'approvals'] as const,
    enabled,
    queryFn: async () => unwrap(await cbCall(c.transferApprovalQueue, {})),
  });
}

/**
 * Decides a waiting transfer from the approvals page: the status page's trade/transfer/approve, without a
 * reason (a reason is given on the status page). A refusal (ACC10003, ACC10004) is the client's toast;
 * the transfer queries are read again either way, since a refused row may have been decided meanwhile.
 */
export function useDecideTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { transfer_no: string; decision: 'APPROVE' | 'DECLINE' }) =>
      cbCall(c.transferApprove, { ...b, reason: '' }),
    onSettled: () => void qc.invalidateQueries({ queryKey: xferKeys.all }),
  });
}

/** The refusals of sending a transfer back to review (no file since the ask; no longer asked). */
export const RESUBMIT_CODES = ['XBR10019', 'XBR10018'];
export const resubmitTransfer = (no: string) =>
  cbCall(c.transferResubmit, { transfer_no: no }, { handleCodes: RESUBMIT_CODES });

/** A contract order with its goods and logistics lines and its files (order/query/contractOrder). */
export type ContractOrder = AnswerOf<typeof c.contractOrderQuery>;
/** The refusals the contract-order drawer shows in itself (amounts, shipping, contract no., fixed lines). */
export const CONTRACT_CODES = ['XBR10012', 'XBR10013', 'XBR10015', 'XBR10018', 'VAL10001', 'VAL10012'];

export function useContractOrder(orderNo: string) {
  return useQuery({
    queryKey: [...xferKeys.all, 'contractOrder', orderNo] as const,
    enabled: orderNo !== '',
    queryFn: async () =>
      unwrap(await cbCall(c.contractOrderQuery, { order_no: orderNo, contract_no: '' }, { loading: false })),
  });
}
export const submitContractOrder = (body: RequestOf<typeof c.contractOrderSubmit>) =>
  cbCall(c.contractOrderSubmit, body, { handleCodes: CONTRACT_CODES });
export const submitGoodsLines = (body: RequestOf<typeof c.goodsSubmit>) =>
  cbCall(c.goodsSubmit, body, { handleCodes: CONTRACT_CODES });
export const submitLogisticsLines = (body: RequestOf<typeof c.logisticsSubmit>) =>
  cbCall(c.logisticsSubmit, body, { handleCodes: CONTRACT_CODES });
