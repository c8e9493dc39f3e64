import type { OrderSaveReqT } from '@mp/core/schemas/crossborder';
import { macauTime14, todayYmd } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { halfWidth, parseMinor } from './money.ts';
import {
  contractKeyTaken,
  deleteOrder,
  insertOrder,
  type OrderDb,
  selectOrder,
  selectOrders,
} from './queries.ts';

/**
 * Trade evidence (issue 26 point 6): orders whose amount is goods + logistics (to the cent); shipped goods
 * name a carrier and tracking number, unshipped ones a date within 90 days, services a contract; contract
 * numbers unique per merchant after trimming, case-folding and full-width normalising. Transfers draw
 * orders down (transfer.ts), never below zero. (Files are not built yet: docs/decisions.md.)
 */
export const contractKey = (no: string) => halfWidth(no).trim().replace(/\s+/g, '').toUpperCase();

const orderRow = (o: OrderDb) => ({
  order_no: o.order_no,
  kind: o.kind,
  contract_no: o.contract_no,
  amount: Number(o.amount),
  goods_amount: Number(o.goods_amount),
  logistics_amount: Number(o.logistics_amount),
  remaining: Number(o.remaining),
  shipped: o.shipped,
  carrier: o.carrier,
  tracking_no: o.tracking_no,
  ship_date: o.ship_date,
  created_at: macauTime14(o.created_at),
});

export async function checkContractNo(ctx: SignedInContext, no: string) {
  const key = contractKey(no);
  return {
    available: key !== '' && !(await contractKeyTaken(ctx.db, ctx.operator.orgId, key)),
    normalised: key,
  };
}

const DAY = 86_400_000;
const ymdAfter = (ymd: string, days: number) =>
  new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8)) + days * DAY)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');

export async function saveOrder(ctx: SignedInContext, b: OrderSaveReqT) {
  const merchantId = ctx.operator.orgId;
  const amount = parseMinor(b.amount, 2, 'amount');
  const goods = b.goods_amount.trim() === '0' ? 0n : parseMinor(b.goods_amount, 2, 'goods_amount');
  const logistics =
    b.logistics_amount.trim() === '0' ? 0n : parseMinor(b.logistics_amount, 2, 'logistics_amount');
  // ±0.01: the parts typed may round each way by one cent.
  const diff = amount - goods - logistics;
  if (b.kind === 'GOODS' && (diff > 1n || diff < -1n)) throw new AppError('XBR10012', 'amount');
  const key = contractKey(b.contract_no);
  const now = ctx.ports.clock.now();
  const today = todayYmd(now);
  if (b.kind === 'SERVICE' && key === '') throw new AppError('XBR10015', 'contract_no');
  if (b.kind === 'GOODS' && b.shipped && (!b.carrier.trim() || !b.tracking_no.trim()))
    throw new AppError('XBR10015', b.carrier.trim() ? 'tracking_no' : 'carrier');
  if (b.kind === 'GOODS' && !b.shipped) {
    const d = b.ship_date.trim();
    if (!/^\d{8}$/.test(d) || d < today || d > ymdAfter(today, 90))
      throw new AppError('XBR10015', 'ship_date');
  }
  if (key && (await contractKeyTaken(ctx.db, merchantId, key))) throw new AppError('XBR10013', 'contract_no');
  const orderNo = `OD${today}${String(now.getTime() % 1e8).padStart(8, '0')}${Math.floor(Math.random() * 90 + 10)}`;
  await ctx.db.tx(async (tx) => {
    await insertOrder(tx, {
      order_no: orderNo,
      merchant_id: merchantId,
      kind: b.kind,
      contract_no: b.contract_no.trim(),
      contract_key: key || null,
      amount: String(amount),
      goods_amount: String(goods),
      logistics_amount: String(logistics),
      shipped: b.shipped,
      carrier: b.carrier.trim(),
      tracking_no: b.tracking_no.trim(),
      ship_date: b.shipped ? '' : b.ship_date.trim(),
      at: now,
    });
    await recordAudit(ctx, { action: 'xfer_order', target: orderNo, detail: { op: 'save' } }, tx);
  });
  const o = await selectOrder(ctx.db, merchantId, orderNo);
  if (!o) throw new AppError('SCM50000');
  return orderRow(o);
}

export async function queryOrders(
  ctx: SignedInContext,
  b: { page_no: number; page_size: number; order_no?: string },
) {
  const r = await selectOrders(ctx.db, ctx.operator.orgId, {
    orderNo: b.order_no?.trim() || undefined,
    limit: b.page_size,
    offset: (b.page_no - 1) * b.page_size,
  });
  return { rows: r.rows.map(orderRow), total: r.total };
}

export async function removeOrder(ctx: SignedInContext, orderNo: string) {
  const o = await selectOrder(ctx.db, ctx.operator.orgId, orderNo.trim());
  if (!o) throw new AppError('SCM40401', 'order_no');
  if (!(await deleteOrder(ctx.db, ctx.operator.orgId, o.order_no)))
    throw new AppError('XBR10018', 'order_no');
  await recordAudit(ctx, { action: 'xfer_order', target: o.order_no, detail: { op: 'delete' } });
  return { ok: true };
}
