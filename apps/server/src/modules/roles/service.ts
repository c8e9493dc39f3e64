import { areaCodes } from '@mp/core/access';
import type { RoleRowT } from '@mp/core/schemas/roles';
import { macauTime14 } from '@mp/core/time';
import { operatorMayUse } from '../../http/gates.ts';
import type { Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { checkFilter, checkText } from '../../lists/input.ts';
import { containsPattern, type PageReq, pageAnswer, pageWindow } from '../../lists/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { changedCodes, checkGrantable } from './grant.ts';
import { menuTree } from './menu-tree.ts';
import {
  addRoleCodes,
  adminRoles,
  findRole,
  insertRole,
  listRoles,
  lockOrgRoles,
  markRoleInvalid,
  type Org,
  operatorRole,
  type RoleDbRow,
  roleHolders,
  roleNameTaken,
  updateRole,
} from './queries.ts';

export const ROLE_NAME_MAX = 30;
export const ROLE_DESCRIPTION_MAX = 100;

function caller(ctx: SignedInContext): { op: Operator; org: Org } {
  const op = ctx.operator;
  return { op, org: { kind: op.orgKind, id: op.orgId } };
}

/** Whether the operator may read roles' codes: view (1222) or modify (1224) role permissions. */
function readsRoleCodes(op: Operator): boolean {
  return operatorMayUse(op, '1222') || operatorMayUse(op, '1224');
}

function roleRow(r: RoleDbRow, withCodes: boolean): RoleRowT {
  return {
    role_id: String(r.id),
    role_name: r.name,
    description: r.description,
    is_admin: r.is_admin ? 'Y' : 'N',
    oper_count: Number(r.oper_count),
    codes: withCodes ? r.codes.join(',') : '',
    code_count: r.codes.length,
    created_at: macauTime14(r.created_at),
    updated_at: macauTime14(r.updated_at),
  };
}

export async function rolePage(ctx: SignedInContext, body: PageReq & { role_name?: string }) {
  const { op, org } = caller(ctx);
  checkFilter('role_name', body.role_name);
  const rows = await listRoles(ctx.db, org, {
    namePattern: containsPattern(body.role_name),
    ...pageWindow(body),
  });
  const withCodes = readsRoleCodes(op);
  return pageAnswer(
    body,
    rows,
    rows.map((r) => roleRow(r, withCodes)),
  );
}

export async function roleList(ctx: SignedInContext) {
  const { op, org } = caller(ctx);
  const rows = await listRoles(ctx.db, org, { namePattern: null, limit: null, offset: 0 });
  const withCodes = readsRoleCodes(op);
  return { rows: rows.map((r) => roleRow(r, withCodes)) };
}

/** The area's permission tree; with role_id, that role's codes are checked. */
export async function roleMenu(ctx: SignedInContext, body: { role_id?: string }) {
  const { op, org } = caller(ctx);
  let checked: Set<string> | undefined;
  if (body.role_id) {
    // Seeing what a role holds needs 1222 (the contract's codeFrom, checked by the gate).
    const role = await findRole(ctx.db, org, body.role_id);
    if (!role) throw new AppError('SCM40401');
    checked = new Set(role.codes);
  }
  return { area: op.orgKind, sections: menuTree(op.orgKind, ctx.lang, { held: op.codes, checked }) };
}

export async function roleOperMenu(ctx: SignedInContext) {
  const { op } = caller(ctx);
  const held = new Set([...op.codes].filter((c) => areaCodes(op.orgKind).has(c)));
  return {
    area: op.orgKind,
    permissions: [...held].join(','),
    sections: menuTree(op.orgKind, ctx.lang, { held, checked: held, only: held }),
  };
}

function checkRoleInput(body: { role_name: string; description?: string }): void {
  checkText('role_name', body.role_name, ROLE_NAME_MAX);
  checkText('description', body.description, ROLE_DESCRIPTION_MAX, true);
}

/** What a role's form writes: its name, its description ('' when none) and its codes, at `at`. */
function roleFields(body: { role_name: string; description?: string }, codes: string[], at: Date) {
  return { name: body.role_name, description: body.description ?? '', codes, at };
}

export async function roleAdd(
  ctx: SignedInContext,
  body: { role_name: string; description?: string; codes: string[] },
) {
  const { op, org } = caller(ctx);
  checkRoleInput(body);
  const codes = [...new Set(body.codes)].sort();
  checkGrantable(op, codes);
  const at = ctx.ports.clock.now();
  const id = await ctx.db.tx(async (tx) => {
    await lockOrgRoles(tx, org);
    if (await roleNameTaken(tx, org, body.role_name, null)) throw new AppError('OPR10007');
    const roleId = await insertRole(tx, org, roleFields(body, codes, at));
    await recordAudit(
      ctx,
      { action: 'role_add', target: body.role_name, detail: { role_id: roleId, codes } },
      tx,
    );
    return roleId;
  });
  return { role_id: id };
}

/** The role the caller holds is not theirs to change (OPR10002), nor is the administrator role. */
async function changeableRole(
  ctx: SignedInContext,
  op: Operator,
  org: Org,
  roleId: string,
): Promise<RoleDbRow> {
  const role = await findRole(ctx.db, org, roleId);
  if (!role) throw new AppError('SCM40401');
  if (role.is_admin) throw new AppError('OPR10009');
  if (op.roleId === String(role.id)) throw new AppError('OPR10002');
  return role;
}

export async function roleUpdate(
  ctx: SignedInContext,
  body: { role_id: string; role_name: string; description?: string; codes: string[] },
) {
  const { op, org } = caller(ctx);
  checkRoleInput(body);
  const role = await changeableRole(ctx, op, org, body.role_id);
  const codes = [...new Set(body.codes)].sort();
  const changed = changedCodes(role.codes, codes);
  checkGrantable(op, changed);
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    await lockOrgRoles(tx, org);
    if (await roleNameTaken(tx, org, body.role_name, String(role.id))) throw new AppError('OPR10007');
    await updateRole(tx, String(role.id), roleFields(body, codes, at));
    await recordAudit(
      ctx,
      {
        action: 'role_update',
        target: body.role_name,
        detail: { role_id: String(role.id), before: role.codes, after: codes },
      },
      tx,
    );
  });
  return { role_id: String(role.id) };
}

