import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'accountauth',
  pages: [
    // Not in the spec as a route (its calls accountAuthList/Untie are, point 7): docs/decisions.md.
    {
      id: 'accountauth.list',
      order: 240,
      title: { zh: '賬戶授權', en: 'Account authorisations' },
      code: '31',
      menu: 'account',
      areas: { merchant: 'accountAuth' },
    },
  ],
  statuses: { ACTIVE: 'success', UNTIED: 'default' },
  auditActions: {
    account_auth_untie: { zh: '解除賬戶授權', en: 'Account authorisation untied' },
  },
  exports: {},
  jobs: [],
  reviewKinds: [],
} as const satisfies Manifest;
