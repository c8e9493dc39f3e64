import { PROMOTION_KIND } from '@mp/core';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import { insertAudit } from '../audit/index.ts';
import { L, labelIn, mop, type ReviewKind, type ReviewStaff } from '../review/index.ts';
import { toUnionRow } from './union.ts';
import { selectUnion, selectWaitingUnions, type UnionDbRow, updateUnion } from './union-queries.ts';

/**
 * A provider's union campaign as a kind of the review kit (`promotion-union`): APPROVE opens it to the
 * provider's merchants, REJECT (with a reason) closes it. The creator is the requester, so the kit keeps
 * them from deciding it. The union row is locked first: a decided union is PRM10001.
 */

const nameOf = (u: UnionDbRow) => [u.name_zh, u.name_en].filter(Boolean).join(' / ');

function offer(u: UnionDbRow): string {
  const r = toUnionRow(u);
  return r.kind === 'DISCOUNT' ? `${r.discount_rate}%` : `≥ ${mop(r.threshold)} − ${mop(r.reduction)}`;
}

async function decideUnion(
  tx: Db,
  ref: string,
  approve: boolean,
  staff: ReviewStaff,
  reason: string,
  at: Date,
  ip: string,
) {
  const u = await selectUnion(tx, ref, null, true);
  if (!u) throw new AppError('SCM40401');
  if (u.status !== 'WAIT_AUDIT') throw new AppError('PRM10001');
  await updateUnion(tx, u.id, at, {
    status: approve ? 'APPROVED' : 'REJECTED',
    decided_by: staff.name,
    decided_at: at,
    decision_reason: approve ? '' : reason,
  });
  await insertAudit(tx, {
    at,
    operatorId: staff.id,
    loginName: staff.name,
    orgKind: 'service',
    orgId: String(u.service_id),
    action: 'promotion_union_review',
    target: u.union_no,
    ok: true,
    ip,
    detail: { decision: approve ? 'APPROVE' : 'REJECT', reason },
  });
}

export const promotionUnionKind: ReviewKind = {
  name: 'promotion-union',
  title: L('聯合營銷活動', 'Union campaign'),
  closedCodes: ['PRM10001'],
  decisions: { APPROVE: { reason: false }, REJECT: { reason: true } },
  async pending(db) {
    return (await selectWaitingUnions(db)).map((u) => ({
      ref: u.union_no,
      merNo: u.agt_no,
      merName: u.agt_name,
      requesterId: u.creator_id === null ? null : String(u.creator_id),
      amount: toUnionRow(u).amount_cap,
      submittedAt: u.created_at,
      summary: `${nameOf(u)} ${offer(u)}`,
    }));
  },
  async show(db, ref) {
    const u = await selectUnion(db, ref, null);
    if (!u) return null;
    const r = toUnionRow(u);
    return {
      sections: [
        {
          title: L('聯合營銷活動', 'Union campaign'),
          rows: [
            { label: L('活動編號', 'Campaign no.'), value: r.union_no },
            { label: L('服務商', 'Provider'), value: `${u.agt_no} ${u.agt_name}` },
            { label: L('名稱', 'Name'), value: nameOf(u) },
            { label: L('類型', 'Type'), value: labelIn(PROMOTION_KIND, r.kind) },
            { label: L('優惠', 'Offer'), value: offer(u) },
            { label: L('開始', 'Start'), value: r.start_time },
            { label: L('結束', 'End'), value: r.end_time },
            { label: L('單筆上限（每商戶）', 'Per transaction (each merchant)'), value: mop(r.per_txn_cap) },
            { label: L('金額上限（每商戶）', 'Amount cap (each merchant)'), value: mop(r.amount_cap) },
            {
              label: L('出資分攤', 'Funded by'),
              value: L(
                `商戶 ${r.fund_merchant}%，服務商 ${r.fund_provider}%，${r.scheme_name || '卡組織／銀行'} ${r.fund_scheme}%`,
                `merchant ${r.fund_merchant}%, provider ${r.fund_provider}%, ${r.scheme_name || 'scheme or bank'} ${r.fund_scheme}%`,
              ),
            },
          ],
        },
      ],
      files: [],
      history: [
        { at: macauTime14(u.created_at), action: 'CREATED', actor: '', reason: '' },
        ...(u.decided_at
          ? [{ at: u.decided_at, action: 'DECIDED', actor: u.decided_by, reason: u.decision_reason }]
          : []),
      ],
    };
  },
  async decide(tx, ref, decision, d) {
    if (decision === 'APPROVE' || decision === 'REJECT')
      await decideUnion(tx, ref, decision === 'APPROVE', d.staff, d.reason, d.at, d.ip);
    return undefined;
  },
};
