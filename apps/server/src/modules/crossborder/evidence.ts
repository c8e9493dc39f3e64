import type {
  ContractOrderReqT,
  GoodsSubmitReqT,
  LogisticsSubmitReqT,
  OrderSaveReqT,
} from '@mp/core/schemas/crossborder';
import { macauTime14, todayYmd } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { evidenceRow } from './evidence-files.ts';
import { halfWidth, parseMinor } from './money.ts';
import {
  contractKeyTaken,
  deleteOrder,
  insertOrder,
  lockOrder,
  type OrderDb,
  orderLinked,
  replaceGoods,
  replaceLogistics,
  selectEvidence,
  selectOrder,
  selectOrderByContract,
  selectOrderLines,
  selectOrders,
  settleOrderTotals,
} from './queries.ts';

/**
 * Trade evidence (issue 26 point 6): orders whose amount is goods + logistics (to the cent); shipped goods
 * name a carrier and tracking number, unshipped ones a date within 90 days, services a contract; contract
 * numbers unique per merchant after trimming, case-folding and full-width normalising. Transfers draw
 * orders down (transfer.ts), never below zero. A contract order (contract/order/info/submit) is a header
 * whose goods and logistics lines come by their own calls; it covers a transfer once they add up
 * (`balanced`). Files: evidence-files.ts.
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
  origin: o.origin,
  counterparty: o.counterparty,
  balanced: o.balanced,
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

/** Shipped: carrier and tracking number; unshipped: a date from today to 90 days on (XBR10015 naming the field). */
function checkShipping(
  l: { shipped: boolean; carrier: string; tracking_no: string; ship_date: string },
  today: string,
  field = '',
) {
  if (l.shipped && (!l.carrier.trim() || !l.tracking_no.trim()))
    throw new AppError('XBR10015', `${field}${l.carrier.trim() ? 'tracking_no' : 'carrier'}`);
  if (!l.shipped) {
    const d = l.ship_date.trim();
    if (!/^\d{8}$/.test(d) || d < today || d > ymdAfter(today, 90))
      throw new AppError('XBR10015', `${field}ship_date`);
  }
}

const newOrderNo = (now: Date) =>
  `OD${todayYmd(now)}${String(now.getTime() % 1e8).padStart(8, '0')}${Math.floor(Math.random() * 90 + 10)}`;

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
  if (b.kind === 'GOODS') checkShipping(b, today);
  if (key && (await contractKeyTaken(ctx.db, merchantId, key))) throw new AppError('XBR10013', 'contract_no');
  const orderNo = newOrderNo(now);
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

/**
 * contract/order/info/submit: a contract order's header (kind, contract number unique like order/save's,
 * counterparty, amount). A GOODS order is not balanced until its goods and logistics lines add up to the
 * amount; a SERVICE order needs none (its contract is the evidence).
 */
export async function submitContractOrder(ctx: SignedInContext, b: ContractOrderReqT) {
  const merchantId = ctx.operator.orgId;
  const amount = parseMinor(b.amount, 2, 'amount');
  const key = contractKey(b.contract_no);
  if (key === '') throw new AppError('XBR10015', 'contract_no');
  if (await contractKeyTaken(ctx.db, merchantId, key)) throw new AppError('XBR10013', 'contract_no');
  const now = ctx.ports.clock.now();
  const orderNo = newOrderNo(now);
  await ctx.db.tx(async (tx) => {
    await insertOrder(tx, {
      order_no: orderNo,
      merchant_id: merchantId,
      kind: b.kind,
      contract_no: b.contract_no.trim(),
      contract_key: key,
      amount: String(amount),
      goods_amount: '0',
      logistics_amount: '0',
      shipped: false,
      carrier: '',
      tracking_no: '',
      ship_date: '',
      at: now,
      origin: 'CONTRACT',
      counterparty: b.counterparty.trim(),
      balanced: b.kind === 'SERVICE',
    });
    await recordAudit(ctx, { action: 'xfer_order', target: orderNo, detail: { op: 'contract' } }, tx);
  });
  const o = await selectOrder(ctx.db, merchantId, orderNo);
  if (!o) throw new AppError('SCM50000');
  return orderRow(o);
}

/**
 * The order whose lines a call replaces, locked: the caller's (SCM40401 otherwise), a GOODS contract order
 * (XBR10018: an order saved whole, or a service, has no lines) that no transfer draws on yet (XBR10018).
 */
