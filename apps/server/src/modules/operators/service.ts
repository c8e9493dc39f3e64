import { maskEmail, maskPhone, validateCashierUserName } from '@mp/core';
import type { AuditAction } from '@mp/core/schemas/audit';
import type { ContactFieldT, ContactResT, OperRowT } from '@mp/core/schemas/operators';
import { macauTime14 } from '@mp/core/time';
import { hashPassword } from '../../crypto/password-hash.ts';
import type { Db } from '../../db/types.ts';
import type { Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { check, checkFilter, checkOptionalEmail, checkPhone, checkText } from '../../lists/input.ts';
import { containsPattern, type PageReq, pageAnswer, pageWindow } from '../../lists/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { endOperatorSessions } from '../auth/index.ts';
import { changedCodes, checkGrantable, findRole } from '../roles/index.ts';
import {
  findOperator,
  insertOperator,
  isUniqueViolation,
  listOperators,
  loginNameTaken,
  type OperatorDbRow,
  type Org,
  setOperatorStatus,
  setTemporaryPassword,
  updateOperatorFields,
} from './queries.ts';
import { temporaryPassword } from './temp-password.ts';
import { ACCOUNT_TEXTS } from './texts.ts';

export const OPERATOR_NAME_MAX = 30;

export function caller(ctx: SignedInContext): { op: Operator; org: Org } {
  const op = ctx.operator;
  return { op, org: { kind: op.orgKind, id: op.orgId } };
}

/** Locked by status or by a lock (5 wrong sign-ins) still running at `now`. */
export function isLocked(r: { status: string; locked_until: Date | null }, now: Date): boolean {
  return r.status === 'locked' || (r.locked_until !== null && r.locked_until > now);
}

/**
 * What every list of people signing in shows of one (the operators', the staff's): who they are, when they
 * last signed in and were created (Macau time), and whether it is the caller (`selfId`).
 */
export function personOf(
  r: { id: string | number; login_name: string; name: string; last_login_at: Date | null; created_at: Date },
  selfId: string,
) {
  return {
    oper_id: String(r.id),
    login_name: r.login_name,
    name: r.name,
    last_login_at: macauTime14(r.last_login_at),
    created_at: macauTime14(r.created_at),
    is_self: String(r.id) === selfId ? ('Y' as const) : ('N' as const),
  };
}

function operRow(op: Operator, r: OperatorDbRow, now: Date): OperRowT {
  const locked = isLocked(r, now);
  return {
    ...personOf(r, op.id),
    kind: r.kind,
    role_id: r.role_id ? String(r.role_id) : '',
    role_name: r.role_name,
    phone_area: r.phone_area,
    // Masked to everyone, the operator's own row included: in full only through operContact.
    phone: maskPhone(r.phone),
    email: maskEmail(r.email),
    status: r.status,
    locked: locked ? 'Y' : 'N',
    must_change_pwd: r.must_change_password ? 'Y' : 'N',
    updated_at: macauTime14(r.updated_at),
  };
}

export async function operList(
  ctx: SignedInContext,
  body: PageReq & { login_name?: string; name?: string; status?: string; role_id?: string },
) {
  const { op, org } = caller(ctx);
  checkFilter('login_name', body.login_name);
  checkFilter('name', body.name);
  const rows = await listOperators(ctx.db, org, {
    loginPattern: containsPattern(body.login_name),
    namePattern: containsPattern(body.name),
    status: body.status || null,
    roleId: body.role_id || null,
    ...pageWindow(body),
  });
  const now = ctx.ports.clock.now();
  return pageAnswer(
    body,
    rows,
    rows.map((r) => operRow(op, r, now)),
  );
}

/** An administrator or operator of the caller's organisation (cashiers are managed on their own page). */
async function targetOperator(ctx: SignedInContext, org: Org, id: string): Promise<OperatorDbRow> {
  const t = await findOperator(ctx.db, org, id);
  if (!t || t.kind === 'cashier' || t.status === 'invalid') throw new AppError('SCM40401');
  return t;
}

export async function operDetail(ctx: SignedInContext, body: { oper_id: string }) {
  const { op, org } = caller(ctx);
  return operRow(op, await targetOperator(ctx, org, body.oper_id), ctx.ports.clock.now());
}

/**
 * One contact value of an operator in full (issue 15, point 2): the lists and the detail mask it. The
 * contract asks for the management code 1213; the operator must be one the caller may manage (the rule of
 * every change, so nobody reads what they could not edit), and the reading is audited.
 */
export async function operContact(
  ctx: SignedInContext,
  body: { oper_id: string; field: ContactFieldT },
): Promise<ContactResT> {
  const { op, org } = caller(ctx);
  const t = await targetOperator(ctx, org, body.oper_id);
  await checkManageable(ctx, op, org, t);
  await recordAudit(ctx, {
    action: 'contact_shown',
    target: t.login_name,
    detail: { oper_id: String(t.id), kind: t.kind, field: body.field },
  });
  return { field: body.field, value: body.field === 'phone' ? t.phone : t.email };
}

/** Codes of a live role of the organisation (SCM40401 for anything else). */
async function roleCodesOf(ctx: SignedInContext, org: Org, roleId: string | null): Promise<string[]> {
  if (!roleId) return [];
  const role = await findRole(ctx.db, org, roleId);
  if (!role) throw new AppError('SCM40401', 'role_id');
  return role.codes;
}

/**
 * Who may manage whom: another administrator only themselves (OPR10006), and nobody holding codes the
 * caller lacks (OPR10004), so a weaker operator can never lock out or take over a stronger one.
 */
export async function checkManageable(
  ctx: SignedInContext,
  op: Operator,
  org: Org,
  t: OperatorDbRow,
): Promise<void> {
  if (t.kind === 'admin' && String(t.id) !== op.id) throw new AppError('OPR10006');
  if (String(t.id) !== op.id) checkGrantable(op, await roleCodesOf(ctx, org, t.role_id));
}

/** A fresh temporary password, its hash and the time now: what adding a person or a password reset writes. */
export async function freshTemporaryPassword(ctx: SignedInContext) {
  const password = temporaryPassword();
  return { password, hash: await hashPassword(password), at: ctx.ports.clock.now() };
}

/**
 * Adds a person who signs in first with a temporary password: `insert` writes the row (and its audit) in
 * one transaction with the password's hash; a login name taken meanwhile by a racing add is OPR10001 (with
 * `field`). Answers the new id and the password to send.
 */
export async function addWithTemporaryPassword(
  ctx: SignedInContext,
  insert: (tx: Db, passwordHash: string, at: Date) => Promise<string>,
  field?: string,
): Promise<{ id: string; password: string }> {
  const { password, hash, at } = await freshTemporaryPassword(ctx);
  try {
    return { id: await ctx.db.tx((tx) => insert(tx, hash, at)), password };
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('OPR10001', field);
    throw e;
  }
}

/**
 * Writes the password an administrator gave a person of the organisation (to be changed at the next
 * sign-in), ends every session of theirs and records `action` with `detail` and the sessions ended.
 */
export async function writeResetPassword(
  ctx: SignedInContext,
  t: { id: string | number; login_name: string },
  hash: string,
  at: Date,
  audit: { action: AuditAction; detail: Record<string, string> },
): Promise<void> {
  await ctx.db.tx(async (tx) => {
    await setTemporaryPassword(tx, String(t.id), hash, at);
    const ended = await endOperatorSessions(tx, String(t.id), 'password_reset_by_admin', at, null);
    await recordAudit(
      ctx,
      { action: audit.action, target: t.login_name, detail: { ...audit.detail, sessions_ended: ended } },
      tx,
    );
  });
}

/** Sends a temporary password by SMS and, when there is an address, by e-mail. */
export async function sendTemporaryPassword(
  ctx: SignedInContext,
  to: { loginName: string; phoneArea: string; phone: string; email: string },
  password: string,
  kind: 'created' | 'reset',
): Promise<{ sent_to_phone: string; sent_to_email: string }> {
  const t = ACCOUNT_TEXTS[ctx.lang];
  const text = t[kind](to.loginName, password);
  if (to.phone) await ctx.ports.sms.send({ areaCode: to.phoneArea, mobile: to.phone }, text);
  if (to.email) await ctx.ports.mail.send(to.email, t.subject, text);
  return {
    sent_to_phone: to.phone ? `${to.phoneArea} ${maskPhone(to.phone)}` : '',
    sent_to_email: to.email ? maskEmail(to.email) : '',
  };
}

export async function operAdd(
  ctx: SignedInContext,
  body: {
    login_name: string;
    name: string;
    role_id: string;
    phone_area: string;
    phone: string;
    email?: string;
  },
) {
  const { op, org } = caller(ctx);
  check('login_name', validateCashierUserName(body.login_name));
  checkText('name', body.name, OPERATOR_NAME_MAX);
  checkPhone('phone', body.phone_area, body.phone);
  checkOptionalEmail('email', body.email);
  checkGrantable(op, await roleCodesOf(ctx, org, body.role_id));
  if (await loginNameTaken(ctx.db, body.login_name)) throw new AppError('OPR10001');

  const { id, password } = await addWithTemporaryPassword(ctx, async (tx, passwordHash, at) => {
    const newId = await insertOperator(tx, {
      org,
      kind: 'operator',
      loginName: body.login_name,
      name: body.name,
      roleId: body.role_id,
      phoneArea: body.phone_area,
      phone: body.phone,
      email: body.email ?? '',
      status: 'normal',
      storeScope: 'all',
      allowRefund: false,
      passwordHash,
      createdBy: op.id,
      at,
    });
    await recordAudit(
      ctx,
      {
        action: 'operator_add',
        target: body.login_name,
        detail: { oper_id: newId, role_id: body.role_id },
      },
      tx,
    );
    return newId;
  });
  const sent = await sendTemporaryPassword(
    ctx,
    { loginName: body.login_name, phoneArea: body.phone_area, phone: body.phone, email: body.email ?? '' },
    password,
    'created',
  );
  return { oper_id: id, ...sent };
}

export async function operUpdate(
  ctx: SignedInContext,
  body: {
    oper_id: string;
    name?: string;
    role_id?: string;
    phone_area?: string;
    phone?: string;
    email?: string;
    status?: 'normal' | 'locked';
  },
) {
  const { op, org } = caller(ctx);
  const t = await targetOperator(ctx, org, body.oper_id);
  await checkManageable(ctx, op, org, t);
  const self = String(t.id) === op.id;
  const currentRole = t.role_id ? String(t.role_id) : null;
  const roleChanges = body.role_id !== undefined && body.role_id !== currentRole;
  if (self && roleChanges) throw new AppError('OPR10002');
  if (self && body.status === 'locked') throw new AppError('OPR10005');

  const next = {
    name: body.name ?? t.name,
    roleId: body.role_id ?? currentRole,
    phoneArea: body.phone_area ?? t.phone_area,
    phone: body.phone ?? t.phone,
    email: body.email ?? t.email,
    status: body.status ?? t.status,
  };
  if (body.name !== undefined) checkText('name', body.name, OPERATOR_NAME_MAX);
  if (body.phone !== undefined || body.phone_area !== undefined)
    checkPhone('phone', next.phoneArea, next.phone);
  checkOptionalEmail('email', body.email);
  if (roleChanges) {
    const before = await roleCodesOf(ctx, org, currentRole);
    const after = await roleCodesOf(ctx, org, body.role_id ?? null);
    checkGrantable(op, changedCodes(before, after));
  }
  const changed = (Object.keys(body) as (keyof typeof body)[]).filter((k) => k !== 'oper_id');
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    await updateOperatorFields(tx, String(t.id), { ...next, at });
    if (next.status === 'locked' && t.status !== 'locked') {
      await endOperatorSessions(tx, String(t.id), 'locked_by_admin', at, null);
    }
    await recordAudit(
      ctx,
      {
        action: 'operator_update',
        target: t.login_name,
        detail: { oper_id: String(t.id), fields: changed, role_id: next.roleId, status: next.status },
      },
      tx,
    );
  });
  return {};
}

