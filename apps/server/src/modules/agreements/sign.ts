import { createHash, randomBytes } from 'node:crypto';
import { maskCard, maskEmail } from '@mp/core/masking';
import type { ApplicantSignRowT } from '@mp/core/schemas/agreements';
import { macauTime14 } from '@mp/core/time';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { applicantOf } from '../onboarding/index.ts';
import { versionById, versionOf } from './queries.ts';
import {
  type ApprovalDbRow,
  applicantApplication,
  applicationById,
  approvalByToken,
  decideApproval,
  decidedApproval,
  entryOfAgent,
  insertApproval,
  insertSignature,
  latestApproval,
  productNames,
  providerName,
  type SignApplication,
  signaturesOf,
} from './sign-queries.ts';

/**
 * Onboarding's signatures (/mandate, /signIn) and the sub-merchant's approval (/serve/approve); issue 28
 * point 6 and docs/decisions.md ("Onboarding's signatures and /serve/approve").
 */

const SIGN_KINDS = ['MANDATE', 'COMPANY_TOTAL'] as const;
type SignKind = (typeof SIGN_KINDS)[number];
const EDITABLE = new Set(['DRAFT', 'NEED_MORE']);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function applicationOfToken(ctx: CallContext, token: string, forUpdate = false) {
  const a = await applicantOf(ctx, token);
  const app = await applicantApplication(ctx.db, a.phoneArea, a.phone, forUpdate);
  if (!app) throw new AppError('ONB10001');
  return { a, app };
}

async function signState(ctx: CallContext, app: SignApplication) {
  const now = ctx.ports.clock.now();
  const signed = await signaturesOf(ctx.db, app.id);
  const items: ApplicantSignRowT[] = [];
  for (const kind of SIGN_KINDS) {
    const v = await versionOf(ctx.db, kind, null, now);
    if (!v) continue;
    const mine = signed.find((s) => s.kind === kind);
    items.push({
      kind,
      version_id: v.id,
      version: v.version,
      signed: mine && mine.version_id === v.id ? 'Y' : 'N',
      signed_version: mine?.version ?? 0,
      signed_at: mine ? macauTime14(new Date(Number(mine.at_ms))) : '',
      signer_name: mine?.signer_name ?? '',
      lang: mine?.lang ?? '',
      doc_sha256: mine?.doc_sha256 ?? '',
    });
  }
  return { apply_no: app.apply_no, items };
}

export async function applicantSignState(ctx: CallContext, body: { apply_token: string }) {
  const { app } = await applicationOfToken(ctx, body.apply_token);
  return signState(ctx, app);
}

/** A signer's name: letters of any script, spaces, dots, hyphens and apostrophes; 2 to 60 characters. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'\-·]{0,58}[\p{L}\p{M}.]$/u;

export async function applicantSign(
  ctx: CallContext,
  body: {
    apply_token: string;
    kind: SignKind;
    version_id: string;
    lang: 'zh-TW' | 'en';
    doc_sha256: string;
    signer_name: string;
  },
) {
  const name = body.signer_name.trim().replace(/\s+/g, ' ');
  if (!NAME.test(name)) throw new AppError('AGR10009', 'signer_name');
  const now = ctx.ports.clock.now();
  const v = await versionById(ctx.db, body.version_id, now);
  if (!v || v.kind !== body.kind) throw new AppError('SCM40401');
  const current = await versionOf(ctx.db, body.kind, null, now);
  if (!current || current.id !== v.id) throw new AppError('AGR10002');
  if ((body.lang === 'en' ? v.sha256_en : v.sha256_zh) !== body.doc_sha256) {
    throw new AppError('AGR10003', 'doc_sha256');
  }
  const { a } = await applicationOfToken(ctx, body.apply_token);
  const app = await ctx.db.tx(async (tx) => {
    const locked = await applicantApplication(tx, a.phoneArea, a.phone, true);
    if (!locked) throw new AppError('ONB10001');
    if (!EDITABLE.has(locked.status)) throw new AppError('ONB10002');
    const fresh = await insertSignature(tx, {
      application_id: locked.id,
      kind: v.kind,
      version_id: v.id,
      version: v.version,
      lang: body.lang,
      doc_sha256: body.doc_sha256,
      signer_name: name,
      at_ms: String(now.getTime()),
      phone: `${a.phoneArea}${a.phone}`,
      ip: ctx.ip.slice(0, 64),
      user_agent: ctx.userAgent.slice(0, 300),
    });
    if (!fresh) throw new AppError('AGR10010');
    return locked;
  });
  return signState(ctx, app);
}

// /serve/approve

/** The link lives 7 days; a new one ends the one before. */
const LINK_DAYS = 7;

