import { createHash } from 'node:crypto';
import { formatCents, maskCard, newFormId } from '@mp/core';
import { CUT_OFF_HHMM, datesOf, holidaysFrom } from '@mp/core/calendar';
import type {
  CalendarRes,
  PayeeAddReqT,
  PayeeRowT,
  QuoteReqT,
  QuoteResT,
  XferCurrency,
} from '@mp/core/schemas/crossborder';
import { XFER_CURRENCIES } from '@mp/core/schemas/crossborder';
import { macauTime14, todayYmd } from '@mp/core/time';
import type { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { CbError } from '../../http/gateway.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  claimOperatorCode,
  sendOperatorCode,
  transferCodeText,
  verifyPayPassword,
} from '../security/index.ts';
import {
  CURRENCIES,
  feesOf,
  LIMITS,
  nameFitsScript,
  parseMinor,
  payeeOf,
  payOf,
  rateText,
  withMargin,
} from './money.ts';
import {
  insertBinding,
  insertPayee,
  insertQuote,
  latestBinding,
  type PayeeDb,
  type QuoteDb,
  retireAndCountLive,
  selectPayee,
  selectPayees,
  selectQuote,
  setPayeeStatus,
} from './queries.ts';

/**
 * Cross-border transfer (issue 26): payees, rates, the work calendar, the locked quote and the codes bound
 * to one transfer. The submit and what follows are in transfer.ts. Every row is the caller's merchant's:
 * another merchant's id answers like a missing one (SCM40401).
 */
type Ctx = SignedInContext;

const isCurrency = (c: string): c is XferCurrency => (XFER_CURRENCIES as readonly string[]).includes(c);

export function payeeRow(p: PayeeDb, mask: boolean): PayeeRowT {
  return {
    payee_id: p.id,
    name: p.name,
    account_no: mask ? maskCard(p.account_no) : p.account_no,
    account_last4: p.account_no.slice(-4),
    bank_code: p.bank_code,
    bank_name: p.bank_name,
    currency: p.currency as XferCurrency,
    country: p.country,
    status: p.status,
    status_note: p.status_note,
    version: p.version,
    created_at: macauTime14(p.created_at),
  };
}

export async function payeePage(
  ctx: Ctx,
  b: { page_no: number; page_size: number; status?: string; currency?: string; mask: 'Y' | 'N' },
) {
  const r = await selectPayees(ctx.db, ctx.operator.orgId, {
    status: b.status,
    currency: b.currency,
    limit: b.page_size,
    offset: (b.page_no - 1) * b.page_size,
  });
  return { rows: r.rows.map((p) => payeeRow(p, b.mask !== 'N')), total: r.total };
}

/** A payee of the caller's merchant, or SCM40401 naming the field. */
export async function payeeOf_(db: Db, merchantId: string, id: string, field = 'payee_id'): Promise<PayeeDb> {
  const p = await selectPayee(db, merchantId, id.trim());
  if (!p) throw new AppError('SCM40401', field);
  return p;
}

export async function addPayee(ctx: Ctx, b: PayeeAddReqT) {
  const account = b.account_no.replace(/[\s-]/g, '');
  if (!/^[A-Z0-9]{6,34}$/i.test(account)) throw new AppError('VAL10012', 'account_no');
  if (!/^[A-Z0-9]{3,11}$/i.test(b.bank_code.trim())) throw new AppError('VAL10012', 'bank_code');
  if (!/^[A-Z]{2}$/.test(b.country)) throw new AppError('VAL10012', 'country');
  const name = b.name.trim().replace(/\s+/g, ' ');
  if (name.length < 2) throw new AppError('VAL10012', 'name');
  const at = ctx.ports.clock.now();
  const id = await ctx.db.tx(async (tx) => {
    const id = await insertPayee(tx, {
      merchant_id: ctx.operator.orgId,
      name,
      account_no: account.toUpperCase(),
      bank_code: b.bank_code.trim().toUpperCase(),
      bank_name: b.bank_name.trim(),
      currency: b.currency,
      country: b.country,
      by: ctx.operator.id,
      at,
    });
    await recordAudit(ctx, { action: 'xfer_payee_add', target: id }, tx);
    return id;
  });
  return payeeRow(await payeeOf_(ctx.db, ctx.operator.orgId, id), true);
}

/**
 * Verifies a payee's name against the bank's record. The local rule stands in for the bank's name check:
 * the name must be in the script the payee's bank keeps (Chinese characters for a CNY or mainland payee).
 */
export async function verifyPayee(ctx: Ctx, payeeId: string) {
  const p = await payeeOf_(ctx.db, ctx.operator.orgId, payeeId);
  const ok = nameFitsScript(p.name, p.country, p.currency);
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    await setPayeeStatus(tx, p.id, ok ? 'VERIFIED' : 'MISMATCH', ok ? '' : 'XBR10005', at);
    await recordAudit(ctx, { action: 'xfer_payee_verify', target: p.id, ok, detail: { ok } }, tx);
  });
  return payeeRow(await payeeOf_(ctx.db, ctx.operator.orgId, p.id), true);
}

