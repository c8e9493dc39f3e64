import {
  addDaysYmd,
  isTime14,
  isYmd,
  maskPhone,
  parseAmountInput,
  validateMaxLength,
  validateNoForbiddenChars,
  validatePromotion,
} from '@mp/core';
import { campaignDiscount, nearThreshold, parseShares } from '@mp/core/promotions';
import type {
  PromotionAmendReqT,
  PromotionCreateReqT,
  PromotionDetailResT,
  PromotionQueryReqT,
  PromotionReportResT,
  PromotionRowT,
} from '@mp/core/schemas/promotions';
import { instantOfTime14, macauTime14, startOfYmd, todayYmd, ymdOfInstant } from '@mp/core/time';
import { inScope } from '../../http/scope.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { scopedMerchantIds } from '../../lists/sql.ts';
import { recordAudit } from '../audit/index.ts';
import type { MoveCall } from '../security/index.ts';
import {
  insertPromotion,
  insertPromotionStores,
  insertVersion,
  type PromoDbRow,
  selectAlerts,
  selectFunded,
  selectMerchantStores,
  selectPromotionByNo,
  selectPromotionPage,
  selectRedeemedAmounts,
  selectRedemptionDays,
  selectStoreSales,
  selectStoresOfPromotion,
  selectVersions,
  updatePromotion,
} from './queries.ts';
import { termsOf } from './redeem.ts';

/**
 * Campaigns (issue 27): the list and detail of the caller's merchants' campaigns (every area), and the
 * merchant's changes: create (WAIT_AUDIT, for the provider's review), amend (a new version), cancel
 * (before the start), revoke (its own review). The review's decisions are in review.ts.
 */

const cents = (v: string | number | null): number | null => (v === null ? null : Number(v));

export function toRow(p: PromoDbRow): PromotionRowT {
  return {
    promo_no: p.promo_no,
    mer_no: p.mer_no,
    mer_name: p.mer_name,
    kind: p.kind,
    name_zh: p.name_zh,
    name_en: p.name_en,
    discount_rate: p.discount_rate === null ? null : Number(p.discount_rate),
    threshold: cents(p.threshold),
    reduction: cents(p.reduction),
    cap_flag: p.cap_flag,
    per_txn_cap: cents(p.per_txn_cap),
    amount_cap: cents(p.amount_cap),
    count_cap: p.count_cap === null ? null : Number(p.count_cap),
    per_payer_cap: p.per_payer_cap === null ? null : Number(p.per_payer_cap),
    daily_count_cap: p.daily_count_cap === null ? null : Number(p.daily_count_cap),
    daily_amount_cap: cents(p.daily_amount_cap),
    fund_merchant: 100 - Number(p.fund_provider) - Number(p.fund_scheme),
    fund_provider: Number(p.fund_provider),
    fund_scheme: Number(p.fund_scheme),
    scheme_name: p.scheme_name,
    start_time: macauTime14(p.start_at),
    end_time: macauTime14(p.end_at),
    store_names: p.store_names,
    status: p.status,
    revoke_status: p.revoke_status,
    used_amount: Number(p.used_amount),
    used_count: Number(p.used_count),
    version: Number(p.version),
    close_reason: p.close_reason,
    created_at: macauTime14(p.created_at),
    union_no: p.union_no ?? '',
  };
}

/**
 * A filter day: '' or absent is no bound; otherwise a real yyyymmdd (VAL10013 naming the field), the start
 * not after the end (VAL10017). Future days are fine: campaigns are planned ahead.
 */
function dayBounds(start?: string, end?: string) {
  if (start && !isYmd(start)) throw new AppError('VAL10013', 'start_date');
  if (end && !isYmd(end)) throw new AppError('VAL10013', 'end_date');
  if (start && end && start > end) throw new AppError('VAL10017', 'end_date');
  return {
    from: start ? startOfYmd(start) : undefined,
    to: end ? new Date(startOfYmd(end).getTime() + 86_400_000 - 1000) : undefined,
  };
}

