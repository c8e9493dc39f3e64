import type {
  ChildPrdauthListReqT,
  MerchantReqT,
  PrdauthChangeReqT,
  ProductsReqT,
} from '@mp/core/schemas/products';
import { macauTime14, ymdOfInstant } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { merchantScope } from '../../http/scope.ts';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { check, checkFilter } from '../../lists/input.ts';
import { pageAnswer, pageWindow } from '../../lists/paging.ts';
import { sqlDate } from '../../lists/range.ts';
import { recordAudit } from '../audit/index.ts';
import {
  agentProducts,
  catalogueProduct,
  catalogueProducts,
  channelRate,
  channels,
  chargesByPayType,
  closeProducts,
  type MerchantProductDbRow,
  type MerchantRef,
  merchantById,
  merchantByNo,
  merchantProduct,
  merchantProducts,
  openProduct,
  paymentRates,
  paymentScenes,
  productClasses,
  standardProducts,
} from './queries.ts';

const DAY_MS = 86_400_000;

// The catalogue.

/** A catalogue row's names in both languages. */
const names = (r: { name_zh: string; name_en: string }) => ({ name_zh: r.name_zh, name_en: r.name_en });

export async function standardProductList(ctx: CallContext) {
  const rows = await standardProducts(ctx.db);
  return {
    rows: rows.map(({ code, description_zh, description_en, product_codes, ...s }) => ({
      std_code: code,
      ...names(s),
      description_zh,
      description_en,
      product_codes,
    })),
  };
}

export async function prodClassList(ctx: CallContext) {
  return { rows: (await productClasses(ctx.db)).map((c) => ({ class_code: c.code, ...names(c) })) };
}

export async function productList(ctx: CallContext, body: ProductsReqT) {
  const rows = await catalogueProducts(ctx.db, {
    classCode: body.class_code?.trim() || null,
    stdCode: body.std_code?.trim() || null,
    payType: body.pay_type || null,
  });
  return {
    rows: rows.map(({ code, pay_type, class_code, std_code, std_rate_bp, ...p }) => ({
      product_code: code,
      ...names(p),
      pay_type,
      class_code,
      std_code,
      std_rate_bp,
    })),
  };
}

export async function channelList(ctx: CallContext, body: { product_code?: string }) {
  const all = await channels(ctx.db);
  const rows = body.product_code ? all.filter((c) => c.product_codes.includes(body.product_code!)) : all;
  return {
    rows: rows.map((c) => ({
      pay_type: c.code,
      name_zh: c.name_zh,
      name_en: c.name_en,
      std_rate_bp: c.std_rate_bp,
      appid_example: c.appid_example,
      product_codes: c.product_codes,
    })),
  };
}

// A merchant's products.

/**
 * The merchant a call is about: the merchant area's own (mer_no ignored); a provider or group names one of
 * its merchants by mer_no. A merchant outside the scope does not exist (SCM40401).
 */
export async function targetMerchant(
  ctx: SignedInContext,
  merNoRaw: string | undefined,
): Promise<MerchantRef> {
  const op = ctx.operator;
  if (op.orgKind === 'merchant') {
    const own = await merchantById(ctx.db, op.orgId);
    if (!own) throw new AppError('SCM40401');
    return own;
  }
  const merNo = merNoRaw?.trim() ?? '';
  check('mer_no', merNo === '' ? 'VAL10001' : null);
  const m = await merchantByNo(ctx.db, merNo);
  if (!m || !(await merchantScope(ctx)).includes(String(m.id))) throw new AppError('SCM40401');
  return m;
}

function productRow(r: MerchantProductDbRow) {
  return {
    product_code: r.product_code,
    ...names(r),
    pay_type: r.pay_type,
    class_code: r.class_code,
    rate_bp: Number(r.rate_bp),
    min_fee: Number(r.min_fee),
    max_fee: r.max_fee === null ? null : Number(r.max_fee),
    settle_cycle: r.settle_cycle,
    status: r.status,
    source: r.source,
    closed_reason: r.closed_reason,
    opened_date: String(r.opened_at).slice(0, 10).replaceAll('-', ''),
    updated_at: r.updated_at ? macauTime14(r.updated_at) : '',
  };
}

const authRow = (r: MerchantProductDbRow) => ({
  ...productRow(r),
  auth_id: `${r.mer_no}:${r.product_code}`,
  mer_no: r.mer_no,
  mer_name: r.mer_name,
});

