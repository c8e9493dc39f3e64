import { merchantScope, type ScopeColumns, scopeSql } from '../http/scope.ts';
import type { SignedInContext } from '../kernel/context.ts';

/**
 * Collects the conditions and bound parameters of one query, so that filters, the tenant scope and
 * paging can be added in any order without counting placeholders by hand.
 */
export class SqlParts {
  readonly params: unknown[] = [];
  readonly conds: string[] = [];

  /** Binds a value and answers its placeholder. */
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(cond: string): this {
    this.conds.push(cond);
    return this;
  }

  /** The operator's tenant scope on `alias` (src/http/scope.ts: the one scope mechanism). */
  async scope(ctx: SignedInContext, alias: string, columns?: ScopeColumns): Promise<this> {
    const s = await scopeSql(ctx, alias, this.params.length, columns);
    this.params.push(...s.params);
    this.conds.push(s.sql);
    return this;
  }

  /** Rows of these merchants only (`alias`.merchant_id), and of the operator's tenant scope (see scope). */
  async merchants(
    ctx: SignedInContext,
    alias: string,
    merchantIds: readonly string[],
    columns?: ScopeColumns,
  ): Promise<this> {
    this.and(`${alias}.merchant_id = any(${this.p(merchantIds)}::bigint[])`);
    return this.scope(ctx, alias, columns);
  }

  where(): string {
    return this.conds.length ? `where ${this.conds.join(' and ')}` : '';
  }
}

/** bigint / numeric columns arrive as strings: to a JS number (cents stay far below 2^53). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/**
 * The merchant ids a query covers: the operator's scope, narrowed to one merchant by a `mer_no` filter.
 * A merchant outside the scope gives an empty list, so the query answers nothing, as for an unknown one.
 */
export async function scopedMerchantIds(ctx: SignedInContext, merNo: string | undefined): Promise<string[]> {
  const ids = (await merchantScope(ctx)).map(String);
  if (!merNo) return ids;
  const r = await ctx.db.query<{ id: string }>('select id from merchants where mer_no = $1', [merNo]);
  const id = r.rows[0] ? String(r.rows[0].id) : null;
  return id && ids.includes(id) ? [id] : [];
}

/** Keyset position: rows strictly after this (created_at, id) in the read's order. */
export interface Keyset {
  createdAt: Date;
  id: string;
}

export interface MergedPageOptions {
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Keyset: rows strictly after this (created_at, id) in the sort order (time order only). */
  after?: Keyset;
}

/** What a table's merged page reads: see selectMergedPage. */
export interface MergedPageSpec {
  /** The table and its alias, e.g. 'payments p'. */
  table: string;
  alias: string;
  /** The columns the page reads from the table (merchant_id among them, and what `joins` need). */
  columns: string;
  /** The tenant scope's columns on the table (http/scope.ts; default: merchant and store). */
  scope?: ScopeColumns;
  /** The filter's conditions on `alias` (not the scope, not the merchant). */
  conditions(q: SqlParts): void;
  /** Sort column besides id (default created_at). */
  sortKey?: 'created_at' | 'amount';
  /** Name columns selected over the page row `x` and `joins`. */
  names: string;
  joins: string;
}

/**
 * One page of a per-merchant table (collections, refunds, payments). Each merchant of the scope is read
 * through its own (merchant_id, sort key, id) index range in a LATERAL subquery that stops after
 * offset + limit rows, and the per-merchant runs are merged; only the page is joined to its names. A month
 * of the largest merchant costs a page of index entries, not a sort of the month.
 */
export async function selectMergedPage<T>(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  spec: MergedPageSpec,
  opts: MergedPageOptions,
): Promise<T[]> {
  if (merchantIds.length === 0) return [];
  const a = spec.alias;
  const q = new SqlParts();
  const ids = q.p(merchantIds);
  q.and(`${a}.merchant_id = mid.id`);
  await q.scope(ctx, a, spec.scope);
  spec.conditions(q);
  const dir = opts.order === 'asc' ? 'asc' : 'desc';
  if (opts.after) {
    const cmp = dir === 'desc' ? '<' : '>';
    q.and(
      `(${a}.created_at, ${a}.id) ${cmp} (${q.p(opts.after.createdAt.toISOString())}::timestamptz, ${q.p(opts.after.id)}::bigint)`,
    );
  }
  const key = spec.sortKey ?? 'created_at';
  const ord = (t: string) => `${t}.${key} ${dir}, ${t}.id ${dir}`;
  const inner = q.p(opts.offset + opts.limit);
  const limit = q.p(opts.limit);
  const offset = q.p(opts.offset);
  const sql = `with page as (
      select y.* from unnest(${ids}::bigint[]) as mid(id)
      cross join lateral (
        select ${spec.columns} from ${spec.table} ${q.where()} order by ${ord(a)} limit ${inner}
      ) y
      order by ${ord('y')} limit ${limit} offset ${offset}
    )
    select x.*, ${spec.names} from page x ${spec.joins} order by ${ord('x')}`;
  return (await ctx.db.query<T>(sql, q.params)).rows;
}
