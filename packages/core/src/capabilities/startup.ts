import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'startup',
  pages: [],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
  noWebFolder: 'the start-up sequence (app/startup.ts) makes these calls',
} as const satisfies Manifest;
