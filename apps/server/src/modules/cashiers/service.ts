import {
  maskEmail,
  maskPhone,
  validateCashierUserName,
  validateNewPassword,
  validateStorePermission,
} from '@mp/core';
import {
  BASIC_FUNCTION_KEYS,
  type CashierAddReqT,
  type CashierRowT,
  type CashierUpdateReqT,
  EXTRA_FUNCTION_KEYS,
} from '@mp/core/schemas/cashiers';
import type { ContactFieldT, ContactResT } from '@mp/core/schemas/operators';
import { macauTime14 } from '@mp/core/time';
import { hashPassword } from '../../crypto/password-hash.ts';
import type { Db } from '../../db/types.ts';
import { operatorMayUse } from '../../http/gates.ts';
import type { Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { check, checkFilter, checkOptionalEmail, checkPhone, checkText } from '../../lists/input.ts';
import { containsPattern, type PageReq, pageAnswer, pageWindow } from '../../lists/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { endOperatorSessions } from '../auth/index.ts';
import {
  insertOperator,
  isUniqueViolation,
  loginNameTaken,
  type Org,
  writeResetPassword,
} from '../operators/index.ts';
import { checkGrantable, findRole } from '../roles/index.ts';
import { storesOfMerchant } from '../stores/index.ts';
import {
  type CashierDbRow,
  findCashier,
  listCashiers,
  markCashierDeleted,
  setCashierFunctions,
  setCashierStores,
  updateCashier,
} from './queries.ts';

export const CASHIER_NAME_MAX = 30;

function caller(ctx: SignedInContext): { op: Operator; org: Org } {
  const op = ctx.operator;
  return { op, org: { kind: op.orgKind, id: op.orgId } };
}

const BASIC = new Set<string>(BASIC_FUNCTION_KEYS);
const EXTRA = new Set<string>(EXTRA_FUNCTION_KEYS);

function cashierRow(c: CashierDbRow): CashierRowT {
  const extra = c.functions.filter((f) => EXTRA.has(f) && f !== 'allow_refund');
  return {
    cashier_id: String(c.id),
    user_name: c.login_name,
    name: c.name,
    role_id: c.role_id ? String(c.role_id) : '',
    role_name: c.role_name,
    phone_area: c.phone_area,
    // Masked, as the operators' rows: in full only through cashierContact.
    phone: maskPhone(c.phone),
    email: maskEmail(c.email),
    status: c.status,
    stores: c.stores,
    basic_functions: c.functions.filter((f) => BASIC.has(f)),
    // allow_refund lives in operators.allow_refund, which the refund gate reads.
    extra_functions: c.allow_refund ? ['allow_refund', ...extra] : extra,
    allow_refund: c.allow_refund ? 'Y' : 'N',
    registered_at: macauTime14(c.created_at),
    updated_at: macauTime14(c.updated_at),
    last_login_at: macauTime14(c.last_login_at),
  };
}

/** A cashier of the merchant that a store-limited caller shares at least one store with. */
async function targetCashier(ctx: SignedInContext, op: Operator, id: string): Promise<CashierDbRow> {
  const c = await findCashier(ctx.db, op.orgId, id);
  const visible = c && (!op.storeIds || c.stores.some((s) => op.storeIds?.includes(s.store_id)));
  if (!c || !visible) throw new AppError('SCM40401');
  return c;
}

/** As for operators: nobody changes a cashier whose role holds codes they lack (OPR10004). */
async function manageableCashier(
  ctx: SignedInContext,
  op: Operator,
  org: Org,
  id: string,
): Promise<CashierDbRow> {
  const c = await targetCashier(ctx, op, id);
  if (String(c.id) !== op.id && c.role_id) {
    const role = await findRole(ctx.db, org, String(c.role_id));
    checkGrantable(op, role?.codes ?? []);
  }
  return c;
}

export async function cashierList(
  ctx: SignedInContext,
  body: PageReq & { user_name?: string; name?: string; status?: string; store_id?: string },
) {
  const { op } = caller(ctx);
  checkFilter('user_name', body.user_name);
  checkFilter('name', body.name);
  const rows = await listCashiers(ctx.db, {
    merchantId: op.orgId,
    visibleStores: op.storeIds,
    loginPattern: containsPattern(body.user_name),
    namePattern: containsPattern(body.name),
    status: body.status || null,
    storeId: body.store_id || null,
    ...pageWindow(body),
  });
  return pageAnswer(body, rows, rows.map(cashierRow));
}

export async function cashierDetail(ctx: SignedInContext, body: { cashier_id: string }) {
  const { op } = caller(ctx);
  return cashierRow(await targetCashier(ctx, op, body.cashier_id));
}

/**
 * One contact value of a cashier in full (issue 15, point 2), as operContact: code 1213 on the contract, a
 * cashier the caller may manage (and see: store scope), audited.
 */
export async function cashierContact(
  ctx: SignedInContext,
  body: { cashier_id: string; field: ContactFieldT },
): Promise<ContactResT> {
  const { op, org } = caller(ctx);
  const c = await manageableCashier(ctx, op, org, body.cashier_id);
  await recordAudit(ctx, {
    action: 'contact_shown',
    target: c.login_name,
    detail: { cashier_id: String(c.id), kind: 'cashier', field: body.field },
  });
  return { field: body.field, value: body.field === 'phone' ? c.phone : c.email };
}

type CashierForm = Omit<CashierUpdateReqT, 'cashier_id'> & {
  phone_area: NonNullable<CashierUpdateReqT['phone_area']>;
  phone: string;
};

/** The stored contact where an edit leaves it out (the form holds it masked and sends only changes). */
function withKeptContact(f: CashierUpdateReqT, c: CashierDbRow): CashierForm {
  return {
    ...f,
    phone_area: f.phone_area ?? (c.phone_area as CashierForm['phone_area']),
    phone: f.phone ?? c.phone,
    email: f.email ?? c.email,
  };
}

/** The rules of the cashier form shared by add and edit (spec point 5). */
async function checkForm(ctx: SignedInContext, op: Operator, org: Org, f: CashierForm): Promise<string[]> {
  checkText('name', f.name, CASHIER_NAME_MAX);
  checkPhone('phone', f.phone_area, f.phone);
  checkOptionalEmail('email', f.email);
  check('store_ids', validateStorePermission(f.store_ids));
  const storeIds = [...new Set(f.store_ids)];
  const found = await storesOfMerchant(ctx.db, op.orgId, storeIds);
  const outside = storeIds.find(
    (id) => !found.some((s) => String(s.id) === id) || (op.storeIds && !op.storeIds.includes(id)),
  );
  if (outside) throw new AppError('SCM40401', 'store_ids');
  const role = await findRole(ctx.db, org, f.role_id);
  if (!role) throw new AppError('SCM40401', 'role_id');
  checkGrantable(op, role.codes);
  return storeIds;
}

function functionsOf(f: CashierForm): { funcs: string[]; allowRefund: boolean } {
  const extra = [...new Set(f.extra_functions)];
  return {
    funcs: [...new Set(f.basic_functions), ...extra.filter((x) => x !== 'allow_refund')],
    allowRefund: extra.includes('allow_refund'),
  };
}

/** What the form says of the cashier, as the add and the edit write it. */
function personOf(f: CashierForm) {
  const { name, role_id: roleId, phone_area: phoneArea, phone, status } = f;
  return { name, roleId, phoneArea, phone, email: f.email ?? '', status };
}

async function writeStoresAndFunctions(db: Db, id: string, storeIds: string[], funcs: string[]) {
  await setCashierStores(db, id, storeIds);
  await setCashierFunctions(db, id, funcs);
}

export async function cashierAdd(ctx: SignedInContext, body: CashierAddReqT) {
  const { op, org } = caller(ctx);
  check('user_name', validateCashierUserName(body.user_name));
  check('password', validateNewPassword({ next: body.password, confirm: body.confirm_password }));
  const storeIds = await checkForm(ctx, op, org, body);
  if (await loginNameTaken(ctx.db, body.user_name)) throw new AppError('OPR10001');
  const { funcs, allowRefund } = functionsOf(body);
  const passwordHash = await hashPassword(body.password);
  const at = ctx.ports.clock.now();
  try {
    const id = await ctx.db.tx(async (tx) => {
      const newId = await insertOperator(tx, {
        org,
        kind: 'cashier',
        loginName: body.user_name,
        ...personOf(body),
        storeScope: 'stores',
        allowRefund,
        passwordHash,
        createdBy: op.id,
        at,
      });
      await writeStoresAndFunctions(tx, newId, storeIds, funcs);
      await recordAudit(
        ctx,
        {
          action: 'cashier_add',
          target: body.user_name,
          detail: {
            cashier_id: newId,
            role_id: body.role_id,
            store_ids: storeIds,
            allow_refund: allowRefund,
          },
        },
        tx,
      );
      return newId;
    });
    return { cashier_id: id };
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('OPR10001');
    throw e;
  }
}

export async function cashierUpdate(ctx: SignedInContext, request: CashierUpdateReqT) {
  const { op, org } = caller(ctx);
  const c = await manageableCashier(ctx, op, org, request.cashier_id);
  if (String(c.id) === op.id && request.role_id !== String(c.role_id ?? '')) throw new AppError('OPR10002');
  if (String(c.id) === op.id && request.status === 'locked') throw new AppError('OPR10005');
  const body = withKeptContact(request, c);
  const storeIds = await checkForm(ctx, op, org, body);
  const { funcs, allowRefund } = functionsOf(body);
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    await updateCashier(tx, String(c.id), {
      ...personOf(body),
      allowRefund,
      at,
    });
    await writeStoresAndFunctions(tx, String(c.id), storeIds, funcs);
    if (body.status === 'locked' && c.status !== 'locked') {
      await endOperatorSessions(tx, String(c.id), 'locked_by_admin', at, null);
    }
    await recordAudit(
      ctx,
      {
        action: 'cashier_update',
        target: c.login_name,
        detail: {
          cashier_id: String(c.id),
          role_id: body.role_id,
          store_ids: storeIds,
          allow_refund: allowRefund,
          status: body.status,
        },
      },
      tx,
    );
  });
  return { cashier_id: String(c.id) };
}

