import { CHANGE_KIND, labelOf } from '@mp/core';
import { L, labelIn, type ReviewKind } from '../review/index.ts';
import { changeFaceCheck } from './queries.ts';
import { changeForReview, changesUnderReview, decideChange } from './review.ts';
import { legalChanged } from './service.ts';

/**
 * The merchant-information changes (basic, people, expiry, supplement) as a kind of the review kit:
 * APPROVE, REJECT or MORE with a reason the merchant sees on the change.
 */
const ACTION = { APPROVE: 'APPROVED', REJECT: 'REJECTED', MORE: 'NEED_MORE' } as const;

function valueRows(v: Record<string, unknown>) {
  return Object.entries(v)
    .filter(([k]) => k !== 'files')
    .map(([k, x]) => ({ label: L(k, k), value: typeof x === 'string' ? x : JSON.stringify(x) }));
}

export const changeKind: ReviewKind = {
  name: 'change',
  title: L('商戶資料變更', 'Information change'),
  closedCodes: ['ONB10010'],
  decisions: { APPROVE: { reason: false }, REJECT: { reason: true }, MORE: { reason: true } },
  async pending(db) {
    return (await changesUnderReview(db)).map((c) => ({
      ref: c.change_no,
      merNo: c.mer_no,
      merName: '',
      requesterId: null,
      amount: null,
      submittedAt: c.created_at,
      summary: labelOf(CHANGE_KIND, c.kind, 'zh-TW'),
    }));
  },
  async show(db, ref) {
    const c = await changeForReview(db, ref);
    if (!c) return null;
    const files = Object.entries((c.new_value.files ?? {}) as Record<string, string>);
    return {
      sections: [
        {
          title: L('變更', 'Change'),
          rows: [
            { label: L('變更編號', 'Change no.'), value: c.change_no },
            { label: L('商戶號', 'Merchant no.'), value: c.mer_no },
            { label: L('類型', 'Kind'), value: labelIn(CHANGE_KIND, c.kind) },
            { label: L('變更欄位', 'Changed fields'), value: c.changed_fields.join(', ') },
            ...(legalChanged(c.old_value, c.new_value)
              ? [
                  {
                    label: L('法定代表人人臉識別', 'Face check of the legal representative'),
                    value:
                      (await changeFaceCheck(db, ref)) ||
                      L('未做人臉識別：請核對證件', 'No face check: check the documents'),
                  },
                ]
              : []),
          ],
        },
        { title: L('原資料', 'Before'), rows: valueRows(c.old_value) },
        { title: L('新資料', 'After'), rows: valueRows(c.new_value) },
      ],
      files: files.map(([purpose, no]) => ({ label: L(purpose, purpose), fileId: no, fileName: no })),
      history: c.history.map((h) => ({ at: h.at, action: h.action, actor: '', reason: h.reason })),
    };
  },
  async decide(tx, ref, decision, d) {
    if (decision === 'APPROVE' || decision === 'REJECT' || decision === 'MORE')
      await decideChange(tx, ref, d.staff, ACTION[decision], d.reason, d.at);
    return undefined;
  },
};