/** Delete = status 'invalid': the row stays for the audit trail; sessions end at once. */
export async function operDelete(ctx: SignedInContext, body: { oper_id: string }) {
  const { op, org } = caller(ctx);
  const t = await targetOperator(ctx, org, body.oper_id);
  if (String(t.id) === op.id) throw new AppError('OPR10005');
  await checkManageable(ctx, op, org, t);
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    await setOperatorStatus(tx, String(t.id), 'invalid', at);
    await endOperatorSessions(tx, String(t.id), 'deleted', at, null);
    await recordAudit(
      ctx,
      { action: 'operator_delete', target: t.login_name, detail: { oper_id: String(t.id) } },
      tx,
    );
  });
  return {};
}

/** A temporary password by SMS/mail, to be changed at the next sign-in; every session of the operator ends. */
export async function operResetPassword(ctx: SignedInContext, body: { oper_id: string }) {
  const { op, org } = caller(ctx);
  const t = await targetOperator(ctx, org, body.oper_id);
  if (String(t.id) === op.id) throw new AppError('OPR10010');
  await checkManageable(ctx, op, org, t);
  const { password, hash, at } = await freshTemporaryPassword(ctx);
  await writeResetPassword(ctx, t, hash, at, {
    action: 'operator_reset_password',
    detail: { oper_id: String(t.id) },
  });
  const sent = await sendTemporaryPassword(
    ctx,
    { loginName: t.login_name, phoneArea: t.phone_area, phone: t.phone, email: t.email },
    password,
    'reset',
  );
  return { oper_id: String(t.id), ...sent };
}

/** Lifts a lock (from failed sign-ins or set by an administrator). */
export async function operUnlock(ctx: SignedInContext, body: { oper_id: string }) {
  const { op, org } = caller(ctx);
  const t = await targetOperator(ctx, org, body.oper_id);
  await checkManageable(ctx, op, org, t);
  const now = ctx.ports.clock.now();
  const locked = t.status === 'locked' || (t.locked_until !== null && t.locked_until > now);
  if (!locked) return { unlocked: 'N' as const };
  await ctx.db.tx(async (tx) => {
    await setOperatorStatus(tx, String(t.id), 'normal', now);
    await recordAudit(
      ctx,
      { action: 'operator_unlock', target: t.login_name, detail: { oper_id: String(t.id) } },
      tx,
    );
  });
  return { unlocked: 'Y' as const };
}
