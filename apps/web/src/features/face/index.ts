/**
 * Face verification's door: what other capabilities may use of it (nothing yet: the change flows link to
 * /identification). Its page is registered in app/pages.ts.
 */
export {};
