/**
 * The agreements capability's door: what other capabilities may use of it (the shell's consent banner).
 * Its pages are registered in app/pages.ts.
 */
export { ConsentBanner } from './ConsentBanner.tsx';

import { lazy } from 'react';
/** The API certificates (list, request, download, revoke), loaded on demand: the signing-key tab shows them. */
export const ApiCertificates = lazy(() => import('./ApiCertificates.tsx'));
