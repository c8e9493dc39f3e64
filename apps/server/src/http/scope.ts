import type { CallContext, Operator, SignedInContext } from '../kernel/context.ts';
import { AppError } from '../kernel/errors.ts';

/**
 * Tenant scope, the same way in every module: a merchant operator sees its merchant, a service-provider
 * operator the merchants whose agent it is, a group operator its member merchants; an operator limited to
 * stores sees only those. A row outside the scope is answered like a row that does not exist (SCM40401).
 */
const merchantIdsByCall = new WeakMap<CallContext, Promise<string[]>>();

async function loadMerchantIds(ctx: SignedInContext, op: Operator): Promise<string[]> {
  if (op.orgKind === 'merchant') return [op.orgId];
  const sql =
    op.orgKind === 'service'
      ? 'select id from merchants where agent_id = $1 order by id'
      : 'select merchant_id as id from group_members where group_id = $1 order by merchant_id';
  return (await ctx.db.query<{ id: string }>(sql, [op.orgId])).rows.map((r) => r.id);
}

/** The merchant ids the signed-in operator may see (loaded once per call). */
export function merchantScope(ctx: SignedInContext): Promise<string[]> {
  const op = ctx.operator;
  let ids = merchantIdsByCall.get(ctx);
  if (!ids) {
    ids = loadMerchantIds(ctx, op);
    merchantIdsByCall.set(ctx, ids);
  }
  return ids;
}

/** null = every store of the scope's merchants; otherwise the operator's permitted store ids. */
export function storeScope(ctx: SignedInContext): readonly string[] | null {
  return ctx.operator.storeIds;
}

export interface ScopeSql {
  /** e.g. `t.merchant_id = any($3::bigint[]) and t.store_id = any($4::bigint[])` */
  sql: string;
  params: unknown[];
}

export interface ScopeColumns {
  merchant?: string;
  /** null for a table without a store column (settlements, accounts): only the merchant is checked. */
  store?: string | null;
}

/**
 * A SQL condition limiting `alias` to the operator's scope. Its placeholders start after paramOffset
 * (pass the number of parameters the query already has) and its params go after the query's own.
 */
export async function scopeSql(
  ctx: SignedInContext,
  alias: string,
  paramOffset: number,
  columns: ScopeColumns = {},
): Promise<ScopeSql> {
  const merchantIds = await merchantScope(ctx);
  const prefix = alias ? `${alias}.` : '';
  const parts = [`${prefix}${columns.merchant ?? 'merchant_id'} = any($${paramOffset + 1}::bigint[])`];
  const params: unknown[] = [merchantIds];
  const stores = storeScope(ctx);
  const storeColumn = columns.store === undefined ? 'store_id' : columns.store;
  if (stores && storeColumn) {
    parts.push(`${prefix}${storeColumn} = any($${paramOffset + 2}::bigint[])`);
    params.push([...stores]);
  }
  return { sql: parts.join(' and '), params };
}

/** Whether a row of this merchant (and store) is inside the operator's scope. */
export async function inScope(
  ctx: SignedInContext,
  row: { merchantId: string; storeId?: string | null },
): Promise<boolean> {
  const merchantIds = await merchantScope(ctx);
  if (!merchantIds.includes(String(row.merchantId))) return false;
  const stores = storeScope(ctx);
  if (stores && row.storeId !== undefined && row.storeId !== null)
    return stores.includes(String(row.storeId));
  return true;
}

/** Throws SCM40401 (the answer for a missing row) when the row is outside the scope. */
export async function requireInScope(
  ctx: SignedInContext,
  row: { merchantId: string; storeId?: string | null },
): Promise<void> {
  if (!(await inScope(ctx, row))) throw new AppError('SCM40401');
}
