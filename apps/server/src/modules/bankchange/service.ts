import { randomInt } from 'node:crypto';
import { maskCard, parseAmountInput, todayYmd, validateSettle } from '@mp/core';
import {
  BANK_CHANGE_MAX_TRIES,
  type BankChangeRowT,
  type BankModifyReqT,
  type BankTmpModifyReqT,
  type PayConfirmReqT,
} from '@mp/core/schemas/bankchange';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { checkClientKey, isUniqueViolation } from '../../idempotency/move.ts';
import type { CallContext, Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { selectOrgSettleAccount } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { verifiedCheckNo } from '../face/index.ts';
import { referenceBank } from '../refdata/index.ts';
import type { MoveCall } from '../security/index.ts';
import { submitVerification } from './payout.ts';
import {
  type ChangeDbRow,
  type ChangeOrg,
  changeByClientKey,
  changeByNo,
  type EventDbRow,
  eventsOf,
  insertChange,
  insertEvent,
  nextChange,
  openChange,
  orgChanges,
  setFaceCheck,
  setStatus,
  tryByKey,
} from './queries.ts';

/**
 * The settlement bank-account change of a merchant or a service provider, always the caller's own
 * organisation (another organisation's change answers SCM40401, like a missing one). The old account stays
 * in force until a reviewer approves (review.ts); the verification payment goes through the bank port
 * (payout.ts). docs/decisions.md, "Settlement bank-account change".
 */

/** The verification payment: 1-99 cents (0.01-0.99 MOP), uniform. */
export const verifyAmount = (): number => randomInt(1, 100);

/** The contracts admit merchants and service providers only. */
type ChangeCtx = SignedInContext<'merchant' | 'service'>;

export function orgOf(op: Operator<'merchant' | 'service'>): ChangeOrg {
  return { kind: op.orgKind, id: op.orgId };
}

export function changeRow(c: ChangeDbRow, events: readonly EventDbRow[]): BankChangeRowT {
  return {
    change_no: c.change_no,
    status: c.status,
    bank_code: c.bank_code,
    bank_name: c.bank_name,
    account_no: maskCard(c.account_no),
    account_name: c.account_name,
    old_bank_name: c.old_bank_name,
    old_account_no: maskCard(c.old_account_no),
    old_account_name: c.old_account_name,
    pay_status: c.pay_status,
    tries_left: c.status === 'BLOCKED' ? 0 : Math.max(0, BANK_CHANGE_MAX_TRIES - c.wrong_tries),
    review_reason: c.review_reason,
    created_at: macauTime14(c.created_at),
    reviewed_at: c.reviewed_at ? macauTime14(c.reviewed_at) : '',
    history: events
      .filter((e) => String(e.change_id) === String(c.id))
      .map((e) => ({
        action: e.action as BankChangeRowT['history'][number]['action'],
        reason: e.reason,
        at: macauTime14(e.at),
      })),
  };
}

async function withHistory(db: Db, c: ChangeDbRow): Promise<BankChangeRowT> {
  return changeRow(c, await eventsOf(db, [c.id]));
}

const accountView = (a: { bank_name: string; account_no: string; account_name: string } | null) =>
  a?.account_no
    ? { bank_name: a.bank_name, account_no: maskCard(a.account_no), account_name: a.account_name }
    : null;

/**
 * The checks of a proposed account, in order: the core validators (bank chosen, holder's name, 6-30
 * digits), a bank of the reference list (ONB10005), not the number of the account in force (BNK10004;
 * the number alone: the bank names of older accounts are free text).
 */
async function checkProposal(ctx: CallContext, org: ChangeOrg, body: BankTmpModifyReqT) {
  const invalid = validateSettle(body);
  if (invalid) throw new AppError(invalid.code, invalid.field);
  const bank = await referenceBank(ctx.db, body.bank_code.trim());
  if (!bank) throw new AppError('ONB10005', 'bank_code');
  const current = await selectOrgSettleAccount(ctx.db, org);
  if (current && current.account_no === body.account_no) throw new AppError('BNK10004', 'account_no');
  return { bank, current };
}

/** openBankTmpModify: the proposal checked, nothing stored; a change already in progress is ONB10006. */
export async function checkNewAccount(ctx: ChangeCtx, body: BankTmpModifyReqT) {
  const org = orgOf(ctx.operator);
  const { bank, current } = await checkProposal(ctx, org, body);
  if (await openChange(ctx.db, org)) throw new AppError('ONB10006');
  return {
    bank_code: bank.code,
    bank_name: bank.name_zh,
    bank_name_en: bank.name_en,
    account_no: maskCard(body.account_no),
    account_name: body.account_name,
    current: accountView(current),
  };
}

/**
 * openBankModify, a confirmed money move of its contract (security/money-move.ts): checks as
 * openBankTmpModify, then the payment password; the change is written with its verification amount
 * (PAY_CHECK) and the payment leaves for the new account after the answer. The same client_key with the
 * same account answers the change it made (after the password); with another account SCM40900.
 */
export async function submitChange(
  ctx: ChangeCtx,
  body: BankModifyReqT,
  move: MoveCall,
): Promise<BankChangeRowT> {
  const op = ctx.operator;
  const org = orgOf(op);
  const proposal = {
    bank_code: body.bank_code,
    account_no: body.account_no,
    account_name: body.account_name,
  };
  let checked: Awaited<ReturnType<typeof checkProposal>> | undefined;
  try {
    return await move.run({
      scope: `bank_change:${org.kind}:${org.id}`,
      hash: [body.bank_code.trim(), body.account_no, body.account_name],
      confirm: { audit: { action: 'bank_change' }, auditUnset: true },
      // The changes made before their keys had a key row: the change row holds its client key and hash.
      legacy: async () => {
        const c = await changeByClientKey(ctx.db, org, body.client_key);
        return c ? { hash: c.request_hash, answer: { change_no: c.change_no } } : null;
      },
      check: async () => {
        checked = await checkProposal(ctx, org, proposal);
        if (await openChange(ctx.db, org)) throw new AppError('ONB10006');
        // A verified person (face check passed within the hour, or the documents submitted): FAC10004.
        await verifiedCheckNo(ctx.db, org, 'BANK_CHANGE', ctx.ports.clock.now());
      },
      work: async (tx, at, hash) => {
        if (!checked) throw new Error('the proposal is checked before the change is written');
        const { bank, current } = checked;
        const next = await nextChange(tx, todayYmd(at));
        await insertChange(tx, {
          id: next.id,
          changeNo: next.changeNo,
          org,
          old: current ?? { bank_name: '', account_no: '', account_name: '' },
          bankCode: bank.code,
          bankName: bank.name_zh,
          accountNo: body.account_no,
          accountName: body.account_name,
          amount: verifyAmount(),
          clientKey: body.client_key,
          requestHash: hash,
          operatorId: op.id,
          at,
        });
        await insertEvent(tx, { changeId: next.id, action: 'CREATED', actor: op.loginName, at });
        await setFaceCheck(tx, next.id, await verifiedCheckNo(tx, org, 'BANK_CHANGE', at));
        await recordAudit(
          ctx,
          {
            action: 'bank_change',
            target: next.changeNo,
            detail: { bank_code: bank.code, account_no: maskCard(body.account_no) },
          },
          tx,
        );
        return { change_no: next.changeNo };
      },
      answer: async (made, replayed) => {
        if (!replayed) void submitVerification(ctx, made.change_no);
        const c = await changeByNo(ctx.db, org, made.change_no);
        if (!c) throw new AppError('SCM40401');
        return withHistory(ctx.db, c);
      },
    });
  } catch (e) {
    // Two submissions at once with other keys: the open-change index lets one through.
    if (isUniqueViolation(e)) throw new AppError('ONB10006');
    throw e;
  }
}

async function ownChange(ctx: ChangeCtx, changeNo: string): Promise<{ org: ChangeOrg; c: ChangeDbRow }> {
  const org = orgOf(ctx.operator);
  const c = await changeByNo(ctx.db, org, changeNo);
  if (!c) throw new AppError('SCM40401');
  return { org, c };
}

/** queryPayStatus: where the verification payment is. */
export async function payStatus(ctx: ChangeCtx, body: { change_no: string }) {
  const { c } = await ownChange(ctx, body.change_no);
  const row = changeRow(c, []);
  return {
    change_no: c.change_no,
    status: c.status,
    pay_status: c.pay_status,
    bank_name: c.bank_name,
    account_no: row.account_no,
    tries_left: row.tries_left,
    paid_at: c.paid_at ? macauTime14(c.paid_at) : '',
  };
}

type Outcome =
  | { ok: true }
  | { ok: false; code: 'BNK10001' | 'BNK10002' | 'BNK10003' | 'BNK10005' | 'BNK10006' };

/**
 * openBankPayConfirm: the amount received. Under the change's row lock (racing confirmations wait for each
 * other, so no more than three wrong tries are ever counted): a try already made with this client_key
 * answers as it did (counted once); a payment still at the bank is BNK10003 and one that failed BNK10005
 * (neither counts); a right amount sends the change to review; a wrong one counts (BNK10001), the third
 * blocks the change (BNK10002). A change past the check answers its state again for the right amount
 * (idempotent) and BNK10006 for another. A wrong try is committed before its refusal is answered.
 */
export async function confirmAmount(ctx: ChangeCtx, body: PayConfirmReqT): Promise<BankChangeRowT> {
  const op = ctx.operator;
  const org = orgOf(op);
  checkClientKey(body.client_key);
  const parsed = parseAmountInput(body.amount.trim());
  if (!parsed.ok) throw new AppError(parsed.code, 'amount');
  const cents = Number(parsed.cents);
  const at = ctx.ports.clock.now();
  const outcome = await ctx.db.tx(async (tx): Promise<Outcome> => {
    const c = await changeByNo(tx, org, body.change_no, true);
    if (!c) throw new AppError('SCM40401');
    const right = cents === Number(c.verify_amount);
    const earlier = await tryByKey(tx, c.id, body.client_key);
    if (earlier)
      return earlier.ok
        ? { ok: true }
        : { ok: false, code: c.status === 'BLOCKED' ? 'BNK10002' : 'BNK10001' };
    if (c.status === 'BLOCKED') return { ok: false, code: 'BNK10002' };
    if (c.status === 'PAY_FAILED') return { ok: false, code: 'BNK10005' };
    if (c.status !== 'PAY_CHECK') return right ? { ok: true } : { ok: false, code: 'BNK10006' };
    if (c.pay_status === 'PROCESSING') return { ok: false, code: 'BNK10003' };
    if (c.pay_status === 'FAILURE') return { ok: false, code: 'BNK10005' };
    const audit = (ok: boolean, detail: Record<string, unknown>) =>
      recordAudit(ctx, { action: 'bank_change_confirm', target: c.change_no, ok, detail }, tx);
    if (right) {
      await setStatus(tx, c.id, { status: 'AUDITING', at });
      await insertEvent(tx, {
        changeId: c.id,
        action: 'AMOUNT_RIGHT',
        actor: op.loginName,
        clientKey: body.client_key,
        ok: true,
        at,
      });
      await audit(true, {});
      return { ok: true };
    }
    const tries = c.wrong_tries + 1;
    const blocked = tries >= BANK_CHANGE_MAX_TRIES;
    await setStatus(tx, c.id, { status: blocked ? 'BLOCKED' : 'PAY_CHECK', wrongTries: tries, at });
    await insertEvent(tx, {
      changeId: c.id,
      action: 'AMOUNT_WRONG',
      actor: op.loginName,
      clientKey: body.client_key,
      ok: false,
      at,
    });
    if (blocked) await insertEvent(tx, { changeId: c.id, action: 'BLOCKED', actor: 'system', at });
    await audit(false, { tries, blocked });
    return { ok: false, code: blocked ? 'BNK10002' : 'BNK10001' };
  });
  if (!outcome.ok) throw new AppError(outcome.code, 'amount');
  const c = await changeByNo(ctx.db, org, body.change_no);
  if (!c) throw new AppError('SCM40401');
  return withHistory(ctx.db, c);
}

/** queryBankCardCheckStatus: the account in force, the change in progress and the last 20 changes. */
export async function checkStatus(ctx: ChangeCtx) {
  const org = orgOf(ctx.operator);
  const [current, list] = await Promise.all([
    selectOrgSettleAccount(ctx.db, org),
    orgChanges(ctx.db, org, 20),
  ]);
  const events = await eventsOf(
    ctx.db,
    list.map((c) => c.id),
  );
  const rows = list.map((c) => changeRow(c, events));
  return {
    current: accountView(current),
    open: rows.find((r) => r.status === 'PAY_CHECK' || r.status === 'AUDITING') ?? null,
    list: rows,
  };
}
