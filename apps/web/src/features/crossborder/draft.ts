import { isFormId, newFormId } from '@mp/core';
import type { QuoteResT } from '@mp/core/schemas/crossborder';

/**
 * The transfer being written (spec point 3): one formId per draft, the draft kept in sessionStorage under
 * its formId (this tab only, gone with the session), the formId carried in the steps' URL (?formId=).
 */
export interface Draft {
  formId: string;
  payeeId: string;
  amountSide: 'PAY' | 'RECEIVE';
  amount: string;
  quote: QuoteResT | null;
  /** Milliseconds to add to this browser's clock to get the server's (from the quote's server_time_ms). */
  skewMs: number;
  /** stepTwo: what the transfer pays for, and the trade orders that cover it. */
  transType: 'GOODS' | 'SERVICE';
  goodsName: string;
  purpose: string;
  remark: string;
  orders: { order_no: string; amount: number }[];
  /** Set once submitted: stepFinish shows this transfer. */
  transferNo: string;
}

const KEY = (formId: string) => `ghfDraft:${formId}`;

export function newDraft(): Draft {
  return {
    formId: newFormId(),
    payeeId: '',
    amountSide: 'PAY',
    amount: '',
    quote: null,
    skewMs: 0,
    transType: 'GOODS',
    goodsName: '',
    purpose: '',
    remark: '',
    orders: [],
    transferNo: '',
  };
}

export function readDraft(formId: string | null): Draft | null {
  if (!formId || !isFormId(formId)) return null;
  try {
    const raw = sessionStorage.getItem(KEY(formId));
    return raw ? ({ ...newDraft(), ...JSON.parse(raw), formId } as Draft) : null;
  } catch {
    return null;
  }
}

export function saveDraft(d: Draft): void {
  sessionStorage.setItem(KEY(d.formId), JSON.stringify(d));
}

export function dropDraft(formId: string): void {
  sessionStorage.removeItem(KEY(formId));
}

/** Seconds the quote has left by the server's clock (the browser's clock corrected by the skew). */
export function secondsLeft(d: Pick<Draft, 'quote' | 'skewMs'>, now = Date.now()): number {
  if (!d.quote) return 0;
  return Math.max(0, Math.floor((d.quote.expires_at_ms - (now + d.skewMs)) / 1000));
}

export function mmss(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
