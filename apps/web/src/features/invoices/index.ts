/** The invoices capability's door: nothing is used by other features yet. */
export {};
