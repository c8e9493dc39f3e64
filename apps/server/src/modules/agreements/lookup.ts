import { randomInt } from 'node:crypto';
import { macauTime14, todayYmd } from '@mp/core/time';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { findPayment, insertReport, lookupCounts, paymentForReport, recordLookup } from './queries.ts';

/**
 * The payer's look-up (/payQuery, /dealQuery; issue 28 point 6): a payment found by its reference, its
 * amount and its day (±1), without signing in. Only the trading name, store, time, amount, status and the
 * card's last four digits are shown. Per client address (the trusted-proxy rule's): 5 look-ups a minute,
 * 20 a day, and a captcha after 3 misses in a row. A miss reads the same whichever part was wrong, and
 * every answer takes at least MIN_ANSWER_MS, so the time tells nothing either.
 */
export const LOOKUP_PER_MINUTE = 5;
export const LOOKUP_PER_DAY = 20;
export const MISSES_BEFORE_CAPTCHA = 3;
const MIN_ANSWER_MS = 250;
const REPORT_TTL_MS = 3_600_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function dayAround(ymd: string): string[] | null {
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(4, 6));
  const d = Number(ymd.slice(6, 8));
  const at = Date.UTC(y, m - 1, d);
  const back = new Date(at);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return [-1, 0, 1].map((k) => new Date(at + k * 86_400_000).toISOString().slice(0, 10));
}

export async function lookupState(ctx: CallContext) {
  const c = await lookupCounts(ctx.db, ctx.ip, ctx.ports.clock.now());
  return { captcha: ctx.config.captcha && c.misses >= MISSES_BEFORE_CAPTCHA ? 'Y' : 'N' } as const;
}

export async function payerLookup(
  ctx: CallContext,
  body: {
    by: 'PAY' | 'DEAL';
    reference: string;
    amount: number;
    date: string;
    captcha_key?: string;
    captcha_code?: string;
  },
) {
  const started = Date.now();
  const now = ctx.ports.clock.now();
  const c = await lookupCounts(ctx.db, ctx.ip, now);
  if (c.minute >= LOOKUP_PER_MINUTE || c.day >= LOOKUP_PER_DAY) throw new AppError('LKP10002');
  if (ctx.config.captcha && c.misses >= MISSES_BEFORE_CAPTCHA) {
    if (!(await verifyCaptcha(ctx.stores.captcha, body.captcha_key, body.captcha_code))) {
      throw new AppError('LKP10003', 'captcha_code');
    }
  }
  const days = dayAround(body.date);
  const reference = body.reference.trim();
  const found =
    days && reference && body.date <= todayYmd(now)
      ? await findPayment(ctx.db, body.by, reference, body.amount, days)
      : null;
  await recordLookup(ctx.db, ctx.ip, found !== null, now);
  const wait = MIN_ANSWER_MS - (Date.now() - started);
  if (wait > 0) await sleep(wait);
  if (!found) throw new AppError('LKP10001');
  const token = await ctx.stores.oneTime.put('payer_report', found.id, REPORT_TTL_MS);
  return {
    trading_name: found.trading_name,
    store_name: found.store_name,
    paid_at: macauTime14(new Date(found.paid_at)),
    amount: Number(found.amount),
    currency: found.currency,
    status: found.result,
    card_last4: found.payer_last4,
    report_token: token,
  };
}

const REASONS = {
  NOT_RECEIVED: { zh: '已付款但商戶未確認收款', en: 'Paid, but the merchant did not see the payment' },
  WRONG_AMOUNT: { zh: '金額不符', en: 'The amount is wrong' },
  CHARGED_TWICE: { zh: '重複扣款', en: 'Charged twice' },
  NOT_MINE: { zh: '非本人交易', en: 'I did not make this payment' },
  OTHER: { zh: '其他', en: 'Other' },
} as const;

/** A payer's report about a payment the look-up found: kept, and mailed to the merchant's contact. */
export async function payerReport(
  ctx: CallContext,
  body: { report_token: string; reason: keyof typeof REASONS; message: string; contact: string },
) {
  const txnId = await ctx.stores.oneTime.take('payer_report', body.report_token);
  if (!txnId) throw new AppError('LKP10004');
  const p = await paymentForReport(ctx.db, txnId);
  if (!p) throw new AppError('LKP10004');
  const now = ctx.ports.clock.now();
  const reportNo = `PR${macauTime14(now).slice(0, 8)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const message = body.message.trim().slice(0, 500);
  const contact = body.contact.trim().slice(0, 100);
  await insertReport(ctx.db, {
    reportNo,
    txnId,
    merchantId: p.merchant_id,
    reason: body.reason,
    message,
    contact,
    ip: ctx.ip,
    at: now,
  });
  if (p.contact_email) {
    const r = REASONS[body.reason];
    const when = macauTime14(new Date(p.paid_at));
    const amount = (Number(p.amount) / 100).toFixed(2);
    await ctx.ports.mail.send(
      p.contact_email,
      `付款人問題報告 Payer report ${reportNo}`,
      [
        `${p.name}（${p.mer_no}）：付款人就交易 ${p.txn_no}（${p.store_name}，MOP ${amount}，${when}）報告問題：${r.zh}。`,
        `說明：${message || '－'}`,
        `聯絡方式：${contact || '－'}`,
        '',
        `${p.name} (${p.mer_no}): a payer reported a problem with payment ${p.txn_no} (${p.store_name}, MOP ${amount}, ${when}): ${r.en}.`,
        `Message: ${message || '-'}`,
        `Contact: ${contact || '-'}`,
      ].join('\n'),
    );
  }
  return { report_no: reportNo };
}
