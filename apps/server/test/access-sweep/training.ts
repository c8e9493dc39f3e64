import type { Sample, SweepTable } from './kit.ts';

const TRAINING_NO_CODE =
  "the spec's training page /layout/mercTainView carries no code: every signed-in person takes the courses of their own kind, and reads only their own attempts";

const samples: Record<string, Sample> = {
  'train/courseDetail': () => ({ course_code: 'RISK_COMMITMENT' }),
  'train/quizSubmit': () => ({ course_code: 'RISK_COMMITMENT', answers: [0, 0, 0, 0, 0] }),
  'train/certificate': () => ({ course_code: 'RISK_COMMITMENT' }),
};

const noCode: Record<string, string> = {
  'train/courseList': TRAINING_NO_CODE,
  'train/courseDetail': TRAINING_NO_CODE,
  'train/quizSubmit': TRAINING_NO_CODE,
  'train/certificate': TRAINING_NO_CODE,
};

// course_code names reference data every organisation shares (no row field of the sweep's pattern): the
// attempt and the certificate are the caller's own, which test/training.test.ts holds.

/** The access sweep's entries of the training capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode };
