import type {
  PromotionUnionCreateReqT,
  PromotionUnionJoinReqT,
  PromotionUnionListReqT,
  PromotionUnionRowT,
} from '@mp/core/schemas/promotions';
import { macauTime14, todayYmd } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  insertPromotion,
  insertPromotionStores,
  insertVersion,
  type PromotionWrite,
  selectMerchantStores,
  updatePromotion,
} from './queries.ts';
import { checkForm } from './service.ts';
import {
  insertMember,
  insertUnion,
  lockMember,
  markLeft,
  selectMerchantAgent,
  selectUnion,
  selectUnionPage,
  type UnionDbRow,
} from './union-queries.ts';

/**
 * Union marketing (issue 27 point 4; docs/decisions.md "Promotions, third round"): a service provider's
 * shared campaign. The provider creates it with the campaign form's terms (checkForm, the same rules) and
 * funders' shares; the back office reviews it (review kind `promotion-union`); once approved every
 * merchant of the provider may join at stores it names, which gives the merchant its own campaign with the
 * union's terms (so the booking, the budget, the funders' parts, refunds, reports and the scheduler treat
 * it as any campaign), and may leave, which closes that campaign (LEFT): no new redemption, history kept.
 */

type Terms = ReturnType<typeof checkForm>;
const cents = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function toUnionRow(u: UnionDbRow): PromotionUnionRowT {
  const t = u.terms as Partial<Record<keyof Terms, unknown>>;
  const provider = Number(t.fundProvider ?? 0);
  const scheme = Number(t.fundScheme ?? 0);
  return {
    union_no: u.union_no,
    agt_name: u.agt_name,
    kind: t.kind === 'REDUCTION' ? 'REDUCTION' : 'DISCOUNT',
    name_zh: u.name_zh,
    name_en: u.name_en,
    discount_rate: cents(t.discountRate),
    threshold: cents(t.threshold),
    reduction: cents(t.reduction),
    per_txn_cap: cents(t.perTxnCap),
    amount_cap: cents(t.amountCap),
    count_cap: cents(t.countCap),
    fund_merchant: 100 - provider - scheme,
    fund_provider: provider,
    fund_scheme: scheme,
    scheme_name: String(t.schemeName ?? ''),
    start_time: macauTime14(u.start_at),
    end_time: macauTime14(u.end_at),
    status: u.status,
    decision_reason: u.decision_reason,
    created_at: macauTime14(u.created_at),
    joined_count: Number(u.joined_count),
    member_status: u.member_status ?? 'NONE',
    promo_no: u.promo_no ?? '',
  };
}

/** The service area's own union, or a merchant's view of one it may see; another's answers SCM40401. */
async function visible(ctx: SignedInContext, unionNo: string, forUpdate = false, db = ctx.db) {
  const op = ctx.operator;
  const merchantId = op.orgKind === 'merchant' ? op.orgId : null;
  const u = await selectUnion(db, unionNo.trim(), merchantId, forUpdate);
  if (!u) throw new AppError('SCM40401', 'union_no');
  if (op.orgKind === 'service') {
    if (String(u.service_id) !== op.orgId) throw new AppError('SCM40401', 'union_no');
  } else {
    const agent = await selectMerchantAgent(db, op.orgId);
    const mine = agent !== null && String(u.service_id) === agent;
    if (!((mine && u.status === 'APPROVED') || u.member_status)) throw new AppError('SCM40401', 'union_no');
  }
  return u;
}

export async function unionCreate(ctx: SignedInContext, body: PromotionUnionCreateReqT) {
  const op = ctx.operator;
  const now = ctx.ports.clock.now();
  const terms = checkForm(body, now);
  const unionNo = await ctx.db.tx(async (tx) => {
    const no = await insertUnion(tx, {
      serviceId: op.orgId,
      nameZh: terms.nameZh,
      nameEn: terms.nameEn,
      terms,
      startAt: terms.startAt,
      endAt: terms.endAt,
      creatorId: op.id,
      at: now,
      ymd: todayYmd(now),
    });
    await recordAudit(
      ctx,
      { action: 'promotion_union_create', target: no, detail: { kind: terms.kind } },
      tx,
    );
    return no;
  });
  return toUnionRow((await selectUnion(ctx.db, unionNo, null))!);
}

