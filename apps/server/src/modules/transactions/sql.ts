import type { CallContext } from '../../http/endpoint.ts';
import { merchantScope, type ScopeColumns, scopeSql } from '../../http/scope.ts';

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
  async scope(ctx: CallContext, alias: string, columns?: ScopeColumns): Promise<this> {
    const s = await scopeSql(ctx, alias, this.params.length, columns);
    this.params.push(...s.params);
    this.conds.push(s.sql);
    return this;
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
export async function scopedMerchantIds(ctx: CallContext, merNo: string | undefined): Promise<string[]> {
  const ids = (await merchantScope(ctx)).map(String);
  if (!merNo) return ids;
  const r = await ctx.db.query<{ id: string }>('select id from merchants where mer_no = $1', [merNo]);
  const id = r.rows[0] ? String(r.rows[0].id) : null;
  return id && ids.includes(id) ? [id] : [];
}
