import { todayYmd } from '@mp/core';
import type { CollectionFilterReqT, CollectionRowT, CollectionTotalsT } from '@mp/core/schemas/transactions';
import type { SignedInContext } from '../../kernel/context.ts';
import { keysetPages } from '../../lists/export/paged.ts';
import type { SqlSelect } from '../../lists/export/source.ts';
import { scopedMerchantIds } from '../../lists/sql.ts';
import { readCollectionFilter } from './filters.ts';
import {
  collectionExportSelect,
  selectCollectionPage,
  selectCollectionTotals,
  toCollectionRow,
} from './queries.ts';

export interface StreamOptions {
  /** Senior rules (no current day); default true, as the senior export is the one the portal offers. */
  advanced?: boolean;
  /** Rows a page; default 1000. */
  batchSize?: number;
}

export interface CollectionSource {
  /** Count and totals over the whole filter (decides the synchronous limit before any row is read). */
  totals: CollectionTotalsT;
  /** Every row of the filter, newest first, a page at a time by keyset: constant memory at any size. */
  pages(): AsyncGenerator<CollectionRowT[]>;
  /** The same rows as one SELECT, for a CSV written by COPY on PostgreSQL (OpenedExport.select). */
  select: SqlSelect;
}

/**
 * The collection query as an export reads it: the same filters, rules (purpose 'export': VAL10015 for
 * the current day) and scope as the page query. Validation and the scope happen here, before any row;
 * the pages use only ctx.db, ctx.operator and ctx.ports.clock, so a job may rebuild that much of a
 * context after a restart.
 */
export async function openCollectionStream(
  ctx: SignedInContext,
  body: CollectionFilterReqT,
  opts: StreamOptions = {},
): Promise<CollectionSource> {
  const f = readCollectionFilter(body, {
    today: todayYmd(ctx.ports.clock.now()),
    advanced: opts.advanced ?? true,
    purpose: 'export',
  });
  const ids = await scopedMerchantIds(ctx, f.merNo);
  const totals = await selectCollectionTotals(ctx, ids, f);
  return {
    totals,
    select: await collectionExportSelect(ctx, ids, f),
    pages: () =>
      keysetPages(
        (after, limit) =>
          selectCollectionPage(ctx, ids, f, { sortBy: 'created_at', order: 'desc', limit, offset: 0, after }),
        toCollectionRow,
        opts.batchSize ?? 1000,
      ),
  };
}
