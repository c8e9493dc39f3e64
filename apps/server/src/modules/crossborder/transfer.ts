import { randomUUID } from 'node:crypto';
import type { XferStatus } from '@mp/core';
import { maskCard } from '@mp/core';
import { valueDateHolds } from '@mp/core/calendar';
import type { ApplyReqT, XferCurrency, XferRowT } from '@mp/core/schemas/crossborder';
import { macauTime14, startOfYmd, todayYmd } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { book, type EntryType, Overdraft, rulesOf } from '../accounts/index.ts';
import { insertAudit, recordAudit } from '../audit/index.ts';
import type { MoveCall } from '../security/index.ts';
import { evidenceRow } from './evidence-files.ts';
import { CURRENCIES, LIMITS, rateText } from './money.ts';
import {
  attachEvidence,
  insertEvent,
  insertTransfer,
  markQuoteUsed,
  returnToOrders,
  selectEvents,
  selectOrder,
  selectQuote,
  selectTransfer,
  selectTransferEvidence,
  selectTransfers,
  selectWaitingTransfers,
  sumOfDay,
  takeFromOrder,
  updateTransferState,
  type XferDb,
} from './queries.ts';
import { boundQuote, checkBinding } from './service.ts';

/**
 * The transfer after its confirmation (issue 26 point 5): submitted through the kit's confirmed money
 * move (idempotent by the formId = client_key), the total held in the ledger (XFER_HOLD), then a state
 * machine that never goes backwards: a late event for an earlier state is recorded nowhere and moves
 * nothing. Each state names who holds the transfer (holder), why (status_note) and by when (expected_date).
 */

/** Allowed moves; anything else is XBR10018, or ignored when it is a late event for an earlier state. */
const NEXT: Record<XferStatus, readonly XferStatus[]> = {
  INIT: ['SUBMITTED'],
  SUBMITTED: ['AWAITING_APPROVAL', 'IN_REVIEW', 'PROCESSING', 'CANCELLED'],
  AWAITING_APPROVAL: ['IN_REVIEW', 'PROCESSING', 'REJECTED', 'CANCELLED'],
  IN_REVIEW: ['PROCESSING', 'REJECTED', 'CANCELLED', 'DOCS_REQUESTED'],
  // The reviewer asked for documents: the merchant uploads them and sends it back to review (or cancels).
  DOCS_REQUESTED: ['IN_REVIEW', 'CANCELLED'],
  PROCESSING: ['SENT', 'REJECTED'],
  SENT: ['CREDITED', 'RETURNED'],
  CREDITED: [],
  REJECTED: [],
  CANCELLED: [],
  RETURNED: ['REFUNDED'],
  REFUNDED: [],
};
const RANK: Record<XferStatus, number> = {
  INIT: 0,
  SUBMITTED: 1,
  AWAITING_APPROVAL: 2,
  IN_REVIEW: 3,
  // The same rank as IN_REVIEW: the two alternate while documents are asked for and sent back.
  DOCS_REQUESTED: 3,
  PROCESSING: 4,
  SENT: 5,
  CREDITED: 6,
  REJECTED: 6,
  CANCELLED: 6,
  RETURNED: 7,
  REFUNDED: 8,
};
/** Who holds a transfer in each state (the portal names them). */
const HOLDER: Record<XferStatus, string> = {
  INIT: 'PORTAL',
  SUBMITTED: 'PROVIDER',
  AWAITING_APPROVAL: 'OPERATOR',
  IN_REVIEW: 'REVIEW',
  DOCS_REQUESTED: 'MERCHANT',
  PROCESSING: 'PROVIDER',
  SENT: 'PAYEE_BANK',
  CREDITED: 'NONE',
  REJECTED: 'NONE',
  CANCELLED: 'NONE',
  RETURNED: 'PROVIDER',
  REFUNDED: 'NONE',
};
export const CANCELLABLE: readonly XferStatus[] = [
  'SUBMITTED',
  'AWAITING_APPROVAL',
  'IN_REVIEW',
  'DOCS_REQUESTED',
];

