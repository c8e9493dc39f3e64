import { labelOf } from '@mp/core';
import { RECON_KIND } from '@mp/core/schemas/settlement';
import { L, labelIn, mop, type ReviewKind } from '../review/index.ts';
import { listDifferences, resolveDifference, showDifference } from './differences.ts';

/**
 * Reconciliation differences (page 48's open lines) as a kind of the review kit: the provider's staff say
 * whose record is right (the channel's, ours) or write it off, always with a reason; a file problem has no
 * channel record to accept. The day turns RECONCILED when its last difference is resolved.
 */
const OPEN_AT_ONCE = 500;

export const reconDifferenceKind: ReviewKind = {
  name: 'recon-difference',
  title: L('對賬差異', 'Reconciliation difference'),
  closedCodes: ['RCN10001'],
  decisions: {
    ACCEPT_CHANNEL: { reason: true },
    ACCEPT_OURS: { reason: true },
    WRITE_OFF: { reason: true },
  },
  async pending(db) {
    const { rows } = await listDifferences(db, { status: 'UNRESOLVED', pageSize: OPEN_AT_ONCE });
    return rows.map((d) => ({
      ref: d.id,
      merNo: d.mer_no,
      merName: d.mer_name,
      // Raised by the reconciliation job, not by a person.
      requesterId: null,
      amount: Math.abs(d.diff_amount) || null,
      submittedAt: new Date(
        `${d.rlt_date.slice(0, 4)}-${d.rlt_date.slice(4, 6)}-${d.rlt_date.slice(6, 8)}T00:00:00+08:00`,
      ),
      summary: `${d.pay_type} ${d.rlt_date} ${labelOf(RECON_KIND, d.kind, 'zh-TW')}`,
    }));
  },
  async show(db, ref) {
    if (!/^\d{1,18}$/.test(ref)) return null;
    const s = await showDifference(db, ref);
    if (!s) return null;
    const d = s.difference;
    return {
      sections: [
        {
          title: L('差異', 'Difference'),
          rows: [
            { label: L('類型', 'Kind'), value: labelIn(RECON_KIND, d.kind) },
            { label: L('商戶', 'Merchant'), value: `${d.mer_no} ${d.mer_name}`.trim() },
            { label: L('對賬日', 'Business day'), value: d.rlt_date },
            { label: L('支付方式', 'Payment type'), value: d.pay_type },
            { label: L('渠道金額', "Channel's amount"), value: mop(d.their_amount) },
            { label: L('本方金額', 'Our amount'), value: mop(d.our_amount) },
            { label: L('差額', 'Difference'), value: mop(d.diff_amount) },
            { label: L('問題', 'Problem'), value: d.problem },
          ],
        },
        {
          title: L('渠道文件', "The channel's file"),
          rows: [
            { label: L('文件', 'File'), value: s.file.key },
            { label: L('行號', 'Line'), value: String(s.file.line_no) },
            { label: L('內容', 'Line text'), value: s.file.line_text },
          ],
        },
        ...(s.ours
          ? [
              {
                title: L('本方記錄', 'Our record'),
                rows: [
                  { label: L('交易編號', 'Transaction no.'), value: s.ours.txn_no },
                  { label: L('門店', 'Store'), value: s.ours.store_no },
                  { label: L('金額', 'Amount'), value: mop(s.ours.amount) },
                  { label: L('渠道單號', 'Channel ref.'), value: s.ours.channel_ref },
                  { label: L('時間', 'Time'), value: s.ours.time },
                ],
              },
            ]
          : []),
      ],
      files: [],
      history: d.resolved_at
        ? [{ at: d.resolved_at, action: d.resolution, actor: d.resolved_by, reason: d.reason }]
        : [],
    };
  },
  async decide(tx, ref, decision, d) {
    if (decision !== 'ACCEPT_CHANNEL' && decision !== 'ACCEPT_OURS' && decision !== 'WRITE_OFF') return;
    await resolveDifference(tx, {
      id: ref,
      staff: d.staff,
      resolution: decision,
      reason: d.reason,
      now: d.at,
    });
    return undefined;
  },
};
