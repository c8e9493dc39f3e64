/** Cross-border transfer's door: nothing other capabilities use yet. Its pages are in pages.ts. */
export {};
