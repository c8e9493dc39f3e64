import { maskCard } from '@mp/core';
import { BANK_CHANGE_STATUSES } from '@mp/core/schemas/bankchange';
import { macauTime14 } from '@mp/core/time';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { registerReviewActions, reviewerOf } from '../../http/review-actions.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ports } from '../../kernel/ports.ts';
import { replaceSettleAccount } from '../accounts/index.ts';
import { insertAudit } from '../audit/index.ts';
import {
  type ChangeDbRow,
  changeByNo,
  changesForReview,
  eventsOf,
  insertEvent,
  orgNumber,
  setStatus,
} from './queries.ts';

/**
 * The provider reviewers' side of bank-account changes: bank-list, bank-show, bank-approve, bank-reject
 * under /ops/review/ (the shared reviewer actions: REVIEW_TOKEN, `{ code, data }`), and the `npm run
 * review -- bank-...` commands. Only a change under review (AUDITING: the amount was right) is decided
 * (BNK10007 otherwise). Approval replaces the organisation's settlement account in the same transaction,
 * audited with the old and the new account (masked).
 */
export interface BankReviewDeps {
  db: Db;
  ports: Pick<Ports, 'clock'>;
}

const Body = z
  .object({
    status: z.enum(BANK_CHANGE_STATUSES).optional(),
    change_no: z.string().max(40).optional(),
    reviewer: z.string().max(60).optional(),
    reason: z.string().max(400).optional(),
  })
  .strict();

/** What a reviewer sees of a change: the numbers in full (the provider's own staff), the history. */
function reviewRow(
  c: ChangeDbRow,
  org: { no: string; name: string } | null,
  history: { action: string; actor: string; reason: string; at: Date }[],
) {
  return {
    change_no: c.change_no,
    org_kind: c.org_kind,
    org_no: org?.no ?? '',
    org_name: org?.name ?? '',
    status: c.status,
    old_account: {
      bank_name: c.old_bank_name,
      account_no: c.old_account_no,
      account_name: c.old_account_name,
    },
    new_account: {
      bank_code: c.bank_code,
      bank_name: c.bank_name,
      account_no: c.account_no,
      account_name: c.account_name,
    },
    pay_status: c.pay_status,
    wrong_tries: c.wrong_tries,
    review_reason: c.review_reason,
    reviewer: c.reviewer,
    created_at: macauTime14(c.created_at),
    reviewed_at: c.reviewed_at ? macauTime14(c.reviewed_at) : '',
    history: history.map((e) => ({
      action: e.action,
      actor: e.actor,
      reason: e.reason,
      at: macauTime14(e.at),
    })),
  };
}

export async function listChanges(d: BankReviewDeps, status: string) {
  const rows = await changesForReview(d.db, status);
  return rows.map((c) => ({
    change_no: c.change_no,
    org_kind: c.org_kind,
    org_no: c.org_no,
    org_name: c.org_name,
    status: c.status,
    bank_name: c.bank_name,
    account_no: c.account_no,
    account_name: c.account_name,
    created_at: macauTime14(c.created_at),
  }));
}

export async function showChange(d: BankReviewDeps, changeNo: string) {
  const c = await changeByNo(d.db, null, changeNo);
  if (!c) throw new AppError('SCM40401');
  const [org, events] = await Promise.all([
    orgNumber(d.db, { kind: c.org_kind, id: c.org_id }),
    eventsOf(d.db, [c.id]),
  ]);
  return reviewRow(c, org, events);
}

function reasonOf(reason: string): string {
  const r = reason.trim();
  if (r === '') throw new AppError('VAL10001', 'reason');
  if (r.length > 200 || /['<>]/.test(r)) throw new AppError('VAL10007', 'reason');
  return r;
}

async function decide(
  d: BankReviewDeps,
  changeNo: string,
  run: (tx: Db, c: ChangeDbRow, now: Date) => Promise<void>,
) {
  const now = d.ports.clock.now();
  await d.db.tx(async (tx) => {
    const c = await changeByNo(tx, null, changeNo, true);
    if (!c) throw new AppError('SCM40401');
    if (c.status !== 'AUDITING') throw new AppError('BNK10007');
    await run(tx, c, now);
  });
  return showChange(d, changeNo);
}

export function approveChange(d: BankReviewDeps, changeNo: string, reviewer: string, ip: string) {
  return decide(d, changeNo, async (tx, c, now) => {
    const org = { kind: c.org_kind, id: c.org_id };
    const account = { bank_name: c.bank_name, account_no: c.account_no, account_name: c.account_name };
    const before = await replaceSettleAccount(tx, org, account, now);
    await setStatus(tx, c.id, { status: 'APPROVED', reviewer, reviewed: true, at: now });
    await insertEvent(tx, { changeId: c.id, action: 'APPROVED', actor: reviewer, at: now });
    const masked = (a: typeof account | null) =>
      a ? { bank_name: a.bank_name, account_no: maskCard(a.account_no), account_name: a.account_name } : null;
    await insertAudit(tx, {
      at: now,
      operatorId: null,
      loginName: `reviewer:${reviewer}`.slice(0, 64),
      orgKind: c.org_kind,
      orgId: c.org_id,
      action: 'settle_account_replace',
      target: c.change_no,
      ok: true,
      ip,
      detail: { old: masked(before), new: masked(account) },
    });
  });
}

export function rejectChange(
  d: BankReviewDeps,
  changeNo: string,
  reviewer: string,
  reason: string,
  ip: string,
) {
  const why = reasonOf(reason);
  return decide(d, changeNo, async (tx, c, now) => {
    await setStatus(tx, c.id, { status: 'REJECTED', reviewer, reason: why, reviewed: true, at: now });
    await insertEvent(tx, { changeId: c.id, action: 'REJECTED', actor: reviewer, reason: why, at: now });
    await insertAudit(tx, {
      at: now,
      operatorId: null,
      loginName: `reviewer:${reviewer}`.slice(0, 64),
      orgKind: c.org_kind,
      orgId: c.org_id,
      action: 'bank_change_review',
      target: c.change_no,
      ok: true,
      ip,
      detail: { decision: 'REJECTED' },
    });
  });
}

/** The reviewers' actions on bank-account changes (only with REVIEW_TOKEN). */
export function registerBankReviewApi(
  app: FastifyInstance,
  deps: BankReviewDeps & { token: string | null },
): void {
  registerReviewActions(app, deps.token, Body, {
    'bank-list': (b) => listChanges(deps, b.status ?? 'AUDITING').then((list) => ({ list })),
    'bank-show': (b) => showChange(deps, b.change_no ?? ''),
    'bank-approve': (b, req) => approveChange(deps, b.change_no ?? '', reviewerOf(b), req.ip),
    'bank-reject': (b, req) => rejectChange(deps, b.change_no ?? '', reviewerOf(b), b.reason ?? '', req.ip),
  });
}