export async function promotionList(ctx: SignedInContext, body: PromotionQueryReqT) {
  const { rows, total } = await selectPromotionPage(
    ctx.db,
    {
      merchantIds: await scopedMerchantIds(ctx, body.mer_no?.trim() || undefined),
      storeIds: ctx.operator.storeIds,
      status: body.status || undefined,
      revokeStatus: body.revoke_status || undefined,
      kind: body.kind || undefined,
      ...dayBounds(body.start_date || undefined, body.end_date || undefined),
      storeNo: body.store_no?.trim() || undefined,
      promoNo: body.promo_no?.trim() || undefined,
    },
    { order: body.sort_order, limit: body.page_size, offset: (body.page_no - 1) * body.page_size },
  );
  return { page_no: body.page_no, page_size: body.page_size, total_count: total, rows: rows.map(toRow) };
}

/**
 * A campaign in the caller's scope (its merchant, and for an operator limited to stores one of its
 * stores); another tenant's answers SCM40401 like a missing one.
 */
async function scoped(ctx: SignedInContext, promoNo: string, forUpdate = false, db = ctx.db) {
  const p = await selectPromotionByNo(db, promoNo.trim(), forUpdate);
  if (!p || !(await inScope(ctx, { merchantId: String(p.merchant_id) })))
    throw new AppError('SCM40401', 'promo_no');
  const own = ctx.operator.storeIds;
  if (own) {
    const stores = await selectStoresOfPromotion(db, p.id);
    if (!stores.some((s) => own.includes(String(s.id)))) throw new AppError('SCM40401', 'promo_no');
  }
  return p;
}

export async function promotionDetail(ctx: SignedInContext, promoNo: string): Promise<PromotionDetailResT> {
  const p = await scoped(ctx, promoNo);
  const [stores, versions, alerts] = await Promise.all([
    selectStoresOfPromotion(ctx.db, p.id),
    selectVersions(ctx.db, p.id),
    selectAlerts(ctx.db, p.id),
  ]);
  return {
    ...toRow(p),
    stores: stores.map((s) => ({ store_no: s.store_no, store_name: s.name })),
    contact_name: p.contact_name,
    contact_area: p.contact_area,
    contact_phone: maskPhone(p.contact_phone),
    remark: p.remark,
    decision_reason: p.decision_reason,
    revoke_reason: p.revoke_reason,
    revoke_decision_reason: p.revoke_decision_reason,
    alerts: alerts.map((a) => ({ level: Number(a.level), at: macauTime14(a.at) })),
    versions: versions.map((v) => ({
      version: Number(v.version),
      at: macauTime14(v.at),
      actor: v.actor,
      changes: JSON.stringify(v.changes),
    })),
    contact_due: p.contact_due ? p.contact_due.replaceAll('-', '').slice(0, 8) : '',
    contact_done_at: macauTime14(p.contact_done_at),
  };
}

/** Amount text as typed (MOP) to cents; '' is no value. VAL10012 naming the field otherwise. */
function amountOf(text: string, field: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const a = parseAmountInput(t);
  if (!a.ok) throw new AppError(a.code, field);
  if (a.cents === 0n) throw new AppError('VAL10029', field);
  return Number(a.cents);
}

/** A time as the form sends it: yyyymmdd (the day's first or last second) or yyyymmddHHMMss. */
function instantOf(t: string, end: boolean): Date {
  return t.length === 8 ? instantOfTime14(`${t}${end ? '235959' : '000000'}`) : instantOfTime14(t);
}

const FIELD: Record<string, string> = {
  kind: 'kind',
  nameZh: 'name_zh',
  nameEn: 'name_en',
  discountRate: 'discount_rate',
  thresholdCents: 'threshold',
  reductionCents: 'reduction',
  capFlag: 'cap_flag',
  perTxnCapCents: 'per_txn_cap',
  periodAmountCapCents: 'amount_cap',
  periodCountCap: 'count_cap',
  startTime: 'start_time',
  endTime: 'end_time',
  contactName: 'contact_name',
  contactAreaCode: 'contact_area',
  contactPhone: 'contact_phone',
  remark: 'remark',
};