export function xferRow(t: XferDb, mask: boolean): XferRowT {
  const c = t.currency as XferCurrency;
  return {
    transfer_no: t.transfer_no,
    form_id: t.form_id,
    status: t.status as XferStatus,
    holder: t.holder,
    status_note: t.status_note,
    expected_date: t.expected_date,
    payee_name: t.payee_name,
    payee_account: mask ? maskCard(t.payee_account_no) : t.payee_account_no,
    payee_bank: t.payee_bank,
    currency: c,
    decimals: CURRENCIES[c]?.decimals ?? 2,
    rate: rateText(BigInt(t.rate_micro)),
    pay_amount: Number(t.pay_amount),
    fee_total: Number(t.fee_total),
    total_pay: Number(t.total_pay),
    payee_amount: Number(t.payee_amount),
    value_date: t.value_date,
    uetr: t.uetr,
    created_at: macauTime14(t.created_at),
  };
}

/** Whether `viewerId` may decide the transfer: it awaits approval and they did not submit it. */
const mayApprove = (t: XferDb, viewerId: string) =>
  t.status === 'AWAITING_APPROVAL' && t.operator_id !== viewerId;

export async function xferDetail(db: Db, t: XferDb, mask: boolean, viewerId: string) {
  const events = await selectEvents(db, t.id);
  const files = await selectTransferEvidence(db, t);
  return {
    ...xferRow(t, mask),
    reference_rate: rateText(BigInt(t.ref_rate_micro)),
    reference_source: t.ref_source,
    margin_bp: t.margin_bp,
    fees: JSON.parse(t.fees),
    purpose: t.purpose,
    goods_name: t.goods_name,
    trans_type: t.trans_type,
    remark: t.remark,
    events: events.map((e) => ({
      status: e.status as XferStatus,
      at: macauTime14(e.at),
      holder: e.holder,
      note: e.note,
    })),
    may_cancel: CANCELLABLE.includes(t.status as XferStatus),
    may_approve: mayApprove(t, viewerId),
    submitted_by: t.submitted_by,
    approved_by: t.approved_by,
    files: files.map(evidenceRow),
  };
}

/** What a move to `to` books, in MOP cents. */
function moneyOf(t: XferDb, to: XferStatus): { type: EntryType; amount: number }[] {
  const pay = Number(t.pay_amount);
  const fee = Number(t.fee_total);
  switch (to) {
    case 'REJECTED':
    case 'CANCELLED':
      return [{ type: 'XFER_RELEASE', amount: pay + fee }];
    case 'SENT':
      return [
        { type: 'XFER_OUT', amount: pay },
        ...(fee > 0 ? [{ type: 'XFER_FEE' as const, amount: fee }] : []),
      ];
    case 'REFUNDED':
      return [{ type: 'XFER_REFUND', amount: pay }];
    default:
      return [];
  }
}

export interface MoveInput {
  to: XferStatus;
  note: string;
  actor: string;
  at: Date;
  /** The date the next step is expected (the arrival date once sent). */
  expected?: string;
  approver?: string;
}

/**
 * Moves a transfer to `to` in the caller's transaction, booking its money. A late event (the transfer is
 * already at or past `to`'s rank) is ignored: 'late'. A move the machine does not allow: XBR10018.
 */
export async function moveTransfer(db: Db, transferNo: string, m: MoveInput): Promise<'moved' | 'late'> {
  return db.tx(async (tx) => {
    const t = await selectTransfer(tx, { transferNo }, true);
    if (!t) throw new AppError('SCM40401', 'transfer_no');
    const from = t.status as XferStatus;
    if (!NEXT[from].includes(m.to)) {
      if (RANK[m.to] <= RANK[from]) return 'late';
      throw new AppError('XBR10018', 'transfer_no');
    }
    const org = { kind: 'merchant' as const, id: t.merchant_id };
    for (const e of moneyOf(t, m.to)) await book(tx, { ...e, org, ref: t.transfer_no, at: m.at });
    if (m.to === 'REJECTED' || m.to === 'CANCELLED') await returnToOrders(tx, t.id);
    const uetr = m.to === 'SENT' ? randomUUID() : undefined;
    const expected = m.expected ?? (m.to === 'SENT' || m.to === 'PROCESSING' ? t.arrival_date : '');
    await updateTransferState(tx, t.id, {
      status: m.to,
      holder: HOLDER[m.to],
      note: m.note,
      expected,
      uetr,
      at: m.at,
      approver: m.approver,
    });
    await insertEvent(tx, {
      transferId: t.id,
      status: m.to,
      holder: HOLDER[m.to],
      note: m.note,
      actor: m.actor,
      at: m.at,
    });
    await insertAudit(tx, {
      at: m.at,
      operatorId: null,
      loginName: m.actor,
      orgKind: 'merchant',
      orgId: t.merchant_id,
      action: 'xfer_review',
      target: t.transfer_no,
      ok: true,
      ip: '',
      detail: { from, to: m.to },
    });
    return 'moved';
  });
}