export async function serveApproveSend(ctx: SignedInContext<'service'>, body: { apply_no: string }) {
  const agentId = ctx.operator.orgId;
  const now = ctx.ports.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + LINK_DAYS * 86_400_000);
  const sent = await ctx.db.tx(async (tx) => {
    const app = await entryOfAgent(tx, agentId, body.apply_no, true);
    if (!app) throw new AppError('SCM40401');
    if (app.status !== 'AUDITING' && app.status !== 'APPROVED') throw new AppError('AGR10011');
    if (await decidedApproval(tx, app.id)) throw new AppError('AGR10012');
    const mail = app.contacts.admin_email ?? '';
    if (!mail) throw new AppError('AGR10011');
    await insertApproval(tx, {
      application_id: app.id,
      agent_id: agentId,
      token_hash: hashToken(token),
      sent_to: mail,
      now,
      expires,
    });
    return { app, mail };
  });
  const provider = await providerName(ctx.db, agentId);
  const link = `${ctx.config.portalUrl}/serve/approve?token=${token}`;
  const merc = sent.app.base_info.merc_name ?? '';
  await ctx.ports.mail.send(
    sent.mail,
    `請確認服務商提交的資料 Please approve what your provider submitted (${sent.app.apply_no})`,
    [
      `${provider} 已為「${merc}」提交商戶入網資料（申請編號 ${sent.app.apply_no}）。`,
      `請於 ${LINK_DAYS} 日內開啟以下連結，核對並批准或拒絕：`,
      link,
      '',
      `${provider} submitted the merchant application of "${merc}" (number ${sent.app.apply_no}).`,
      `Open this link within ${LINK_DAYS} days to check it and approve or decline it:`,
      link,
    ].join('\n'),
  );
  return { sent_to: maskEmail(sent.mail), expires_at: macauTime14(expires) };
}

/** Where the provider's entry stands at /serve/approve (the provider's entry page shows it). */
export async function serveApproveState(ctx: SignedInContext<'service'>, body: { apply_no: string }) {
  const app = await entryOfAgent(ctx.db, ctx.operator.orgId, body.apply_no);
  if (!app) throw new AppError('SCM40401');
  const link = await latestApproval(ctx.db, app.id);
  const now = ctx.ports.clock.now();
  const mine = link?.current ? link : null;
  const state = !mine ? 'NONE' : mine.state === 'PENDING' && mine.expires_at <= now ? 'EXPIRED' : mine.state;
  const submitted = app.status === 'AUDITING' || app.status === 'APPROVED';
  const decided = state === 'APPROVED' || state === 'DECLINED';
  return {
    state,
    sent_to: mine ? maskEmail(mine.sent_to) : '',
    sent_at: mine ? macauTime14(mine.created_at) : '',
    expires_at: mine ? macauTime14(mine.expires_at) : '',
    decided_at: mine?.decided_at ? macauTime14(mine.decided_at) : '',
    remark: mine?.remark ?? '',
    can_send: submitted && !decided && (app.contacts.admin_email ?? '') !== '' ? 'Y' : 'N',
  } as const;
}

async function openApproval(ctx: CallContext, token: string, forUpdate = false): Promise<ApprovalDbRow> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('AGR10013');
  const row = await approvalByToken(ctx.db, hashToken(token), forUpdate);
  // An unknown link, an ended one and one past its week read the same; a decided one still shows.
  if (!row || (row.state === 'PENDING' && row.expires_at <= ctx.ports.clock.now())) {
    throw new AppError('AGR10013');
  }
  return row;
}

async function approvalAnswer(ctx: CallContext, row: ApprovalDbRow) {
  const app = await applicationById(ctx.db, row.application_id);
  if (!app) throw new AppError('AGR10013');
  const names = await productNames(ctx.db, app.products);
  return {
    apply_no: app.apply_no,
    provider_name: await providerName(ctx.db, row.agent_id),
    merc_name: app.base_info.merc_name ?? '',
    merc_short_name: app.base_info.merc_short_name ?? '',
    products: names.map((p) => (ctx.lang === 'en' ? p.name_en : p.name_zh)),
    account_name: app.settle.account_name ?? '',
    account_no: maskCard(app.settle.account_no ?? ''),
    admin_name: app.contacts.admin_name ?? '',
    state: row.state,
    decided_at: row.decided_at ? macauTime14(row.decided_at) : '',
    expires_at: macauTime14(row.expires_at),
  };
}

export async function serveApproveQuery(ctx: CallContext, body: { token: string }) {
  return approvalAnswer(ctx, await openApproval(ctx, body.token));
}

export async function serveApproveDecide(
  ctx: CallContext,
  body: { token: string; decision: 'APPROVE' | 'DECLINE'; remark: string },
) {
  const remark = body.remark.trim();
  if (body.decision === 'DECLINE' && !remark) throw new AppError('AGR10014', 'remark');
  const row = await ctx.db.tx(async (tx) => {
    const locked = await openApproval({ ...ctx, db: tx }, body.token, true);
    if (locked.state !== 'PENDING') throw new AppError('AGR10012');
    await decideApproval(tx, locked.id, {
      state: body.decision === 'APPROVE' ? 'APPROVED' : 'DECLINED',
      remark,
      at: ctx.ports.clock.now(),
      ip: ctx.ip.slice(0, 64),
      user_agent: ctx.userAgent.slice(0, 300),
    });
    return (await approvalByToken(tx, hashToken(body.token)))!;
  });
  return approvalAnswer(ctx, row);
}