export async function unionList(ctx: SignedInContext, body: PromotionUnionListReqT) {
  const op = ctx.operator;
  const who =
    op.orgKind === 'service'
      ? { serviceId: op.orgId }
      : { merchantId: op.orgId, agentId: await selectMerchantAgent(ctx.db, op.orgId) };
  const { rows, total } = await selectUnionPage(ctx.db, who, {
    limit: body.page_size,
    offset: (body.page_no - 1) * body.page_size,
    order: body.sort_order,
  });
  return { page_no: body.page_no, page_size: body.page_size, total_count: total, rows: rows.map(toUnionRow) };
}

/**
 * Joins an approved union that has not ended, at the merchant's stores named (PRM10006 without one,
 * SCM40401 for a store not its own or not the operator's): the merchant's campaign is made with the
 * union's terms, in progress at once when the union's start has come (else waiting to take effect). The
 * union row is locked, so a join racing another join of the same merchant makes one campaign (PRM10013).
 */
export async function unionJoin(ctx: SignedInContext, body: PromotionUnionJoinReqT) {
  const op = ctx.operator;
  const storeNos = [...new Set(body.store_nos.map((s) => s.trim()).filter((s) => s !== ''))].sort();
  const unionNo = await ctx.db.tx(async (tx) => {
    const u = await visible(ctx, body.union_no, true, tx);
    const now = ctx.ports.clock.now();
    if (u.status !== 'APPROVED' || u.end_at.getTime() <= now.getTime())
      throw new AppError('PRM10012', 'union_no');
    if (await lockMember(tx, u.id, op.orgId)) throw new AppError('PRM10013', 'union_no');
    if (storeNos.length === 0) throw new AppError('PRM10006', 'store_nos');
    const stores = await selectMerchantStores(tx, op.orgId, storeNos);
    const own = op.storeIds;
    if (stores.length !== storeNos.length || (own && stores.some((s) => !own.includes(String(s.id)))))
      throw new AppError('SCM40401', 'store_nos');
    const t = u.terms as unknown as Terms & { startAt: string; endAt: string };
    const write: PromotionWrite = {
      ...t,
      startAt: new Date(t.startAt),
      endAt: new Date(t.endAt),
      merchantId: op.orgId,
      creatorId: op.id,
      at: now,
    };
    const made = await insertPromotion(tx, write, todayYmd(now));
    await updatePromotion(tx, made.id, now, {
      union_id: u.id,
      status: u.start_at.getTime() <= now.getTime() ? 'IN_PROGRESS' : 'WAIT_EFFECT',
      decided_by: u.decided_by,
      decided_at: u.decided_at,
    });
    await insertPromotionStores(
      tx,
      made.id,
      stores.map((s) => String(s.id)),
    );
    await insertVersion(tx, { promotionId: made.id, version: 1, at: now, actor: op.loginName, changes: {} });
    await insertMember(tx, u.id, op.orgId, made.id, now);
    await recordAudit(
      ctx,
      { action: 'promotion_union_join', target: u.union_no, detail: { promo_no: made.promo_no } },
      tx,
    );
    return u.union_no;
  });
  return toUnionRow((await selectUnion(ctx.db, unionNo, op.orgId))!);
}

/**
 * Leaves a union joined: the merchant's campaign in it closes at once (CLOSED, LEFT; a payment booked
 * after the commit gets no discount from it), its redemptions and report stay. Not joined (or left
 * already) is PRM10014.
 */
export async function unionLeave(ctx: SignedInContext, unionNo: string) {
  const op = ctx.operator;
  const no = await ctx.db.tx(async (tx) => {
    const u = await visible(ctx, unionNo, true, tx);
    const member = await lockMember(tx, u.id, op.orgId);
    if (member?.status !== 'JOINED') throw new AppError('PRM10014', 'union_no');
    const now = ctx.ports.clock.now();
    // The campaign row is locked by the update: a payment redeeming it waits and then finds it closed.
    await tx.query(
      `update promotions set status = 'CLOSED', close_reason = 'LEFT', updated_at = $2
        where id = $1 and status in ('WAIT_EFFECT', 'IN_PROGRESS')`,
      [member.promotion_id, now.toISOString()],
    );
    await markLeft(tx, u.id, op.orgId, now);
    await recordAudit(ctx, { action: 'promotion_union_leave', target: u.union_no }, tx);
    return u.union_no;
  });
  return toUnionRow((await selectUnion(ctx.db, no, op.orgId))!);
}
