/**
 * The agreements capability's door: what other capabilities may use of it (the shell's consent banner).
 * Its pages are registered in app/pages.ts.
 */
export { ConsentBanner } from './ConsentBanner.tsx';