export function checkForm(body: Omit<PromotionCreateReqT, 'store_nos' | 'client_key'>, now: Date) {
  const discount = body.kind === 'DISCOUNT';
  const amounts = {
    threshold: discount ? null : amountOf(body.threshold, 'threshold'),
    reduction: discount ? null : amountOf(body.reduction, 'reduction'),
    perTxnCap: body.cap_flag === 'Y' ? amountOf(body.per_txn_cap, 'per_txn_cap') : null,
    amountCap: body.cap_flag === 'Y' ? amountOf(body.amount_cap, 'amount_cap') : null,
  };
  const bad = validatePromotion({
    kind: body.kind,
    nameZh: body.name_zh,
    nameEn: body.name_en,
    discountRate: discount ? body.discount_rate : undefined,
    thresholdCents: amounts.threshold === null ? '' : String(amounts.threshold),
    reductionCents: amounts.reduction === null ? '' : String(amounts.reduction),
    // A per-payer or daily cap is a cap too: with one of them the three period caps may all be empty.
    capFlag:
      body.cap_flag === 'Y' &&
      [body.per_txn_cap, body.amount_cap, body.count_cap].every((v) => v.trim() === '') &&
      [body.per_payer_cap, body.daily_count_cap, body.daily_amount_cap].some((v) => v.trim() !== '')
        ? 'N'
        : body.cap_flag,
    perTxnCapCents: amounts.perTxnCap === null ? '' : String(amounts.perTxnCap),
    periodAmountCapCents: amounts.amountCap === null ? '' : String(amounts.amountCap),
    periodCountCap: body.cap_flag === 'Y' ? body.count_cap : '',
    startTime: body.start_time,
    endTime: body.end_time,
    contactName: body.contact_name,
    contactAreaCode: body.contact_area,
    contactPhone: body.contact_phone,
    remark: body.remark,
  });
  if (bad) throw new AppError(bad.code, FIELD[bad.field] ?? bad.field);
  const capped = body.cap_flag === 'Y';
  const count = (v: string, field: string): number | null => {
    const t = v.trim();
    if (!capped || t === '') return null;
    if (!/^\d{1,9}$/.test(t) || Number(t) <= 0) throw new AppError('VAL10029', field);
    return Number(t);
  };
  const perPayerCap = count(body.per_payer_cap, 'per_payer_cap');
  const dailyCountCap = count(body.daily_count_cap, 'daily_count_cap');
  const dailyAmountCap = capped ? amountOf(body.daily_amount_cap, 'daily_amount_cap') : null;
  // Funders (union marketing): whole percents adding up to at most 100 (PRM10010), a scheme's share named.
  const shares = parseShares(body.fund_provider, body.fund_scheme);
  if (!shares) throw new AppError('PRM10010', body.fund_scheme.trim() ? 'fund_scheme' : 'fund_provider');
  const schemeName = body.scheme_name.trim();
  if (shares.scheme > 0 && schemeName === '') throw new AppError('PRM10011', 'scheme_name');
  const badName = validateNoForbiddenChars(schemeName);
  if (badName) throw new AppError(badName, 'scheme_name');
  const startAt = instantOf(body.start_time, false);
  const endAt = instantOf(body.end_time, true);
  // A start on an earlier day is refused; today's start (or a minute ago) begins once approved.
  if (ymdOfInstant(startAt) < todayYmd(now)) throw new AppError('PRM10005', 'start_time');
  if (endAt.getTime() <= now.getTime()) throw new AppError('PRM10009', 'end_time');
  return {
    kind: body.kind,
    nameZh: body.name_zh.trim(),
    nameEn: body.name_en.trim(),
    discountRate: discount ? Number(body.discount_rate) : null,
    threshold: amounts.threshold,
    reduction: amounts.reduction,
    capFlag: body.cap_flag as 'Y' | 'N',
    perTxnCap: amounts.perTxnCap,
    amountCap: amounts.amountCap,
    countCap: body.cap_flag === 'Y' && body.count_cap.trim() !== '' ? Number(body.count_cap) : null,
    perPayerCap,
    dailyCountCap,
    dailyAmountCap,
    fundProvider: shares.provider,
    fundScheme: shares.scheme,
    schemeName: shares.scheme > 0 ? schemeName : '',
    startAt,
    endAt,
    contactName: body.contact_name.trim(),
    contactArea: body.contact_area.trim(),
    contactPhone: body.contact_phone.trim(),
    remark: body.remark.trim(),
  };
}

