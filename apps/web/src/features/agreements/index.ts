/**
 * The agreements capability's door: what other capabilities may use of it (nothing yet). Its pages are
 * registered in app/pages.ts.
 */
export {};
