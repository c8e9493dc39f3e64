import { maskCard, parseAmountInput, todayYmd } from '@mp/core';
import type { FundOrderResT, RechargeReqT, WithdrawReqT } from '@mp/core/schemas/accounts';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { once } from '../../idempotency/index.ts';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Logger } from '../../kernel/log.ts';
import type { BankTransferResult, Ports } from '../../kernel/ports.ts';
import { recordAudit } from '../audit/index.ts';
import { type MoveCall, sendOperatorCode } from '../security/index.ts';
import { selectApprovalRules } from './approval-queries.ts';
import { selectSettleAccount } from './balance-queries.ts';
import {
  type FundOrderDbRow,
  finishFundOrder,
  insertFundOrder,
  nextFundOrderNo,
  selectFundOrder,
  selectFundOrderPage,
  selectOpenFundOrders,
} from './fund-queries.ts';
import { book } from './ledger.ts';
import { orgBalance } from './service.ts';
import { withdrawalRule } from './withdrawal-rule.ts';

/**
 * Recharges and withdrawals (on the balance page, 31): money between the provider and the merchant's
 * settlement (bank) account, through the bank port. Each is confirmed by the operator's payment password
 * and an SMS code, and is idempotent by the page's client key. A withdrawal holds its amount at once
 * (WITHDRAW_FREEZE, never over the available balance); the bank's answer books WITHDRAW or
 * WITHDRAW_RELEASE. A recharge is booked (RECHARGE) only when the bank confirms the collection.
 */

export type FundKind = 'WITHDRAW' | 'RECHARGE';
export const FUND_MIN_CENTS = 100;
export const FUND_MAX_CENTS = 500_000_000;
/** The one bank code of the settlement account (the only account a merchant may move money with). */
export const SETTLE_BANK_CODE = 'SETTLE';

export interface FundDeps {
  db: Db;
  ports: Pick<Ports, 'bank' | 'clock'>;
  log: Logger;
}

export function toFundOrderRow(r: FundOrderDbRow): FundOrderResT {
  return {
    order_no: r.order_no,
    kind: r.kind,
    amount: Number(r.amount),
    status: r.status,
    approval: r.approval,
    bank_name: r.bank_name,
    account_no: maskCard(r.account_no),
    oper_login_name: r.oper_login_name ?? '',
    fail_reason: r.fail_reason,
    created_at: macauTime14(r.created_at),
    finished_at: macauTime14(r.finished_at),
  };
}

/** The amount as typed (spec point 5), in cents within the order limits; each refusal names `amount`. */
export function fundAmountCents(text: string): number {
  const parsed = parseAmountInput(text.trim());
  if (!parsed.ok) throw new AppError(parsed.code, 'amount');
  const cents = Number(parsed.cents);
  if (cents === 0) throw new AppError('VAL10012', 'amount');
  if (cents < FUND_MIN_CENTS || cents > FUND_MAX_CENTS) throw new AppError('ACC10006', 'amount');
  return cents;
}

export interface PlaceFundOrder {
  kind: FundKind;
  merchantId: string;
  operatorId: string | null;
  amount: number;
  clientKey: string;
  hash: string;
  bankCode: string;
  remark: string;
  account: { bankName: string; accountNo: string; accountName: string };
  /** WAITING: a second operator must approve before it goes to the bank (approval rules); a function is
   * asked inside the order's transaction (it may refuse: ACC10002). */
  approval: 'NONE' | 'WAITING' | ((tx: Db) => Promise<'NONE' | 'WAITING'>);
  at: Date;
  /** More work in the same transaction (spending the SMS code, the audit row). */
  also?: (tx: Db, orderNo: string) => Promise<void>;
}

/** Whose client keys a fund order's are (idempotency/): per merchant and kind. */
export const fundScope = (kind: FundKind, merchantId: string) => `fund:${kind}:${merchantId}`;

/**
 * Accepts an order once per (merchant, kind, client key), in one transaction: a withdrawal's hold
 * (refused with ACC10001 when the available balance is short, then nothing is written), the order row
 * and `also`. The same key with the same request answers the first order; with another SCM40900.
 */
export async function placeFundOrder(
  db: Db,
  p: PlaceFundOrder,
): Promise<{ orderNo: string; replayed: boolean }> {
  const req = { scope: fundScope(p.kind, p.merchantId), key: p.clientKey, hash: p.hash, at: p.at };
  const made = await once(db, req, (tx) => writeFundOrder(tx, p));
  return { orderNo: made.answer.order_no, replayed: made.replayed };
}

