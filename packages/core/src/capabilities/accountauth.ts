import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'accountauth',
  pages: [
    // Not in the spec as a route (its calls accountAuthList/Untie are, point 7): docs/decisions.md.
    page('accountauth.list', 240, ['賬戶授權', 'Account authorisations'], { code: '31', menu: 'account', merchant: 'accountAuth' }),
  ],
  statuses: { ACTIVE: 'success', UNTIED: 'default' },
  auditActions: {
    account_auth_untie: { zh: '解除賬戶授權', en: 'Account authorisation untied' },
  },
});
