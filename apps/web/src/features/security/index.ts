/**
 * The security capability's door: what other capabilities may use of it (the login password form, for the
 * back office's security page). Its pages are registered in app/pages.ts; another capability imports from
 * this file only, never a file beside it.
 */
export { LoginPasswordForm } from './LoginPasswordForm.tsx';
