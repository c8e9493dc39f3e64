import { randomInt } from 'node:crypto';
import { addDaysYmd, isYmd } from '@mp/core';
import { GRANT_MAX_DAYS, type GrantListReqT, type GrantRowT } from '@mp/core/schemas/grants';
import { macauTime14, startOfYmd, todayYmd, ymdOfInstant } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { pageAnswer, pageWindow } from '../../lists/paging.ts';
import { merchantBalance, merchantFlowPage } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  activeGrant,
  agentOfMerchant,
  type GrantDbRow,
  grantOfMerchant,
  grantsOf,
  insertGrant,
  insertUse,
  revokeGrant,
  subMerchant,
  usesOf,
} from './queries.ts';

/**
 * Time-boxed read grants (issue 13 point 8, docs/decisions.md "Read grants"). A merchant's administrator
 * lets its provider read the balance and / or the account flows until the end of a day at most 90 days
 * ahead, and may revoke it at once. The provider's reads check an active grant at the moment of the read
 * (revoked_at empty, valid_until still ahead) and log each use; nothing expires a grant but the clock.
 */

const until = (validUntil: Date) => ymdOfInstant(new Date(validUntil.getTime() - 1));

function rowOf(g: GrantDbRow): GrantRowT {
  return {
    grant_no: g.grant_no,
    mer_no: g.mer_no,
    mer_name: g.mer_name,
    agent_no: g.agt_no,
    agent_name: g.agent_name,
    scopes: g.scopes as GrantRowT['scopes'],
    until: until(g.valid_until),
    status: g.status,
    created_at: macauTime14(g.created_at),
    created_by: g.created_by,
    revoked_at: macauTime14(g.revoked_at),
    use_count: Number(g.use_count),
    last_used_at: macauTime14(g.last_used_at),
  };
}

/** The contracts say whose each call is: a merchant's (creating and revoking: its administrator) or a provider's. */
type MerchantCtx = SignedInContext<'merchant'>;
type ProviderCtx = SignedInContext<'service'>;

async function list(ctx: MerchantCtx | ProviderCtx, body: GrantListReqT) {
  const op = ctx.operator;
  const kind = op.orgKind;
  const rows = await grantsOf(
    ctx.db,
    { kind, id: op.orgId },
    { now: ctx.ports.clock.now(), status: body.status || null, ...pageWindow(body) },
  );
  return pageAnswer(body, rows, rows.map(rowOf));
}

export const merchantGrants = (ctx: MerchantCtx, body: GrantListReqT) => list(ctx, body);
export const providerGrants = (ctx: ProviderCtx, body: GrantListReqT) => list(ctx, body);

export async function addGrant(ctx: MerchantCtx, body: { scopes: string[]; until: string }) {
  const op = ctx.operator;
  const now = ctx.ports.clock.now();
  const today = todayYmd(now);
  const last = body.until.trim();
  const latest = addDaysYmd(today, GRANT_MAX_DAYS) as string;
  if (!isYmd(last) || last < today || last > latest) throw new AppError('GRT10002', 'until');
  const agentId = await agentOfMerchant(ctx.db, op.orgId);
  if (!agentId) throw new AppError('GRT10004');
  const grantNo = `GR${today}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const scopes = [...new Set(body.scopes)].sort();
  await ctx.db.tx(async (tx) => {
    await insertGrant(tx, {
      grantNo,
      merchantId: op.orgId,
      agentId,
      scopes,
      validUntil: startOfYmd(addDaysYmd(last, 1) as string),
      createdBy: op.id,
      at: now,
    });
    await recordAudit(ctx, { action: 'grant_add', target: grantNo, detail: { scopes, until: last } }, tx);
  });
  return rowOf((await grantOfMerchant(ctx.db, op.orgId, grantNo, now)) as GrantDbRow);
}

export async function revoke(ctx: MerchantCtx, grantNo: string) {
  const op = ctx.operator;
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const g = await grantOfMerchant(tx, op.orgId, grantNo.trim(), now, true);
    if (!g) throw new AppError('SCM40401');
    if (g.status !== 'ACTIVE') throw new AppError('GRT10003');
    await revokeGrant(tx, g.id, op.id, now);
    await recordAudit(ctx, { action: 'grant_revoke', target: g.grant_no }, tx);
  });
  return rowOf((await grantOfMerchant(ctx.db, op.orgId, grantNo.trim(), now)) as GrantDbRow);
}

export async function grantUses(
  ctx: MerchantCtx,
  body: { grant_no?: string; page_no: number; page_size: number },
) {
  const op = ctx.operator;
  const rows = await usesOf(ctx.db, op.orgId, {
    grantNo: body.grant_no?.trim() || null,
    ...pageWindow(body),
  });
  return pageAnswer(
    body,
    rows,
    rows.map((u) => ({
      grant_no: u.grant_no,
      at: macauTime14(u.at),
      agent_name: u.agent_name,
      login_name: u.login_name,
      scope: u.scope as 'BALANCE' | 'FLOWS',
      detail: u.detail,
    })),
  );
}

/**
 * A read of a sub-merchant's data under an active grant of `scope`: another provider's merchant answers
 * like a missing one (SCM40401); its own without an active grant GRT10001. The read comes first (a refused
 * range logs nothing), then its use is logged: the operator, the moment, the scope and what was read.
 */
async function underGrant<T>(
  ctx: ProviderCtx,
  merNo: string,
  scope: 'BALANCE' | 'FLOWS',
  read: (merchantId: string) => Promise<{ data: T; detail: string }>,
) {
  const op = ctx.operator;
  const m = await subMerchant(ctx.db, op.orgId, merNo.trim());
  if (!m) throw new AppError('SCM40401');
  const now = ctx.ports.clock.now();
  const grant = await activeGrant(ctx.db, m.id, op.orgId, scope, now);
  if (!grant) throw new AppError('GRT10001');
  const { data, detail } = await read(m.id);
  await insertUse(ctx.db, {
    grantId: grant.id,
    merchantId: m.id,
    agentId: op.orgId,
    operatorId: op.id,
    loginName: op.loginName,
    scope,
    detail,
    at: now,
  });
  return {
    mer_no: m.mer_no,
    mer_name: m.name,
    grant_no: grant.grant_no,
    until: until(grant.valid_until),
    data,
  };
}

export async function grantedBalance(ctx: ProviderCtx, body: { mer_no: string }) {
  const r = await underGrant(ctx, body.mer_no, 'BALANCE', async (id) => ({
    data: await merchantBalance(ctx.db, id),
    detail: 'balance',
  }));
  const { data, ...head } = r;
  return { ...head, balance: data };
}

export async function grantedFlows(
  ctx: ProviderCtx,
  body: { mer_no: string; start_date: string; end_date: string; page_no: number; page_size: number },
) {
  const r = await underGrant(ctx, body.mer_no, 'FLOWS', async (id) => ({
    data: await merchantFlowPage(ctx, id, body),
    detail: `${body.start_date.slice(0, 8)}-${body.end_date.slice(0, 8)} p${body.page_no}`,
  }));
  const { data, ...head } = r;
  return { ...head, ...data };
}
