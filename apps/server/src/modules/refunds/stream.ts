import { todayYmd } from '@mp/core';
import type { RefundFilterReqT, RefundRowT, RefundTotalsT } from '@mp/core/schemas/refunds';
import type { SignedInContext } from '../../kernel/context.ts';
import { keysetPages } from '../../lists/export/paged.ts';
import { scopedMerchantIds } from '../../lists/sql.ts';
import { readRefundFilter, selectRefundPage, selectRefundTotals, toRefundRow } from './queries.ts';

export interface RefundSource {
  totals: RefundTotalsT;
  /** Every refund of the filter, newest first, a page at a time by keyset (constant memory). */
  pages(): AsyncGenerator<RefundRowT[]>;
}

/** The refund query as an export reads it (see transactions/stream.ts for the contract). */
export async function streamRefunds(
  ctx: SignedInContext,
  body: RefundFilterReqT,
  opts: { advanced?: boolean; batchSize?: number } = {},
): Promise<RefundSource> {
  if (!ctx.operator) throw new Error('streamRefunds needs an operator');
  const f = readRefundFilter(body, {
    today: todayYmd(ctx.ports.clock.now()),
    advanced: opts.advanced ?? true,
    purpose: 'export',
  });
  const ids = await scopedMerchantIds(ctx, f.merNo);
  const totals = await selectRefundTotals(ctx, ids, f);
  return {
    totals,
    pages: () =>
      keysetPages(
        (after, limit) => selectRefundPage(ctx, ids, f, { order: 'desc', limit, offset: 0, after }),
        toRefundRow,
        opts.batchSize ?? 1000,
      ),
  };
}
