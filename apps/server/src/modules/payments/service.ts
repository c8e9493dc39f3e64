import { todayYmd } from '@mp/core';
import type { PaymentFilterReqT, PaymentQueryReqT } from '@mp/core/schemas/payments';
import { inScope } from '../../http/scope.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { choice, textFilter } from '../../lists/filters.ts';
import { resolveRange } from '../../lists/range.ts';
import { scopedMerchantIds } from '../../lists/sql.ts';
import {
  type PaymentFilter,
  selectPaymentByNo,
  selectPaymentPage,
  selectPaymentTotals,
  toPaymentRow,
} from './queries.ts';

/**
 * Payment queries (43) and detail (431). Senior (trade/) refuses the current day; the classic list
 * (meradm/paymentAuditList) allows it. The payee account is masked unless the request sends mask 'N'.
 */

function readFilter(ctx: SignedInContext, body: PaymentFilterReqT, advanced: boolean): PaymentFilter {
  return {
    range: resolveRange(body.start_date, body.end_date, { today: todayYmd(ctx.ports.clock.now()), advanced }),
    merNo: textFilter(body.mer_no),
    status: choice(body.status),
    paymentNo: textFilter(body.payment_no),
    payeeName: textFilter(body.payee_name),
  };
}

function filtersOnly(body: PaymentQueryReqT): PaymentFilterReqT {
  const { sort_order: _o, page_no: _p, page_size: _s, mask: _m, ...filters } = body;
  return filters;
}

export async function paymentPage(ctx: SignedInContext, body: PaymentQueryReqT, advanced = true) {
  const f = readFilter(ctx, filtersOnly(body), advanced);
  const ids = await scopedMerchantIds(ctx, f.merNo);
  const rows = await selectPaymentPage(ctx, ids, f, {
    order: body.sort_order,
    limit: body.page_size,
    offset: (body.page_no - 1) * body.page_size,
  });
  return {
    page_no: body.page_no,
    page_size: body.page_size,
    rows: rows.map((r) => toPaymentRow(r, body.mask !== 'N')),
  };
}

export async function paymentCount(ctx: SignedInContext, body: PaymentFilterReqT, advanced = true) {
  const f = readFilter(ctx, body, advanced);
  const totals = await selectPaymentTotals(ctx, await scopedMerchantIds(ctx, f.merNo), f);
  return { total_count: totals.count, totals };
}

export async function paymentList(ctx: SignedInContext, body: PaymentQueryReqT) {
  const page = await paymentPage(ctx, body, false);
  return { ...page, ...(await paymentCount(ctx, filtersOnly(body), false)) };
}

/** Another tenant's payment is answered as a missing one (SCM40401). */
export async function paymentDetail(ctx: SignedInContext, paymentNo: string, masked: boolean) {
  const p = await selectPaymentByNo(ctx.db, paymentNo.trim());
  if (!p || !(await inScope(ctx, { merchantId: String(p.merchant_id) }))) throw new AppError('SCM40401');
  return {
    ...toPaymentRow(p, masked),
    remark: p.remark,
    auditor_name: p.auditor_name,
    audit_remark: p.audit_remark,
    oper_login_name: p.oper_login_name,
  };
}