export async function configChannels(ctx: SignedInContext, body: MerchantReqT) {
  const m = await targetMerchant(ctx, body.mer_no);
  const products = await merchantProducts(ctx.db, m.id);
  const rows = (await channels(ctx.db))
    .map((c) => {
      const own = products.filter((p) => p.pay_type === c.code);
      return {
        pay_type: c.code,
        name_zh: c.name_zh,
        name_en: c.name_en,
        status: own.some((p) => p.status === 'OPEN') ? ('OPEN' as const) : ('CLOSED' as const),
        products: own.map(productRow),
      };
    })
    .filter((c) => c.products.length > 0);
  return { mer_no: m.mer_no, mer_name: m.name, rows };
}

/** The merchant closes every open product of one channel (merchantServices, code 2). */
export async function deleteChannel(ctx: SignedInContext, body: { pay_type: string }) {
  const op = ctx.operator;
  const codes = (await catalogueProducts(ctx.db, { payType: body.pay_type })).map((p) => p.code);
  return ctx.db.tx(async (tx) => {
    const closed = await closeProducts(tx, {
      merchantId: op.orgId,
      productCodes: codes,
      reason: 'DELETED',
      operatorId: op.id,
      at: ctx.ports.clock.now(),
    });
    if (closed === 0) throw new AppError('PRD10005', 'pay_type');
    await recordAudit(ctx, { action: 'channel_delete', target: body.pay_type, detail: { closed } }, tx);
    return { pay_type: body.pay_type as never, closed };
  });
}

export async function productCharges(ctx: SignedInContext, body: MerchantReqT) {
  const m = await targetMerchant(ctx, body.mer_no);
  const now = ctx.ports.clock.now().getTime();
  const end = ymdOfInstant(new Date(now - DAY_MS));
  const start = ymdOfInstant(new Date(now - 30 * DAY_MS));
  const sums = await chargesByPayType(ctx.db, m.id, sqlDate(start), sqlDate(end));
  const rows = (await channels(ctx.db)).map((c) => {
    const s = sums.find((x) => x.pay_type === c.code);
    const amount = Number(s?.amount ?? 0);
    const base = amount - Number(s?.discount ?? 0);
    const fee = Number(s?.fee ?? 0);
    return {
      pay_type: c.code,
      count: Number(s?.count ?? 0),
      amount,
      fee,
      effective_rate_bp: base > 0 ? Math.round((fee * 10000) / base) : 0,
    };
  });
  return { mer_no: m.mer_no, start_date: start, end_date: end, rows };
}

// Product authorisation (22, 26).

type Check = 'OK' | 'ALREADY_OPEN' | 'PERSONAL_ONLINE' | 'MERCHANT_NOT_NORMAL';

function grantCheck(m: MerchantRef, p: { scene: string }, current: MerchantProductDbRow | undefined): Check {
  if (m.status !== 'normal') return 'MERCHANT_NOT_NORMAL';
  if (current?.status === 'OPEN') return 'ALREADY_OPEN';
  // Individual businesses sell at the counter only (as the platform opens their products).
  if (m.category === 'PERSONAL' && p.scene === 'ONLINE') return 'PERSONAL_ONLINE';
  return 'OK';
}

export async function prodChanChecks(ctx: SignedInContext, body: { mer_no: string }) {
  const m = await targetMerchant(ctx, body.mer_no);
  const own = await merchantProducts(ctx.db, m.id);
  const rows = (await catalogueProducts(ctx.db)).map((p) => ({
    product_code: p.code,
    pay_type: p.pay_type,
    check: grantCheck(
      m,
      p,
      own.find((o) => o.product_code === p.code),
    ),
  }));
  return { mer_no: m.mer_no, rows };
}

export async function childPrdauthList(ctx: SignedInContext, body: ChildPrdauthListReqT) {
  const op = ctx.operator;
  checkFilter('mer_no', body.mer_no, 32);
  const rows = await agentProducts(ctx.db, op.orgId, {
    merNo: body.mer_no?.trim() || null,
    productCode: body.product_code || null,
    status: body.status || null,
    ...pageWindow(body),
  });
  return pageAnswer(body, rows, rows.map(authRow));
}

export async function mercPrdauthList(ctx: SignedInContext) {
  const m = await targetMerchant(ctx, undefined);
  return { mer_no: m.mer_no, rows: (await merchantProducts(ctx.db, m.id)).map(productRow) };
}

