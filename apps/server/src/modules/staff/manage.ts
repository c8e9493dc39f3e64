import { validateCashierUserName, validateEmail } from '@mp/core';
import type { StaffRoleT, StaffRowT } from '@mp/core/schemas/staff';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { check, checkText } from '../../lists/input.ts';
import { type PageReq, pageWindow } from '../../lists/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { endOperatorSessions } from '../auth/index.ts';
import {
  addWithTemporaryPassword,
  freshTemporaryPassword,
  isLocked,
  loginNameTaken,
  personOf,
  sendTemporaryPassword,
  setTemporaryPassword,
} from '../operators/index.ts';
import {
  insertStaff,
  removeFactor,
  revokeAllTokens,
  roleIdOf,
  type StaffDbRow,
  staffById,
  staffPage,
  updateStaff,
} from './queries.ts';

/**
 * Staff management (S2): accounts of the provider's staff, one role each. A temporary password goes to
 * the person's e-mail (never to the administrator's screen) and is changed at the first sign-in; nobody
 * changes their own role or status, deactivating someone ends their sessions and tokens.
 */
type Ctx = SignedInContext<'provider'>;
const NAME_MAX = 30;

function rowOf(r: StaffDbRow, selfId: string, now: Date): StaffRowT {
  const locked = isLocked(r, now);
  return {
    ...personOf(r, selfId),
    email: r.email,
    role: r.staff_role as StaffRoleT,
    status: locked && r.status === 'normal' ? 'locked' : r.status,
    factor: r.enrolled_at ? 'ENROLLED' : 'PENDING',
    recovery_codes_left: Number(r.recovery_left),
  };
}

export async function listStaff(
  ctx: Ctx,
  body: PageReq & { keyword?: string; role?: string; status?: string },
) {
  const { limit, offset } = pageWindow(body);
  const rows = await staffPage(ctx.db, {
    keyword: (body.keyword ?? '').trim(),
    role: body.role ?? '',
    status: body.status ?? '',
    limit,
    offset,
  });
  const now = ctx.ports.clock.now();
  return { list: rows.map((r) => rowOf(r, ctx.operator.id, now)), total: Number(rows[0]?.total ?? 0) };
}

export async function addStaff(
  ctx: Ctx,
  body: { login_name: string; name: string; email: string; role: StaffRoleT },
) {
  check('login_name', validateCashierUserName(body.login_name));
  checkText('name', body.name, NAME_MAX);
  check('email', validateEmail(body.email));
  if (await loginNameTaken(ctx.db, body.login_name)) throw new AppError('OPR10001', 'login_name');
  const { id, password } = await addWithTemporaryPassword(
    ctx,
    async (tx, passwordHash, at) => {
      const newId = await insertStaff(tx, {
        loginName: body.login_name,
        name: body.name,
        email: body.email,
        role: body.role,
        passwordHash,
        createdBy: ctx.operator.id,
        at,
      });
      await recordAudit(
        ctx,
        { action: 'staff_add', target: body.login_name, detail: { oper_id: newId, role: body.role } },
        tx,
      );
      return newId;
    },
    'login_name',
  );
  return {
    oper_id: id,
    ...(await mailPassword(ctx, { login_name: body.login_name, email: body.email }, password, 'created')),
  };
}

/** A temporary password goes to the staff member's e-mail only (staff have no mobile here). */
async function mailPassword(
  ctx: Ctx,
  t: { login_name: string; email: string },
  password: string,
  kind: 'created' | 'reset',
) {
  const to = { loginName: t.login_name, phoneArea: '+853', phone: '', email: t.email };
  const sent = await sendTemporaryPassword(ctx, to, password, kind);
  return { sent_to_email: sent.sent_to_email };
}

/** The staff member named, locked for the change; SCM40401 for anyone else (another organisation's operator). */
async function target(tx: Ctx['db'], operId: string): Promise<StaffDbRow> {
  const t = await staffById(tx, operId);
  if (!t) throw new AppError('SCM40401');
  return t;
}

export async function changeStaff(
  ctx: Ctx,
  body: { oper_id: string; name?: string; email?: string; role?: StaffRoleT; status?: 'normal' | 'invalid' },
) {
  if (body.name !== undefined) checkText('name', body.name, NAME_MAX);
  if (body.email !== undefined) check('email', validateEmail(body.email));
  const self = body.oper_id === ctx.operator.id;
  if (self && (body.role !== undefined || body.status !== undefined)) throw new AppError('STF10007');
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const t = await target(tx, body.oper_id);
    await updateStaff(
      tx,
      t.id,
      {
        name: body.name,
        email: body.email,
        roleId: body.role ? await roleIdOf(tx, body.role) : undefined,
        status: body.status,
      },
      at,
    );
    if (body.status === 'invalid') {
      await endOperatorSessions(tx, t.id, 'deactivated', at, null);
      await revokeAllTokens(tx, t.id, at);
    } else if (body.role && body.role !== t.staff_role) {
      // A new role takes effect on the next call (sessions read the codes again); tokens act as the person.
    }
    await recordAudit(
      ctx,
      {
        action: 'staff_update',
        target: t.login_name,
        detail: { oper_id: t.id, role: body.role ?? null, status: body.status ?? null },
      },
      tx,
    );
  });
  return {};
}

export async function resetStaffPassword(ctx: Ctx, body: { oper_id: string }) {
  if (body.oper_id === ctx.operator.id) throw new AppError('OPR10010');
  const { password, hash, at } = await freshTemporaryPassword(ctx);
  const t = await ctx.db.tx(async (tx) => {
    const t = await target(tx, body.oper_id);
    await setTemporaryPassword(tx, t.id, hash, at);
    await tx.query(
      "update operators set failed_tries = 0, locked_until = null, status = case when status = 'locked' then 'normal' else status end where id = $1",
      [t.id],
    );
    await endOperatorSessions(tx, t.id, 'password_reset', at, null);
    await recordAudit(
      ctx,
      { action: 'staff_reset_password', target: t.login_name, detail: { oper_id: t.id } },
      tx,
    );
    return t;
  });
  return mailPassword(ctx, t, password, 'reset');
}

export async function resetStaffFactor(ctx: Ctx, body: { oper_id: string }) {
  if (body.oper_id === ctx.operator.id) throw new AppError('STF10007');
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const t = await target(tx, body.oper_id);
    await removeFactor(tx, t.id);
    await endOperatorSessions(tx, t.id, 'factor_reset', at, null);
    await revokeAllTokens(tx, t.id, at);
    await recordAudit(
      ctx,
      { action: 'staff_reset_factor', target: t.login_name, detail: { oper_id: t.id } },
      tx,
    );
  });
  return {};
}
