/**
 * The sign-in capability's door: what other capabilities use of it (the sign-in frame, the new-password
 * fields, the resend countdown). Its pages are registered in app/pages.ts; the sign-in page never imports
 * this file, so nothing added here reaches it.
 */
export { AuthShell } from './AuthShell.tsx';
export { NewPasswordFields } from './NewPasswordFields.tsx';
export { useCountdown } from './useCountdown.ts';
