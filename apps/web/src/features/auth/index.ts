/**
 * The sign-in capability's door: what other capabilities use of it (the sign-in frame, for the pay
 * password step after sign-in and the back office's sign-in; the captcha and the check of a login answer,
 * for the back office's sign-in). Its pages are registered in app/pages.ts; the sign-in page never imports
 * this file, so nothing added here reaches it.
 */
export { AuthShell } from './AuthShell.tsx';
export { PowCheck } from './PowCheck.tsx';
export { looksLikeLogin } from './signIn.ts';
export { useCaptcha } from './useCaptcha.ts';
export { usePowCheck } from './usePowCheck.ts';