// ---- rates and calendar ----

export function currencyList() {
  return {
    rows: XFER_CURRENCIES.map((c) => ({
      currency: c,
      name_zh: CURRENCIES[c].zh,
      name_en: CURRENCIES[c].en,
      decimals: CURRENCIES[c].decimals,
      country: CURRENCIES[c].country,
    })),
  };
}

export async function rateQuery(ctx: Ctx, currency: XferCurrency) {
  const ref = await ctx.ports.rates.reference(currency, ctx.ports.clock.now());
  if (!ref) throw new AppError('XBR10002', 'currency');
  const margin = CURRENCIES[currency].marginBp;
  return {
    currency,
    reference_rate: rateText(ref.micro),
    source: ref.source,
    rate_time: macauTime14(ref.at),
    indicative_rate: rateText(withMargin(ref.micro, margin)),
    margin_bp: margin,
  };
}

export function calendar(ctx: Ctx, currency: XferCurrency): z.infer<typeof CalendarRes> {
  const now = ctx.ports.clock.now();
  const c = CURRENCIES[currency];
  const d = datesOf(now, c.country, c.cnaps || currency === 'HKD');
  return {
    today: d.today,
    cut_off: CUT_OFF_HHMM,
    cut_off_passed: d.cutOffPassed,
    value_date: d.valueDate,
    arrival_date: d.arrivalDate,
    holidays: holidaysFrom(d.today, c.country),
  };
}

// ---- quote ----

export function quoteAnswer(q: QuoteDb, now: Date): QuoteResT {
  const c = q.currency as XferCurrency;
  const fees = JSON.parse(q.fees) as QuoteResT['fees'];
  const pay = Number(q.pay_amount);
  const feeTotal = Number(q.fee_total);
  return {
    rate_token: q.rate_token,
    payee_id: q.payee_id,
    payee_version: q.payee_version,
    currency: c,
    decimals: CURRENCIES[c].decimals,
    rate: rateText(BigInt(q.rate_micro)),
    reference_rate: rateText(BigInt(q.ref_rate_micro)),
    reference_source: q.ref_source,
    reference_time: macauTime14(q.ref_at),
    margin_bp: q.margin_bp,
    pay_amount: pay,
    fees,
    fee_total: feeTotal,
    total_pay: pay + feeTotal,
    payee_amount: Number(q.payee_amount),
    value_date: q.value_date,
    arrival_date: q.arrival_date,
    expires_at: macauTime14(q.expires_at),
    expires_at_ms: q.expires_at.getTime(),
    server_time_ms: now.getTime(),
    lock_seconds: Math.round((q.expires_at.getTime() - q.created_at.getTime()) / 1000),
  };
}

/** A payable payee: the caller's, verified (XBR10007). */
export async function payablePayee(db: Db, merchantId: string, payeeId: string) {
  const p = await payeeOf_(db, merchantId, payeeId);
  if (p.status !== 'VERIFIED')
    throw new AppError(p.status === 'MISMATCH' ? 'XBR10005' : 'XBR10007', 'payee_id');
  if (!isCurrency(p.currency)) throw new AppError('XBR10002', 'payee_id');
  return p;
}

/**
 * trade/oversease/amtCalculate: a quote locked for the configured minutes. A re-quote of the same flow
 * (client_key) replaces its live quote; at most 5 live quotes per merchant (XBR10008). No rate: T31624
 * (the spec's dialog, no data).
 */
export async function quote(ctx: Ctx, b: QuoteReqT): Promise<QuoteResT> {
  const merchantId = ctx.operator.orgId;
  const payee = await payablePayee(ctx.db, merchantId, b.payee_id);
  const currency = payee.currency as XferCurrency;
  const c = CURRENCIES[currency];
  const typed = parseMinor(b.amount, b.amount_side === 'PAY' ? 2 : c.decimals);
  const now = ctx.ports.clock.now();
  const ref = await ctx.ports.rates.reference(currency, now);
  if (!ref) {
    throw new CbError('T31624', {
      zh: '暫時無法取得匯率及手續費，請稍後再試',
      en: 'The rate and fees cannot be calculated right now. Please try again later.',
    });
  }
  const rate = withMargin(ref.micro, c.marginBp);
  const pay = b.amount_side === 'PAY' ? typed : payOf(typed, rate, c.decimals);
  const payee_amount = b.amount_side === 'PAY' ? payeeOf(typed, rate, c.decimals) : typed;
  if (payee_amount <= 0n) throw new AppError('VAL10012', 'amount');
  if (pay > BigInt(LIMITS.perTransfer)) throw new AppError('XBR10003', 'amount');
  const fees = feesOf(pay, currency);
  const feeTotal = fees.reduce((s, f) => s + f.amount, 0);
  const dates = datesOf(now, c.country, c.cnaps || currency === 'HKD');
  const lockMs = ctx.config.xferQuoteLockMin * 60_000;
  const key = b.client_key;
  const row: Omit<QuoteDb, 'id' | 'used_at'> = {
    merchant_id: merchantId,
    rate_token: newFormId(),
    client_key: key,
    payee_id: payee.id,
    payee_version: payee.version,
    currency,
    rate_micro: String(rate),
    ref_rate_micro: String(ref.micro),
    ref_source: ref.source,
    ref_at: ref.at,
    margin_bp: c.marginBp,
    pay_amount: String(pay),
    fees: JSON.stringify(fees),
    fee_total: String(feeTotal),
    payee_amount: String(payee_amount),
    value_date: dates.valueDate,
    arrival_date: dates.arrivalDate,
    created_at: now,
    expires_at: new Date(now.getTime() + lockMs),
  };
  await ctx.db.tx(async (tx) => {
    const live = await retireAndCountLive(tx, merchantId, key, now);
    if (live >= LIMITS.liveQuotes) throw new AppError('XBR10008');
    await insertQuote(tx, row);
  });
  return quoteAnswer({ ...row, id: '', used_at: null }, now);
}

