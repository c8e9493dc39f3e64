/**
 * The sign-in capability's door: what other capabilities use of it (the sign-in frame, for the pay
 * password step after sign-in). Its pages are registered in app/pages.ts; the sign-in page never imports
 * this file, so nothing added here reaches it.
 */
export { AuthShell } from './AuthShell.tsx';