/** A new campaign (WAIT_AUDIT): a money move of its contract (idempotent by client_key, no confirmation). */
export async function promotionCreate(ctx: SignedInContext, body: PromotionCreateReqT, move: MoveCall) {
  const op = ctx.operator;
  move.checkKey();
  const now = ctx.ports.clock.now();
  const form = checkForm(body, now);
  const storeNos = [...new Set(body.store_nos.map((s) => s.trim()).filter((s) => s !== ''))].sort();
  if (storeNos.length === 0) throw new AppError('PRM10006', 'store_nos');
  const stores = await selectMerchantStores(ctx.db, op.orgId, storeNos);
  const own = op.storeIds;
  if (stores.length !== storeNos.length || (own && stores.some((s) => !own.includes(String(s.id)))))
    throw new AppError('SCM40401', 'store_nos');
  return move.run({
    scope: `promotion:${op.orgId}`,
    hash: [JSON.stringify({ ...body, client_key: '' })],
    work: async (tx, at) => {
      const made = await insertPromotion(
        tx,
        { ...form, merchantId: op.orgId, creatorId: op.id, at },
        todayYmd(at),
      );
      await insertPromotionStores(
        tx,
        made.id,
        stores.map((s) => String(s.id)),
      );
      await insertVersion(tx, { promotionId: made.id, version: 1, at, actor: op.loginName, changes: {} });
      await recordAudit(
        ctx,
        { action: 'promotion_create', target: made.promo_no, detail: { kind: form.kind } },
        tx,
      );
      return { promo_no: made.promo_no };
    },
    answer: async (made) => promotionDetail(ctx, made.promo_no),
  });
}

/** Only the merchant's own campaign is changed (the service and group areas read). */
async function own(ctx: SignedInContext, promoNo: string, tx: SignedInContext['db']) {
  const p = await scoped(ctx, promoNo, true, tx);
  if (String(p.merchant_id) !== ctx.operator.orgId) throw new AppError('SCM40401', 'promo_no');
  // A union member's campaign has the provider's terms: the merchant leaves the union instead (unionLeave).
  if (p.union_id !== null) throw new AppError('PRM10015', 'promo_no');
  return p;
}

const OPEN = ['WAIT_AUDIT', 'WAIT_EFFECT', 'IN_PROGRESS'];

/**
 * Amends a campaign not yet closed: a cap only rises (never below what is used, PRM10003; a cap set
 * where none was counts as lowering "no cap", PRM10004), the end only moves earlier and not into the past
 * (PRM10009), the contact may change. A version other than the campaign's is refused (PRM10002).
 */
