import { todayYmd } from '@mp/core';
import type { RefundFilterReqT, RefundRowT, RefundTotalsT } from '@mp/core/schemas/refunds';
import type { CallContext } from '../../http/endpoint.ts';
import { choice, textFilter } from '../transactions/filters.ts';
import { resolveRange } from '../transactions/range.ts';
import { scopedMerchantIds } from '../transactions/sql.ts';
import { selectRefundPage, selectRefundTotals, toRefundRow } from './queries.ts';
import { requireAreaCode } from './rules.ts';

export interface RefundSource {
  totals: RefundTotalsT;
  /** Every refund of the filter, newest first, a page at a time by keyset (constant memory). */
  pages(): AsyncGenerator<RefundRowT[]>;
}

/** The refund query as an export reads it (see transactions/stream.ts for the contract). */
export async function streamRefunds(
  ctx: CallContext,
  body: RefundFilterReqT,
  opts: { advanced?: boolean; batchSize?: number } = {},
): Promise<RefundSource> {
  if (!ctx.operator) throw new Error('streamRefunds needs an operator');
  requireAreaCode(ctx.operator, '42');
  const range = resolveRange(body.start_date, body.end_date, {
    today: todayYmd(ctx.ports.clock.now()),
    advanced: opts.advanced ?? true,
    purpose: 'export',
  });
  const f = {
    range,
    merNo: textFilter(body.mer_no),
    storeNo: textFilter(body.store_no),
    status: choice(body.status),
    payType: choice(body.pay_type),
    refundNo: textFilter(body.refund_no),
    txnNo: textFilter(body.txn_no),
    merOrderNo: textFilter(body.mer_order_no),
  };
  const ids = await scopedMerchantIds(ctx, f.merNo);
  const totals = await selectRefundTotals(ctx, ids, f);
  const batch = opts.batchSize ?? 1000;
  return {
    totals,
    async *pages() {
      let after: { createdAt: Date; id: string } | undefined;
      for (;;) {
        const rows = await selectRefundPage(ctx, ids, f, { order: 'desc', limit: batch, offset: 0, after });
        if (rows.length === 0) return;
        yield rows.map(toRefundRow);
        if (rows.length < batch) return;
        const last = rows[rows.length - 1];
        after = { createdAt: last.created_at, id: String(last.id) };
      }
    },
  };
}
