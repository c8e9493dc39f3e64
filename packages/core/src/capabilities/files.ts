import type { Manifest } from '../capability.ts';

/** Uploaded files: upload checks, the file store, each file's owner, OCR. */
export const manifest = {
  name: 'files',
  pages: [],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
  noWebFolder:
    'the pages that take documents (features/onboarding, merchantinfo, bankchange) upload and show them',
} as const satisfies Manifest;