export async function promotionAmend(ctx: SignedInContext, body: PromotionAmendReqT) {
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const p = await own(ctx, body.promo_no, tx);
    if (!OPEN.includes(p.status) || p.revoke_status === 'WAIT_REVOKE_AUDIT') throw new AppError('PRM10001');
    if (Number(p.version) !== body.version) throw new AppError('PRM10002', 'version');
    const sets: Record<string, unknown> = {};
    const changes: Record<string, [unknown, unknown]> = {};
    const raise = (field: 'per_txn_cap' | 'amount_cap', used: number) => {
      const sent = body[field];
      if (sent === undefined || sent.trim() === '') return;
      const next = amountOf(sent, field)!;
      const was = cents(p[field]);
      if (was === next) return;
      if (was === null) throw new AppError('PRM10004', field);
      if (next < used) throw new AppError('PRM10003', field);
      if (next < was) throw new AppError('PRM10004', field);
      sets[field] = next;
      changes[field] = [was, next];
    };
    raise('per_txn_cap', 0);
    raise('amount_cap', Number(p.used_amount));
    if (body.count_cap !== undefined && body.count_cap.trim() !== '') {
      if (!/^\d{1,9}$/.test(body.count_cap.trim()) || Number(body.count_cap) <= 0)
        throw new AppError('VAL10029', 'count_cap');
      const next = Number(body.count_cap);
      const was = p.count_cap === null ? null : Number(p.count_cap);
      if (was !== next) {
        if (was === null) throw new AppError('PRM10004', 'count_cap');
        if (next < Number(p.used_count)) throw new AppError('PRM10003', 'count_cap');
        if (next < was) throw new AppError('PRM10004', 'count_cap');
        sets.count_cap = next;
        changes.count_cap = [was, next];
      }
    }
    if (body.end_time !== undefined && body.end_time !== '') {
      if (!isYmd(body.end_time) && !isTime14(body.end_time)) throw new AppError('VAL10013', 'end_time');
      const end = instantOf(body.end_time, true);
      if (end.getTime() !== p.end_at.getTime()) {
        if (end.getTime() > p.end_at.getTime() || end.getTime() < now.getTime())
          throw new AppError('PRM10009', 'end_time');
        if (end.getTime() < p.start_at.getTime()) throw new AppError('VAL10017', 'end_time');
        sets.end_at = end;
        changes.end_time = [macauTime14(p.end_at), macauTime14(end)];
      }
    }
    const contact = {
      contact_name: body.contact_name,
      contact_area: body.contact_area,
      contact_phone: body.contact_phone,
    };
    if (Object.values(contact).some((v) => v !== undefined)) {
      const next = {
        contact_name: (contact.contact_name ?? p.contact_name).trim(),
        contact_area: (contact.contact_area ?? p.contact_area).trim(),
        contact_phone: (contact.contact_phone ?? p.contact_phone).trim(),
      };
      const bad = validatePromotion({
        kind: p.kind,
        nameZh: p.name_zh,
        nameEn: p.name_en,
        discountRate: p.discount_rate ?? undefined,
        thresholdCents: p.threshold ?? undefined,
        reductionCents: p.reduction ?? undefined,
        capFlag: 'N',
        startTime: macauTime14(p.start_at),
        endTime: macauTime14(p.end_at),
        contactName: next.contact_name,
        contactAreaCode: next.contact_area,
        contactPhone: next.contact_phone,
      });
      if (bad) throw new AppError(bad.code, FIELD[bad.field] ?? bad.field);
      for (const k of ['contact_name', 'contact_area', 'contact_phone'] as const)
        if (next[k] !== p[k]) {
          sets[k] = next[k];
          changes[k] = k === 'contact_phone' ? [maskPhone(p[k]), maskPhone(next[k])] : [p[k], next[k]];
        }
    }
    if (Object.keys(changes).length === 0) return;
    const version = Number(p.version) + 1;
    await updatePromotion(tx, p.id, now, { ...sets, version });
    await insertVersion(tx, { promotionId: p.id, version, at: now, actor: ctx.operator.loginName, changes });
    await recordAudit(
      ctx,
      { action: 'promotion_amend', target: p.promo_no, detail: { version, changes } },
      tx,
    );
  });
  return promotionDetail(ctx, body.promo_no);
}

/** Cancels a campaign before its start (WAIT_AUDIT, or WAIT_EFFECT whose start has not come). */
export async function promotionCancel(ctx: SignedInContext, promoNo: string, version: number) {
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const p = await own(ctx, promoNo, tx);
    if (p.status === 'IN_PROGRESS' || (p.status === 'WAIT_EFFECT' && p.start_at.getTime() <= now.getTime()))
      throw new AppError('PRM10007');
    if (p.status !== 'WAIT_AUDIT' && p.status !== 'WAIT_EFFECT') throw new AppError('PRM10001');
    if (Number(p.version) !== version) throw new AppError('PRM10002', 'version');
    await updatePromotion(tx, p.id, now, { status: 'CANCELLED' });
    await recordAudit(ctx, { action: 'promotion_cancel', target: p.promo_no }, tx);
  });
  return promotionDetail(ctx, promoNo);
}

/** Asks for a revoke of an approved or running campaign: WAIT_REVOKE_AUDIT, for the provider's review. */
export async function promotionRevoke(ctx: SignedInContext, promoNo: string, reason: string) {
  const now = ctx.ports.clock.now();
  const text = reason.trim();
  const bad = validateNoForbiddenChars(text) ?? validateMaxLength(text, 200);
  if (bad) throw new AppError(bad, 'reason');
  await ctx.db.tx(async (tx) => {
    const p = await own(ctx, promoNo, tx);
    if (p.revoke_status === 'WAIT_REVOKE_AUDIT') throw new AppError('PRM10008');
    if (p.status !== 'WAIT_EFFECT' && p.status !== 'IN_PROGRESS') throw new AppError('PRM10001');
    await updatePromotion(tx, p.id, now, {
      revoke_status: 'WAIT_REVOKE_AUDIT',
      revoke_reason: text,
      revoke_requested_at: now,
      revoke_requester_id: ctx.operator.id,
      revoke_decision_reason: '',
    });
    await recordAudit(ctx, { action: 'promotion_revoke', target: p.promo_no, detail: { reason: text } }, tx);
  });
  return promotionDetail(ctx, promoNo);
}

