import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'presets',
  pages: [],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