/** The order's writes, in the caller's transaction (placeFundOrder, or the money move of the calls). */
async function writeFundOrder(tx: Db, p: PlaceFundOrder): Promise<{ order_no: string }> {
  const approval = typeof p.approval === 'function' ? await p.approval(tx) : p.approval;
  const orderNo = await nextFundOrderNo(tx, p.kind, todayYmd(p.at));
  if (p.kind === 'WITHDRAW') {
    await book(tx, {
      type: 'WITHDRAW_FREEZE',
      org: { kind: 'merchant', id: p.merchantId },
      amount: p.amount,
      ref: orderNo,
      at: p.at,
      operatorId: p.operatorId,
    });
  }
  await insertFundOrder(tx, {
    orderNo,
    kind: p.kind,
    merchantId: p.merchantId,
    amount: p.amount,
    status: approval === 'WAITING' ? 'INIT' : 'PROCESSING',
    approval,
    bankCode: p.bankCode,
    bankName: p.account.bankName,
    accountNo: p.account.accountNo,
    accountName: p.account.accountName,
    operatorId: p.operatorId,
    clientKey: p.clientKey,
    requestHash: p.hash,
    remark: p.remark,
    at: p.at,
  });
  await p.also?.(tx, orderNo);
  return { order_no: orderNo };
}

/**
 * Applies the bank's answer to an order at the bank, once (a second answer finds it ended): a withdrawal
 * leaves (WITHDRAW) or is available again (WITHDRAW_RELEASE); a recharge is credited (RECHARGE) or not.
 */
export async function completeFundOrder(
  db: Db,
  orderNo: string,
  answer: BankTransferResult,
  now: Date,
): Promise<boolean> {
  return db.tx(async (tx) => {
    const ok = answer.status === 'SUCCESS';
    const o = await finishFundOrder(tx, orderNo, {
      status: ok ? 'PAYOUT_SUCCESS' : 'FAILURE',
      bankRef: answer.bankRef,
      reason: answer.reason,
      at: now,
    });
    if (!o) return false;
    const org = { kind: 'merchant' as const, id: o.merchant_id };
    const amount = Number(o.amount);
    if (o.kind === 'WITHDRAW')
      await book(tx, { type: ok ? 'WITHDRAW' : 'WITHDRAW_RELEASE', org, amount, ref: orderNo, at: now });
    else if (ok)
      await book(tx, { type: 'RECHARGE', org, amount, ref: orderNo, at: now, operatorId: o.operator_id });
    return true;
  });
}

/**
 * Sends a PROCESSING order to the bank and applies the answer when it comes, after the request that
 * made it has been answered. A failure is logged; the order stays PROCESSING and is sent again at the
 * next start (the bank treats the same order number as the same transfer).
 */
export function submitFundOrder(deps: FundDeps, orderNo: string): Promise<void> {
  return (async () => {
    const o = await selectFundOrder(deps.db, { orderNo });
    if (o?.status !== 'PROCESSING') return;
    const answer = await deps.ports.bank.transfer({
      orderNo,
      kind: o.kind === 'WITHDRAW' ? 'PAYOUT' : 'COLLECT',
      amount: Number(o.amount),
      currency: 'MOP',
      account: { bankName: o.bank_name, accountNo: o.account_no, accountName: o.account_name },
    });
    await completeFundOrder(deps.db, orderNo, answer, deps.ports.clock.now());
  })().catch((e) => deps.log.error({ err: e, orderNo }, 'fund order completion failed'));
}

/** At start: every order still at the bank is asked again (answers were lost with the previous process). */
export async function resumeFundOrders(deps: FundDeps): Promise<number> {
  const open = await selectOpenFundOrders(deps.db);
  for (const o of open) void submitFundOrder(deps, o.order_no);
  return open.length;
}

// ---- The calls -------------------------------------------------------------------------------

const SCENE = { WITHDRAW: 'withdraw', RECHARGE: 'recharge' } as const;
const ACTION = { WITHDRAW: 'withdraw', RECHARGE: 'recharge' } as const;

async function settleAccountOf(ctx: CallContext, merchantId: string) {
  const a = await selectSettleAccount(ctx.db, merchantId);
  if (!a?.account_no) throw new AppError('ACC10007');
  return { bankName: a.bank_name, accountNo: a.account_no, accountName: a.account_name };
}

export async function sendFundCode(ctx: SignedInContext, kind: FundKind) {
  const op = ctx.operator;
  return sendOperatorCode(ctx, op, SCENE[kind]);
}

/**
 * A recharge or a withdrawal, a confirmed money move of its contract (security/money-move.ts). Checks in
 * order: the client key (a 32-character form id), the amount (spec point 5 and the order limits), the
 * settlement account; a repeat of a used key is answered after the payment password, without a new SMS
 * code; otherwise the payment password (wrong ones counted and audited, locked after 5), the SMS code
 * (one try spent; used up only when the order is written), then the order. Nothing is booked when any
 * check fails.
 */