export async function cashierDelete(ctx: SignedInContext, body: { cashier_id: string }) {
  const { op, org } = caller(ctx);
  const c = await manageableCashier(ctx, op, org, body.cashier_id);
  if (String(c.id) === op.id) throw new AppError('OPR10005');
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    await markCashierDeleted(tx, String(c.id), at);
    await endOperatorSessions(tx, String(c.id), 'deleted', at, null);
    await recordAudit(
      ctx,
      { action: 'cashier_delete', target: c.login_name, detail: { cashier_id: String(c.id) } },
      tx,
    );
  });
  return {};
}

/**
 * The supervisor sets a new password, which the cashier changes at the next sign-in. A cashier may not
 * do this for themselves (spec point 6): LOG10013 tells them to ask their supervisor.
 */
export async function cashierResetPassword(
  ctx: SignedInContext,
  body: { cashier_id: string; new_password: string; confirm_password: string },
) {
  const { op, org } = caller(ctx);
  if (op.kind === 'cashier' && body.cashier_id === op.id) throw new AppError('LOG10013');
  // 1213 only after that rule (a cashier lacking it still hears LOG10013), so not on the contract.
  if (!operatorMayUse(op, '1213')) throw new AppError('SCM40301');
  const c = await manageableCashier(ctx, op, org, body.cashier_id);
  check('new_password', validateNewPassword({ next: body.new_password, confirm: body.confirm_password }));
  const hash = await hashPassword(body.new_password);
  const at = ctx.ports.clock.now();
  await writeResetPassword(ctx, c, hash, at, {
    action: 'cashier_reset_password',
    detail: { cashier_id: String(c.id) },
  });
  return {};
}