/**
 * Where a transfer goes once no approval holds it, with its status note: the review kit when it carries
 * trade orders (DOCUMENTS) or is large (AMOUNT_REVIEW), else processing. The submit asks it when the
 * transfer is under the approval threshold, the approver's APPROVE when it was above: one rule for both.
 */
export function onward(pay: number, needsDocs: boolean): { to: 'IN_REVIEW' | 'PROCESSING'; note: string } {
  if (needsDocs) return { to: 'IN_REVIEW', note: 'DOCUMENTS' };
  if (pay >= LIMITS.reviewFrom) return { to: 'IN_REVIEW', note: 'AMOUNT_REVIEW' };
  return { to: 'PROCESSING', note: '' };
}

const applyHash = (b: ApplyReqT) => [
  b.rate_token.trim(),
  b.payee_id.trim(),
  String(b.pay_amount),
  String(b.payee_amount),
  b.trans_type,
  b.goods_name.trim(),
  b.purpose.trim(),
  b.remark.trim(),
  JSON.stringify(b.orders.map((o) => [o.order_no.trim(), o.amount])),
];

/**
 * trade/transfer/out/apply. The checks before the password (a typo costs no try): the quote bound to the
 * body and live, the SMS code sent for this transfer, the cut-off, the limits, the trade orders. Then the
 * kit confirms (password, then SMS code) and the work runs once per formId: quote used, transfer written,
 * total held, orders drawn down, and the first state (approval, review or processing).
 */
export async function applyTransfer(ctx: SignedInContext, b: ApplyReqT, move: MoveCall) {
  const key = move.checkKey();
  const op = ctx.operator;
  const merchantId = op.orgId;
  const answer = async () => {
    const t = await selectTransfer(ctx.db, { merchantId, formId: key });
    if (!t) throw new AppError('SCM40401', 'client_key');
    return xferRow(t, true);
  };
  const checks = async (db: Db, now: Date) => {
    const { quote, payee } = await boundQuote(db, merchantId, b, now);
    if (!valueDateHolds(quote.value_date, now)) throw new AppError('XBR10004', 'rate_token');
    const day = todayYmd(now);
    const from = startOfYmd(day);
    const spent = await sumOfDay(db, merchantId, from, new Date(from.getTime() + 86_400_000));
    if (spent + b.pay_amount > LIMITS.perDay) throw new AppError('XBR10003', 'pay_amount');
    if (b.pay_amount >= LIMITS.docsFrom && b.orders.length === 0) throw new AppError('XBR10006', 'orders');
    if (b.orders.length > 0) {
      const covered = b.orders.reduce((s, o) => s + o.amount, 0);
      if (covered < b.pay_amount) throw new AppError('XBR10014', 'orders');
      for (const o of b.orders) {
        const row = await selectOrder(db, merchantId, o.order_no.trim());
        if (!row) throw new AppError('SCM40401', 'orders');
        // A contract order covers a transfer once its goods and logistics lines add up to its amount.
        if (!row.balanced) throw new AppError('XBR10012', 'orders');
        if (Number(row.remaining) < o.amount) throw new AppError('XBR10014', 'orders');
      }
    }
    return { quote, payee };
  };
  return move.run({
    scope: `xfer:${merchantId}`,
    hash: applyHash(b),
    confirm: { audit: { action: 'xfer_submit', target: key }, scene: 'xfer' },
    async check() {
      const { payee } = await checks(ctx.db, ctx.ports.clock.now());
      await checkBinding(ctx.db, op.id, b, payee.version);
    },
    async work(tx, at) {
      const { quote, payee } = await checks(tx, at);
      const locked = await selectQuote(tx, merchantId, quote.rate_token, true);
      if (!locked || !(await markQuoteUsed(tx, locked.id, at))) throw new AppError('XBR10010', 'rate_token');
      const pay = Number(quote.pay_amount);
      const fee = Number(quote.fee_total);
      const total = pay + fee;
      const rules = await rulesOf(tx, merchantId);
      const needsApproval = rules.withdraw_above !== null && total > rules.withdraw_above;
      const { to: first, note }: { to: XferStatus; note: string } = needsApproval
        ? { to: 'AWAITING_APPROVAL', note: 'APPROVAL_THRESHOLD' }
        : onward(pay, b.orders.length > 0);
      const { id, transfer_no } = await insertTransfer(tx, {
        merchant_id: merchantId,
        form_id: key,
        rate_token: quote.rate_token,
        payee_id: payee.id,
        payee_name: payee.name,
        payee_account_no: payee.account_no,
        payee_bank: `${payee.bank_name} (${payee.bank_code})`.trim(),
        payee_country: payee.country,
        currency: quote.currency,
        rate_micro: quote.rate_micro,
        ref_rate_micro: quote.ref_rate_micro,
        ref_source: quote.ref_source,
        margin_bp: quote.margin_bp,
        pay_amount: quote.pay_amount,
        fees: quote.fees,
        fee_total: quote.fee_total,
        total_pay: String(total),
        payee_amount: quote.payee_amount,
        value_date: quote.value_date,
        arrival_date: quote.arrival_date,
        trans_type: b.trans_type,
        goods_name: b.goods_name.trim(),
        purpose: b.purpose.trim(),
        remark: b.remark.trim(),
        status: first,
        holder: HOLDER[first],
        status_note: note,
        expected_date: first === 'PROCESSING' ? quote.arrival_date : quote.value_date,
        needs_docs: b.orders.length > 0,
        operator_id: op.id,
        at,
        ymd: todayYmd(at),
      });
      try {
        await book(tx, {
          type: 'XFER_HOLD',
          org: { kind: 'merchant', id: merchantId },
          amount: total,
          ref: transfer_no,
          at,
          operatorId: op.id,
        });
      } catch (e) {
        if (e instanceof Overdraft) throw new AppError('ACC10001', 'pay_amount');
        throw e;
      }
      for (const o of b.orders) {
        if (!(await takeFromOrder(tx, merchantId, o.order_no.trim(), o.amount, id)))
          throw new AppError('XBR10014', 'orders');
      }
      await attachEvidence(tx, merchantId, key, id);
      await insertEvent(tx, {
        transferId: id,
        status: 'SUBMITTED',
        holder: 'PROVIDER',
        note: '',
        actor: op.loginName,
        at,
      });
      await insertEvent(tx, {
        transferId: id,
        status: first,
        holder: HOLDER[first],
        note,
        actor: op.loginName,
        at,
      });
      await recordAudit(
        ctx,
        { action: 'xfer_submit', target: transfer_no, detail: { total, status: first } },
        tx,
      );
      return { transfer_no };
    },
    answer: () => answer(),
  });
}