async function fundOrder(
  ctx: SignedInContext,
  move: MoveCall,
  kind: FundKind,
  body: { amount: string },
  extra: { bankCode: string; remark: string },
): Promise<FundOrderResT> {
  const op = ctx.operator;
  const merchantId = op.orgId;
  const clientKey = move.checkKey();
  const amount = fundAmountCents(body.amount);
  const account = await settleAccountOf(ctx, merchantId);
  return move.run({
    scope: fundScope(kind, merchantId),
    hash: [kind, String(amount), extra.bankCode, extra.remark],
    confirm: { audit: { action: ACTION[kind] }, scene: SCENE[kind] },
    work: (tx, at, hash) =>
      writeFundOrder(tx, {
        kind,
        merchantId,
        operatorId: op.id,
        amount,
        clientKey,
        hash,
        bankCode: extra.bankCode,
        remark: extra.remark,
        account,
        approval: kind === 'WITHDRAW' ? (t) => withdrawalRule(t, op, amount, at) : 'NONE',
        at,
        also: (t, orderNo) =>
          recordAudit(ctx, { action: ACTION[kind], target: orderNo, detail: { amount } }, t),
      }),
    answer: async (made, replayed) => {
      const answer = await current(ctx, made.order_no);
      if (!replayed && answer.status === 'PROCESSING') void submitFundOrder(ctx, made.order_no);
      return answer;
    },
  });
}

async function current(ctx: CallContext, orderNo: string): Promise<FundOrderResT> {
  const o = await selectFundOrder(ctx.db, { orderNo });
  if (!o) throw new AppError('SCM40401');
  return toFundOrderRow(o);
}

export function withdrawFunds(
  ctx: SignedInContext,
  body: WithdrawReqT,
  move: MoveCall,
): Promise<FundOrderResT> {
  return fundOrder(ctx, move, 'WITHDRAW', body, {
    bankCode: SETTLE_BANK_CODE,
    remark: (body.remark ?? '').trim(),
  });
}

export function rechargeFunds(
  ctx: SignedInContext,
  body: RechargeReqT,
  move: MoveCall,
): Promise<FundOrderResT> {
  if (body.bank_code.trim() !== SETTLE_BANK_CODE) throw new AppError('VAL10037', 'bank_code');
  return fundOrder(ctx, move, 'RECHARGE', body, { bankCode: SETTLE_BANK_CODE, remark: '' });
}

export async function bankList(ctx: SignedInContext) {
  const op = ctx.operator;
  const a = await selectSettleAccount(ctx.db, op.orgId);
  return {
    banks: a?.account_no
      ? [{ bank_code: SETTLE_BANK_CODE, bank_name: a.bank_name, account_no: maskCard(a.account_no) }]
      : [],
  };
}

export async function rechargePrompt(ctx: CallContext) {
  return {
    min_amount: FUND_MIN_CENTS,
    max_amount: FUND_MAX_CENTS,
    prompt:
      ctx.lang === 'en'
        ? 'The amount is collected from your settlement account and credited to your balance when the bank confirms it, usually within minutes.'
        : '充值金額將從您的結算賬戶扣款，銀行確認後記入賬戶餘額，一般數分鐘內完成。',
  };
}

export async function accountInfo(ctx: SignedInContext) {
  const op = ctx.operator;
  const [b, a, rules] = await Promise.all([
    orgBalance(ctx.db, 'merchant', op.orgId),
    selectSettleAccount(ctx.db, op.orgId),
    selectApprovalRules(ctx.db, op.orgId),
  ]);
  return {
    available: b.available,
    frozen: b.frozen,
    min_amount: FUND_MIN_CENTS,
    max_amount: FUND_MAX_CENTS,
    settle_account: a?.account_no
      ? { bank_name: a.bank_name, account_name: a.account_name, account_no: maskCard(a.account_no) }
      : null,
    approval_above: rules?.withdraw_above ? Number(rules.withdraw_above) : null,
  };
}

export async function fundOrderList(
  ctx: SignedInContext,
  body: { kind?: FundKind | ''; page_no: number; page_size: number },
) {
  const op = ctx.operator;
  const rows = await selectFundOrderPage(
    ctx.db,
    op.orgId,
    body.kind || undefined,
    body.page_size,
    (body.page_no - 1) * body.page_size,
  );
  return { page_no: body.page_no, page_size: body.page_size, rows: rows.map(toFundOrderRow) };
}