// ---- the code and the password bound to one transfer ----

export interface Binding {
  client_key: string;
  rate_token: string;
  payee_id: string;
  pay_amount: number;
  payee_amount: number;
}

export const bindHash = (b: Binding, payeeVersion: number) =>
  createHash('sha256')
    .update([b.client_key, b.rate_token, b.payee_id, payeeVersion, b.pay_amount, b.payee_amount].join('|'))
    .digest('hex');

/**
 * The quote a confirmation is for, checked against the body: the caller's (SCM40401), this flow's and
 * unused (XBR10010: a replayed rate token), live (XBR10001), for these amounts (XBR10009) and for the
 * payee as it is now (XBR10017 when it changed elsewhere).
 */
export async function boundQuote(db: Db, merchantId: string, b: Binding, now: Date) {
  const q = await selectQuote(db, merchantId, b.rate_token.trim());
  if (!q) throw new AppError('SCM40401', 'rate_token');
  if (q.used_at || q.client_key !== b.client_key) throw new AppError('XBR10010', 'rate_token');
  if (q.expires_at.getTime() <= now.getTime()) throw new AppError('XBR10001', 'rate_token');
  if (
    q.payee_id !== b.payee_id.trim() ||
    Number(q.pay_amount) !== b.pay_amount ||
    Number(q.payee_amount) !== b.payee_amount
  )
    throw new AppError('XBR10009', 'pay_amount');
  const payee = await payablePayee(db, merchantId, q.payee_id);
  if (payee.version !== q.payee_version) throw new AppError('XBR10017', 'payee_id');
  return { quote: q, payee };
}

export async function sendTransferCode(ctx: Ctx, b: Binding) {
  const now = ctx.ports.clock.now();
  const { quote: q, payee } = await boundQuote(ctx.db, ctx.operator.orgId, b, now);
  const total = Number(q.pay_amount) + Number(q.fee_total);
  const sent = await sendOperatorCode(ctx, ctx.operator, 'xfer', null, (code) =>
    transferCodeText(ctx.lang, code, `MOP ${formatCents(total)}`, payee.account_no.slice(-4)),
  );
  await insertBinding(ctx.db, {
    merchantId: ctx.operator.orgId,
    operatorId: ctx.operator.id,
    hash: bindHash(b, payee.version),
    rateToken: q.rate_token,
    at: now,
  });
  // Never past the quote: the code lives 5 minutes or until the quote ends, whichever comes first.
  const left = Math.max(0, Math.floor((q.expires_at.getTime() - now.getTime()) / 1000));
  return { ...sent, expires_in: Math.min(sent.expires_in, left) };
}

/** The operator's newest transfer code was sent for this very transfer (XBR10009 otherwise). */
export async function checkBinding(db: Db, operatorId: string, b: Binding, payeeVersion: number) {
  const sentFor = await latestBinding(db, operatorId);
  if (!sentFor) throw new AppError('ACC10005', 'sms_code');
  if (sentFor !== bindHash(b, payeeVersion)) throw new AppError('XBR10009', 'sms_code');
}

export async function validCode(ctx: Ctx, b: Binding & { sms_code: string }) {
  const now = ctx.ports.clock.now();
  const { payee } = await boundQuote(ctx.db, ctx.operator.orgId, b, now);
  await checkBinding(ctx.db, ctx.operator.id, b, payee.version);
  await claimOperatorCode(ctx, ctx.operator, 'xfer', b.sms_code.trim());
  return { ok: true };
}

export async function checkPayPass(ctx: Ctx, password: string) {
  if (password === '') throw new AppError('VAL10036', 'pay_password');
  try {
    await verifyPayPassword(ctx, ctx.operator, password);
  } catch (e) {
    if (e instanceof AppError) {
      await recordAudit(ctx, {
        action: 'xfer_submit',
        ok: false,
        detail: { reason: 'pay_password', code: e.code },
      });
      throw new AppError(e.code, 'pay_password');
    }
    throw e;
  }
  return { ok: true };
}

export const todayOf = (at: Date) => todayYmd(at);
