import { PROMOTION_KIND, PROMOTION_STATUS } from '@mp/core';
import { macauTime14 } from '@mp/core/time';
import { L, labelIn, mop, type ReviewKind, type ReviewView } from '../review/index.ts';
import { type PromoDbRow, selectPromotionByNo, selectStoresOfPromotion, selectWaiting } from './queries.ts';
import { approvePromotion, decideRevoke, rejectPromotion } from './review.ts';
import { discountNow } from './service.ts';

/**
 * Campaigns as kinds of the review kit: a new campaign (`promotion`: APPROVE or REJECT with a reason) and
 * a revoke request (`promotion-revoke`). The requester is the operator who created the campaign (or asked
 * the revoke): the kit keeps them from deciding it (four eyes).
 */

const nameOf = (p: PromoDbRow) => [p.name_zh, p.name_en].filter(Boolean).join(' / ');

function terms(p: PromoDbRow): string {
  return p.kind === 'DISCOUNT' ? `${p.discount_rate}%` : `≥ ${mop(p.threshold)} − ${mop(p.reduction)}`;
}

async function view(
  db: Parameters<ReviewKind['show']>[0],
  p: PromoDbRow,
  revoke: boolean,
): Promise<ReviewView> {
  const stores = await selectStoresOfPromotion(db, p.id);
  const sample = p.kind === 'REDUCTION' && p.threshold ? Number(p.threshold) : 10_000;
  return {
    sections: [
      {
        title: L('活動', 'Campaign'),
        rows: [
          { label: L('活動編號', 'Campaign no.'), value: p.promo_no },
          { label: L('商戶', 'Merchant'), value: `${p.mer_no} ${p.mer_name}` },
          { label: L('名稱', 'Name'), value: nameOf(p) },
          { label: L('類型', 'Type'), value: labelIn(PROMOTION_KIND, p.kind) },
          {
            label: L('優惠', 'Offer'),
            value: p.kind === 'DISCOUNT' ? L(`付 ${p.discount_rate}%`, `Pays ${p.discount_rate}%`) : terms(p),
          },
          { label: L('狀態', 'Status'), value: labelIn(PROMOTION_STATUS, p.status) },
          { label: L('開始', 'Start'), value: macauTime14(p.start_at) },
          { label: L('結束', 'End'), value: macauTime14(p.end_at) },
          { label: L('門店', 'Stores'), value: stores.map((s) => s.name).join(', ') },
        ],
      },
      {
        title: L('預算', 'Budget'),
        rows: [
          { label: L('單筆上限', 'Per transaction'), value: mop(p.per_txn_cap) },
          { label: L('金額上限', 'Amount cap'), value: mop(p.amount_cap) },
          { label: L('次數上限', 'Count cap'), value: p.count_cap === null ? '' : String(p.count_cap) },
          {
            label: L('每位付款人次數', 'Per payer'),
            value: p.per_payer_cap === null ? '' : String(p.per_payer_cap),
          },
          {
            label: L('每日次數', 'Discounts a day'),
            value: p.daily_count_cap === null ? '' : String(p.daily_count_cap),
          },
          { label: L('每日優惠額', 'Discount a day'), value: mop(p.daily_amount_cap) },
          {
            // Union marketing: who pays each discount (the provider reviewing sees its own share).
            label: L('出資分攤', 'Funded by'),
            value: L(
              `商戶 ${100 - Number(p.fund_provider) - Number(p.fund_scheme)}%，服務商 ${p.fund_provider}%，${p.scheme_name || '卡組織／銀行'} ${p.fund_scheme}%`,
              `merchant ${100 - Number(p.fund_provider) - Number(p.fund_scheme)}%, provider ${p.fund_provider}%, ${p.scheme_name || 'scheme or bank'} ${p.fund_scheme}%`,
            ),
          },
          { label: L('已用金額', 'Used amount'), value: mop(p.used_amount) },
          { label: L('已用次數', 'Used count'), value: String(p.used_count) },
          {
            label: L(`帳單 ${mop(sample)} 的優惠`, `Discount on a ${mop(sample)} bill`),
            value: mop(discountNow(p, sample)),
          },
        ],
      },
      ...(revoke
        ? [
            {
              title: L('撤銷申請', 'Revoke request'),
              rows: [{ label: L('原因', 'Reason'), value: p.revoke_reason }],
            },
          ]
        : []),
    ],
    files: [],
    history: [
      { at: p.created_at, action: 'CREATED', actor: '', reason: p.remark },
      ...(p.decided_at
        ? [{ at: p.decided_at, action: 'DECIDED', actor: p.decided_by, reason: p.decision_reason }]
        : []),
      ...(p.revoke_requested_at
        ? [{ at: p.revoke_requested_at, action: 'REVOKE', actor: '', reason: p.revoke_reason }]
        : []),
    ],
  };
}

export const promotionKind: ReviewKind = {
  name: 'promotion',
  title: L('營銷活動', 'Campaign'),
  closedCodes: ['PRM10001'],
  decisions: { APPROVE: { reason: false }, REJECT: { reason: true } },
  async pending(db) {
    return (await selectWaiting(db, 'status', 'WAIT_AUDIT')).map((p) => ({
      ref: p.promo_no,
      merNo: p.mer_no,
      merName: p.mer_name,
      requesterId: p.creator_id === null ? null : String(p.creator_id),
      amount: p.amount_cap === null ? null : Number(p.amount_cap),
      submittedAt: p.created_at,
      summary: `${nameOf(p)} ${terms(p)}`,
    }));
  },
  async show(db, ref) {
    const p = await selectPromotionByNo(db, ref);
    return p ? view(db, p, false) : null;
  },
  async decide(tx, ref, decision, d) {
    if (decision === 'APPROVE') await approvePromotion(tx, ref, d.staff, d.at, d.ip);
    if (decision === 'REJECT') await rejectPromotion(tx, ref, d.staff, d.reason, d.at, d.ip);
    return undefined;
  },
};

export const promotionRevokeKind: ReviewKind = {
  name: 'promotion-revoke',
  title: L('營銷活動撤銷', 'Campaign revoke'),
  closedCodes: ['PRM10001'],
  decisions: { APPROVE: { reason: false }, REJECT: { reason: true } },
  async pending(db) {
    return (await selectWaiting(db, 'revoke_status', 'WAIT_REVOKE_AUDIT')).map((p) => ({
      ref: p.promo_no,
      merNo: p.mer_no,
      merName: p.mer_name,
      requesterId: p.revoke_requester_id === null ? null : String(p.revoke_requester_id),
      amount: null,
      submittedAt: p.revoke_requested_at ?? p.updated_at,
      summary: `${nameOf(p)}: ${p.revoke_reason}`,
    }));
  },
  async show(db, ref) {
    const p = await selectPromotionByNo(db, ref);
    return p ? view(db, p, true) : null;
  },
  async decide(tx, ref, decision, d) {
    if (decision === 'APPROVE' || decision === 'REJECT')
      await decideRevoke(tx, ref, decision === 'APPROVE', d.staff, d.reason, d.at, d.ip);
    return undefined;
  },
};