const CHECK_CODE = {
  ALREADY_OPEN: 'PRD10001',
  PERSONAL_ONLINE: 'PRD10003',
  MERCHANT_NOT_NORMAL: 'PRD10004',
} as const;

export async function prdauthAdd(ctx: SignedInContext, body: PrdauthChangeReqT) {
  const op = ctx.operator;
  const m = await targetMerchant(ctx, body.mer_no);
  const product = await catalogueProduct(ctx.db, body.product_code);
  if (!product) throw new AppError('SCM40401', 'product_code');
  const now = ctx.ports.clock.now();
  return ctx.db.tx(async (tx) => {
    const current = (await merchantProduct(tx, m.id, product.code)) ?? undefined;
    const verdict = grantCheck(m, product, current);
    if (verdict !== 'OK') throw new AppError(CHECK_CODE[verdict], 'product_code');
    const opened = await openProduct(tx, {
      merchantId: m.id,
      productCode: product.code,
      rateBp: product.std_rate_bp,
      operatorId: op.id,
      at: now,
      openedOn: sqlDate(ymdOfInstant(now)),
    });
    if (!opened) throw new AppError('PRD10001', 'product_code');
    await recordAudit(ctx, { action: 'product_grant', target: `${m.mer_no} ${product.code}` }, tx);
    return authRow((await merchantProduct(tx, m.id, product.code))!);
  });
}

export async function prdauthCancel(ctx: SignedInContext, body: PrdauthChangeReqT) {
  const op = ctx.operator;
  const m = await targetMerchant(ctx, body.mer_no);
  const product = await catalogueProduct(ctx.db, body.product_code);
  if (!product) throw new AppError('SCM40401', 'product_code');
  return ctx.db.tx(async (tx) => {
    const closed = await closeProducts(tx, {
      merchantId: m.id,
      productCodes: [product.code],
      reason: 'CANCELLED',
      operatorId: op.id,
      at: ctx.ports.clock.now(),
    });
    if (closed === 0) throw new AppError('PRD10002', 'product_code');
    await recordAudit(ctx, { action: 'product_cancel', target: `${m.mer_no} ${product.code}` }, tx);
    return authRow((await merchantProduct(tx, m.id, product.code))!);
  });
}

// The fee of a payment (the payment network's bookings: transactions/record.ts).

/**
 * The fee a merchant is charged for a payment of `base` cents (the bill less the discount) by a payment
 * type: the rate of its open product of that type (in-store first), rounded half up and held within the
 * product's minimum and maximum fee; a merchant without any product of that type pays the channel's
 * standard rate. null when the merchant holds products of that type but none is open (cancelled by its
 * provider or deleted by itself): the payment is refused.
 */
export async function paymentFee(
  db: Db,
  merchantId: string,
  payType: string,
  base: number,
): Promise<number | null> {
  const rates = await paymentRates(db, merchantId, payType);
  if (rates.length > 0 && rates[0].status !== 'OPEN') return null;
  const rate = rates[0];
  const bp = rate ? Number(rate.rate_bp) : await channelRate(db, payType);
  if (bp === null) return null;
  let fee = Math.floor((base * bp + 5000) / 10000);
  if (rate) {
    fee = Math.max(fee, Number(rate.min_fee));
    if (rate.max_fee !== null) fee = Math.min(fee, Number(rate.max_fee));
  }
  return Math.min(fee, base);
}

/** pc/getPaymentSceneCode: each scene once, its pay types in catalogue order; `opened` for a merchant only. */
export async function paymentSceneList(ctx: SignedInContext<'merchant' | 'service'>) {
  const merchantId = ctx.operator.orgKind === 'merchant' ? ctx.operator.orgId : null;
  const scenes = new Map<
    string,
    { scene_code: string; name_zh: string; name_en: string; pay_types: string[]; opened: 'Y' | 'N' }
  >();
  for (const r of await paymentScenes(ctx.db, merchantId)) {
    const s = scenes.get(r.code) ?? {
      scene_code: r.code,
      name_zh: r.name_zh,
      name_en: r.name_en,
      pay_types: [],
      opened: 'N',
    };
    if (!s.pay_types.includes(r.pay_type)) s.pay_types.push(r.pay_type);
    if (r.opened) s.opened = 'Y';
    scenes.set(r.code, s);
  }
  return { rows: [...scenes.values()] };
}