async function orderForLines(tx: Db, ctx: SignedInContext, orderNo: string) {
  const o = await lockOrder(tx, ctx.operator.orgId, orderNo.trim());
  if (!o) throw new AppError('SCM40401', 'order_no');
  if (o.origin !== 'CONTRACT' || o.kind !== 'GOODS') throw new AppError('XBR10018', 'order_no');
  if (await orderLinked(tx, o.id)) throw new AppError('XBR10018', 'order_no');
  return o;
}

/** goods/info/submit: replaces the order's goods lines; the totals and `balanced` follow. */
export async function submitGoods(ctx: SignedInContext, b: GoodsSubmitReqT) {
  const lines = b.lines.map((l, i) => ({
    name: l.name.trim(),
    quantity: l.quantity,
    amount: parseMinor(l.amount, 2, `lines.${i}.amount`),
  }));
  lines.forEach((l, i) => {
    if (!l.name) throw new AppError('VAL10001', `lines.${i}.name`);
  });
  return replaceLines(ctx, b.order_no, 'goods', lines.length, (tx, id) => replaceGoods(tx, id, lines));
}

/** logistics/info/submit: replaces the order's logistics lines (each checked like a saved order's shipping). */
export async function submitLogistics(ctx: SignedInContext, b: LogisticsSubmitReqT) {
  const today = todayYmd(ctx.ports.clock.now());
  const lines = b.lines.map((l, i) => {
    checkShipping(l, today, `lines.${i}.`);
    const zero = l.amount.trim() === '0';
    return {
      shipped: l.shipped,
      carrier: l.carrier.trim(),
      tracking_no: l.tracking_no.trim(),
      ship_date: l.shipped ? '' : l.ship_date.trim(),
      amount: zero ? 0n : parseMinor(l.amount, 2, `lines.${i}.amount`),
    };
  });
  return replaceLines(ctx, b.order_no, 'logistics', lines.length, (tx, id) =>
    replaceLogistics(tx, id, lines),
  );
}

/**
 * One kind of an order's lines replaced in one transaction: the order as it may take lines, the new
 * lines, the order's totals settled again, the audit entry; answers the order as the query shows it.
 */
async function replaceLines(
  ctx: SignedInContext,
  orderNoAsked: string,
  op: 'goods' | 'logistics',
  n: number,
  replace: (tx: Db, orderId: string) => Promise<unknown>,
) {
  const orderNo = await ctx.db.tx(async (tx) => {
    const o = await orderForLines(tx, ctx, orderNoAsked);
    await replace(tx, o.id);
    await settleOrderTotals(tx, o.id);
    await recordAudit(ctx, { action: 'xfer_order', target: o.order_no, detail: { op, n } }, tx);
    return o.order_no;
  });
  return contractOrderOf(ctx, orderNo);
}

async function contractOrderOf(ctx: SignedInContext, orderNo: string) {
  const o = await selectOrder(ctx.db, ctx.operator.orgId, orderNo);
  if (!o) throw new AppError('SCM40401', 'order_no');
  return withLines(ctx, o);
}

async function withLines(ctx: SignedInContext, o: OrderDb) {
  const { goods, logistics } = await selectOrderLines(ctx.db, o.id);
  const files = await selectEvidence(ctx.db, ctx.operator.orgId, { orderId: o.id });
  return {
    ...orderRow(o),
    goods: goods.map((g) => ({ name: g.name, quantity: g.quantity, amount: Number(g.amount) })),
    logistics: logistics.map((l) => ({ ...l, amount: Number(l.amount) })),
    files: files.map(evidenceRow),
  };
}

/** order/query/contractOrder: one order of the caller by number or contract number (compared normalised). */
export async function queryContractOrder(ctx: SignedInContext, b: { order_no: string; contract_no: string }) {
  const merchantId = ctx.operator.orgId;
  const byNo = b.order_no.trim();
  const key = contractKey(b.contract_no);
  if (!byNo && !key) throw new AppError('VAL10001', 'order_no');
  const o = byNo
    ? await selectOrder(ctx.db, merchantId, byNo)
    : await selectOrderByContract(ctx.db, merchantId, key);
  if (!o) throw new AppError('SCM40401', byNo ? 'order_no' : 'contract_no');
  return withLines(ctx, o);
}
