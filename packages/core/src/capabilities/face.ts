import { capability, page } from '../capability.ts';

/** Face verification behind a port, its non-biometric alternative and its manual review (issue 29 point 4). */
export const manifest = capability({
  name: 'face',
  pages: [page('face.identification', 790, ['身份認證', 'Identification'], { public: 'identification' })],
  // CREATED, IN_PROGRESS, PROCESSING, FAILED, EXPIRED, REJECTED have their colours in other manifests.
  statuses: { PASSED: 'success', MANUAL_REVIEW: 'orange' },
  auditActions: {
    face_open: { zh: '開始人臉識別', en: 'Face check started' },
    face_result: { zh: '人臉識別結果', en: 'Face check result' },
    face_documents: { zh: '提交證件人工審核', en: 'Documents sent for manual review' },
    face_review: { zh: '身份審核決定', en: 'Identity review decided' },
  },
  reviewKinds: ['face'],
});
