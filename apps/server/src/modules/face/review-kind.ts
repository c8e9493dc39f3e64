import { FACE_METHOD, FACE_PURPOSE, FACE_STATUS } from '@mp/core';
import { AppError } from '../../kernel/errors.ts';
import { L, labelIn, type ReviewKind } from '../review/index.ts';
import { checkForReview, checksInReview, recordReview } from './queries.ts';

/**
 * Identity checks a person could not pass by face (three failures in a day) or chose to pass by
 * documents: the reviewer compares the documents (the uploads, or those on file) and approves or rejects.
 */
export const faceKind: ReviewKind = {
  name: 'face',
  title: L('身份核實', 'Identity check'),
  closedCodes: ['FAC10003'],
  decisions: { APPROVE: { reason: false }, REJECT: { reason: true } },
  async pending(db) {
    return (await checksInReview(db)).map((c) => ({
      ref: c.check_no,
      merNo: c.org_no,
      merName: c.org_name,
      requesterId: c.operator_id,
      amount: null,
      submittedAt: c.created_at,
      summary: `${FACE_PURPOSE[c.purpose].zh} · ${FACE_METHOD[c.method].zh}`,
    }));
  },
  async show(db, ref) {
    const c = await checkForReview(db, ref);
    if (!c) return null;
    const files = c.file_ids ? c.file_ids.split(',') : [];
    return {
      sections: [
        {
          title: L('核實', 'Check'),
          rows: [
            { label: L('編號', 'Check no.'), value: c.check_no },
            { label: L('機構號', 'Organisation no.'), value: c.org_no },
            { label: L('用途', 'Purpose'), value: labelIn(FACE_PURPOSE, c.purpose) },
            { label: L('方式', 'Method'), value: labelIn(FACE_METHOD, c.method) },
            { label: L('狀態', 'Status'), value: labelIn(FACE_STATUS, c.status) },
            { label: L('人員', 'Person'), value: c.person },
            { label: L('法定代表人', 'Legal representative'), value: c.legal_name },
            {
              label: L('人臉識別結果', 'Face check result'),
              value:
                c.method === 'FACE'
                  ? L(`當日第三次未通過：${c.reason}`, `Third failure of the day: ${c.reason}`)
                  : L('未使用人臉識別', 'No face check used'),
            },
          ],
        },
      ],
      files: files.map((no) => ({ label: L('證件', 'Document'), fileId: no, fileName: no })),
      history: [],
    };
  },
  async decide(tx, ref, decision, d) {
    const c = await checkForReview(tx, ref, true);
    if (c?.status !== 'MANUAL_REVIEW') throw new AppError('FAC10003');
    await recordReview(
      tx,
      c.id,
      decision === 'APPROVE' ? 'PASSED' : 'REJECTED',
      d.reason,
      d.staff.name,
      d.at,
    );
    return undefined;
  },
};
