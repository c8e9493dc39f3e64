import { capability } from '../capability.ts';

/** The client encryption helper of spec point 8 (packages/core/src/clienthelper) and its licence. */
export const manifest = capability({
  name: 'clienthelper',
  pages: [],
  noWebFolder: 'the helper is a module of packages/core (clienthelper/) the portal bundles; the licence is a call',
  auditActions: {
    helper_licence: { zh: '下載加密元件授權', en: 'Encryption helper licence downloaded' },
  },
});
