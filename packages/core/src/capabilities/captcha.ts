import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'captcha',
  pages: [],
  statuses: {},
  auditActions: {},
  exports: {},
  jobs: [],
  reviewKinds: [],
  noWebFolder: 'the sign-in page (features/auth) asks for the captcha',
} as const satisfies Manifest;
