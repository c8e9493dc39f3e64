/** Training's door: what other capabilities may use of it (nothing yet). Its page is registered in app/pages.ts. */
export {};
