/**
 * The shell capability's door: what other capabilities use of it. Its pages (not found, forbidden,
 * server error, not available) are registered in app/pages.ts, and the app shell imports its parts itself.
 */
export { homePath } from './homePath.ts';
