import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'presets',
  pages: [],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
  noWebFolder: 'saved filters are part of the list kit every list page shares',
} as const satisfies Manifest;
