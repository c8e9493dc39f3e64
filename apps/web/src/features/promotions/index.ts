/**
 * The promotions capability's door: what other capabilities may use of it (nothing yet). Its pages are
 * registered in app/pages.ts; another capability imports from this file only, never a file beside it.
 */
export {};
