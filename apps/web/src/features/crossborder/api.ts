import type { AnswerOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/crossborder';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { cbCall } from '../../api/gatewayClient.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

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

export async function exportTransfers(status: string | undefined): Promise<void> {
  const r = await cbCall(c.transferExport, (status ? { status } : {}) as never);
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
