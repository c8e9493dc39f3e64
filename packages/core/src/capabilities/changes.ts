import type { Manifest } from '../capability.ts';

/** The changes after onboarding (progress, the unfinished-review check) and the review events. */
export const manifest = {
  name: 'changes',
  pages: [],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
  noWebFolder: 'the merchant-information pages (features/merchantinfo) show the progress',
} as const satisfies Manifest;