export async function transferPage(
  ctx: SignedInContext,
  b: {
    page_no: number;
    page_size: number;
    status?: string;
    transfer_no?: string;
    form_id?: string;
    mask: 'Y' | 'N';
  },
) {
  const r = await selectTransfers(ctx.db, ctx.operator.orgId, {
    status: b.status,
    transferNo: b.transfer_no?.trim() || undefined,
    formId: b.form_id?.trim() || undefined,
    limit: b.page_size,
    offset: (b.page_no - 1) * b.page_size,
  });
  return { rows: r.rows.map((t) => xferRow(t, b.mask !== 'N')), total: r.total };
}

export async function ownTransfer(ctx: SignedInContext, transferNo: string) {
  const t = await selectTransfer(ctx.db, { merchantId: ctx.operator.orgId, transferNo: transferNo.trim() });
  if (!t) throw new AppError('SCM40401', 'transfer_no');
  return t;
}

export async function transferDetail(ctx: SignedInContext, transferNo: string) {
  return xferDetail(ctx.db, await ownTransfer(ctx, transferNo), true, ctx.operator.id);
}

/** Cancel until processing starts (XBR10011 after); the hold released. */
export async function cancelTransfer(ctx: SignedInContext, transferNo: string) {
  const t = await ownTransfer(ctx, transferNo);
  if (!CANCELLABLE.includes(t.status as XferStatus)) throw new AppError('XBR10011', 'transfer_no');
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const r = await moveTransfer(tx, t.transfer_no, {
      to: 'CANCELLED',
      note: 'BY_MERCHANT',
      actor: ctx.operator.loginName,
      at,
    });
    if (r === 'late') throw new AppError('XBR10011', 'transfer_no');
    await recordAudit(ctx, { action: 'xfer_cancel', target: t.transfer_no }, tx);
  });
  return transferDetail(ctx, t.transfer_no);
}

/**
 * trade/transfer/approve: the second operator's decision on a transfer above the merchant's approval
 * threshold (AWAITING_APPROVAL). Any other operator of the merchant with the cross-border right (code 9)
 * decides; the submitter never (ACC10003). APPROVE moves it on as the submit would have without the
 * threshold (onward(): review when large or with orders, else processing); DECLINE rejects it: the hold
 * released, the orders given back. A transfer already decided, cancelled or moved on answers ACC10004.
 */
export async function approveTransfer(
  ctx: SignedInContext,
  b: { transfer_no: string; decision: 'APPROVE' | 'DECLINE'; reason: string },
) {
  const op = ctx.operator;
  const t = await ownTransfer(ctx, b.transfer_no);
  if (t.operator_id === op.id) throw new AppError('ACC10003', 'transfer_no');
  if (t.status !== 'AWAITING_APPROVAL') throw new AppError('ACC10004', 'transfer_no');
  const at = ctx.ports.clock.now();
  const reason = b.reason.trim().replace(/\|/g, '/');
  const { to, note }: { to: XferStatus; note: string } =
    b.decision === 'APPROVE'
      ? onward(Number(t.pay_amount), t.needs_docs)
      : { to: 'REJECTED', note: `DECLINED_BY_APPROVER${reason ? `|${reason}` : ''}`.slice(0, 200) };
  await ctx.db.tx(async (tx) => {
    // Locked, then read again: another approver (or the submitter's cancel) may have come first.
    const now = await selectTransfer(tx, { merchantId: op.orgId, transferNo: t.transfer_no }, true);
    if (now?.status !== 'AWAITING_APPROVAL') throw new AppError('ACC10004', 'transfer_no');
    await moveTransfer(tx, t.transfer_no, { to, note, actor: op.loginName, at, approver: op.id });
    await recordAudit(
      ctx,
      { action: 'xfer_approve', target: t.transfer_no, detail: { decision: b.decision, to } },
      tx,
    );
  });
  return transferDetail(ctx, t.transfer_no);
}

/**
 * trade/transfer/approvalQueue: the cross-border kind of the merchant's approval queue (the portal's
 * approvals page shows it beside the withdrawals and the refunds). Every waiting transfer of the merchant,
 * oldest first, the caller's own marked as not theirs to decide; a decision is approveTransfer's, through
 * trade/transfer/approve, whatever page it comes from.
 */
export async function transferApprovalQueue(ctx: SignedInContext) {
  const op = ctx.operator;
  const rows = await selectWaitingTransfers(ctx.db, op.orgId);
  return {
    rows: rows.map((t) => {
      const r = xferRow(t, true);
      return {
        transfer_no: r.transfer_no,
        currency: r.currency,
        decimals: r.decimals,
        total_pay: r.total_pay,
        payee_amount: r.payee_amount,
        payee_name: r.payee_name,
        oper_login_name: t.submitted_by,
        may_approve: mayApprove(t, op.id),
        created_at: r.created_at,
      };
    }),
  };
}

/**
 * trade/transfer/resubmit: the reviewer asked for documents (DOCS_REQUESTED, holder MERCHANT); once at
 * least one file was uploaded to the transfer or one of its orders since the ask (XBR10019 otherwise),
 * any operator of the merchant with the cross-border right sends it back to review (IN_REVIEW, a new item
 * of the review kit). Another state answers XBR10018.
 */
export async function resubmitTransfer(ctx: SignedInContext, transferNo: string) {
  const op = ctx.operator;
  const t = await ownTransfer(ctx, transferNo);
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const now = await selectTransfer(tx, { merchantId: op.orgId, transferNo: t.transfer_no }, true);
    if (now?.status !== 'DOCS_REQUESTED') throw new AppError('XBR10018', 'transfer_no');
    const asked = (await selectEvents(tx, now.id)).filter((e) => e.status === 'DOCS_REQUESTED').at(-1);
    const since = asked ? new Date(asked.at).getTime() : 0;
    const files = await selectTransferEvidence(tx, now);
    if (!files.some((f) => new Date(f.created_at).getTime() >= since))
      throw new AppError('XBR10019', 'transfer_no');
    await moveTransfer(tx, now.transfer_no, {
      to: 'IN_REVIEW',
      note: 'DOCUMENTS_SENT',
      actor: op.loginName,
      at,
    });
    await recordAudit(ctx, { action: 'xfer_resubmit', target: t.transfer_no }, tx);
  });
  return transferDetail(ctx, t.transfer_no);
}
