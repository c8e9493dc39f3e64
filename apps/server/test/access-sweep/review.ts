import { MISSING_ID, type Sample, type SweepTable } from './kit.ts';

/**
 * The review kit's calls (issue 25 point 3): back-office only (no portal area may call them: the sweep's
 * "areas" block), S1 to read, S11 to claim and decide, S12 for the second approval (review-kit.test.ts
 * holds the auditor, the reviewer without S12 and a merchant operator refused).
 */
const samples: Record<string, Sample> = {
  'review/detail': () => ({ item_id: MISSING_ID }),
  'review/file': () => ({ item_id: MISSING_ID, file_id: 'F0' }),
  'review/claim': () => ({ item_id: MISSING_ID }),
  'review/release': () => ({ item_id: MISSING_ID }),
  'review/decide': () => ({
    item_id: MISSING_ID,
    decision: 'REJECT',
    reason_code: 'OTHER',
    reason_text: 'x',
  }),
  'review/second': () => ({ item_id: MISSING_ID, agree: 'Y' }),
};

const why = 'an item of the provider’s one review queue: every staff member may see every item';
const notARow: Record<string, string> = {
  'review/detail item_id': why,
  'review/file item_id': why,
  'review/file file_id': 'a file the item shows (another: SCM40401, review kit)',
  'review/claim item_id': why,
  'review/release item_id': why,
  'review/decide item_id': why,
  'review/second item_id': why,
};

export const sweep: SweepTable = { samples, notARow };