export async function promotionContactDone(ctx: SignedInContext, promoNo: string) {
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    const p = await own(ctx, promoNo, tx);
    if (!p.contact_due) throw new AppError('PRM10001');
    if (p.contact_done_at) return;
    await updatePromotion(tx, p.id, now, { contact_done_at: now });
    await recordAudit(ctx, { action: 'promotion_contact', target: p.promo_no }, tx);
  });
  return {};
}

const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/**
 * The report: discount and redemptions per day, the stores' sales during the campaign so far against as
 * many days just before it, the average ticket of each, and when the amount budget runs out at the
 * average daily burn so far.
 */
export async function promotionReport(ctx: SignedInContext, promoNo: string): Promise<PromotionReportResT> {
  const p = await scoped(ctx, promoNo);
  const now = ctx.ports.clock.now();
  const stores = (await selectStoresOfPromotion(ctx.db, p.id)).map((s) => String(s.id));
  const first = ymdOfInstant(p.start_at);
  const lastAt = Math.min(now.getTime(), p.end_at.getTime());
  const last = ymdOfInstant(new Date(Math.max(lastAt, p.start_at.getTime())));
  const span = Math.max(
    1,
    Math.round((startOfYmd(last).getTime() - startOfYmd(first).getTime()) / 86_400_000) + 1,
  );
  const beforeFrom = addDaysYmd(first, -span)!;
  const beforeTo = addDaysYmd(first, -1)!;
  const [redDays, amounts, during, before, funded] = await Promise.all([
    selectRedemptionDays(ctx.db, p.id),
    selectRedeemedAmounts(ctx.db, p.id),
    selectStoreSales(ctx.db, stores, dashed(first), dashed(last)),
    selectStoreSales(ctx.db, stores, dashed(beforeFrom), dashed(beforeTo)),
    selectFunded(ctx.db, p.id),
  ]);
  const salesByDay = new Map(during.map((d) => [d.d, Number(d.amount)]));
  const redByDay = new Map(redDays.map((d) => [d.d, d]));
  const days: PromotionReportResT['days'] = [];
  let burned = 0;
  for (let i = 0; i < span && p.status !== 'WAIT_AUDIT'; i++) {
    const d = addDaysYmd(first, i)!;
    const r = redByDay.get(d);
    const discount = r ? Number(r.discount) : 0;
    burned += discount;
    days.push({ date: d, discount, redemptions: r ? Number(r.n) : 0, sales: salesByDay.get(d) ?? 0, burned });
  }
  const sum = (rows: { amount: string }[]) => rows.reduce((s, r) => s + Number(r.amount), 0);
  const count = (rows: { n: string }[]) => rows.reduce((s, r) => s + Number(r.n), 0);
  const redemptions = amounts.length;
  const discount = redDays.reduce((s, r) => s + Number(r.discount), 0);
  const amountCap = cents(p.amount_cap);
  let forecast = '';
  const elapsedDays = days.length;
  if (amountCap !== null && discount > 0 && elapsedDays > 0 && p.status === 'IN_PROGRESS') {
    const perDay = discount / elapsedDays;
    const left = Math.max(0, amountCap - Number(p.used_amount));
    const at = addDaysYmd(todayYmd(now), Math.ceil(left / perDay))!;
    forecast = at <= ymdOfInstant(p.end_at) ? at : '';
  }
  const threshold = cents(p.threshold);
  return {
    promo_no: p.promo_no,
    days,
    redemptions,
    discount,
    average_ticket: redemptions ? Math.round(amounts.reduce((s, a) => s + a, 0) / redemptions) : 0,
    sales_during: sum(during),
    sales_before: sum(before),
    average_ticket_before: count(before) ? Math.round(sum(before) / count(before)) : 0,
    forecast_exhausted: forecast,
    near_threshold: p.kind === 'REDUCTION' ? amounts.filter((a) => nearThreshold(a, threshold)).length : 0,
    funded,
  };
}

/** What a bill of `amount` would get now (for the review's view). */
export function discountNow(p: PromoDbRow, amount: number): number {
  return campaignDiscount(termsOf(p), { amount, used: Number(p.used_amount) });
}
