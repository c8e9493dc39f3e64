import { lazy } from 'react';

/**
 * The audit capability's door: what other capabilities use of it. The security page shows the audit log
 * as a tab, loaded when the tab opens; the merchant pages record an unmasked view. Its pages, if any, are
 * registered in app/pages.ts.
 */
export const AuditPanel = lazy(() => import('./AuditPanel.tsx').then((m) => ({ default: m.AuditPanel })));
export { useLogMod } from './api.ts';