export async function roleDelete(ctx: SignedInContext, body: { role_id: string }) {
  const { op, org } = caller(ctx);
  const role = await changeableRole(ctx, op, org, body.role_id);
  await ctx.db.tx(async (tx) => {
    await lockOrgRoles(tx, org);
    if ((await roleHolders(tx, String(role.id))) > 0) throw new AppError('OPR10003');
    await markRoleInvalid(tx, String(role.id), ctx.ports.clock.now());
    await recordAudit(
      ctx,
      { action: 'role_delete', target: role.name, detail: { role_id: String(role.id) } },
      tx,
    );
  });
  return {};
}

/** oper/urmOperQueryAllRole: every role of the organisation, the operator's own marked. */
export async function operAllRoles(ctx: SignedInContext, body: { oper_id?: string }) {
  const { org } = caller(ctx);
  let selected: string | null = null;
  if (body.oper_id) {
    const target = await operatorRole(ctx.db, org, body.oper_id);
    if (!target) throw new AppError('SCM40401');
    selected = target.role_id ? String(target.role_id) : null;
  }
  const rows = await listRoles(ctx.db, org, { namePattern: null, limit: null, offset: 0 });
  return {
    rows: rows.map((r) => ({
      role_id: String(r.id),
      role_name: r.name,
      is_admin: r.is_admin ? ('Y' as const) : ('N' as const),
      selected: String(r.id) === selected ? ('Y' as const) : ('N' as const),
    })),
  };
}

/**
 * oper/famMeradmRoleSync: the organisation's administrator role gains every code of its area, e.g.
 * after a release added a page. Only an administrator may run it.
 */
export async function syncAdminRole(ctx: SignedInContext) {
  const { org } = caller(ctx);
  const all = [...areaCodes(org.kind)].sort();
  return ctx.db.tx(async (tx) => {
    await lockOrgRoles(tx, org);
    const roles = await adminRoles(tx, org);
    if (roles.length === 0) throw new AppError('SCM40401');
    const role = roles[0];
    const added = all.filter((c) => !role.codes.includes(c));
    if (added.length > 0) {
      await addRoleCodes(tx, String(role.id), added, ctx.ports.clock.now());
      await recordAudit(
        ctx,
        { action: 'role_sync', target: role.name, detail: { role_id: String(role.id), added } },
        tx,
      );
    }
    return { role_id: String(role.id), added_codes: added.join(',') };
  });
}
