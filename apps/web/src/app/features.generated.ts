// Written by `npm run capabilities` (scripts/capabilities.mjs) from the folders: do not edit.

/** The pages of every feature folder with a pages.ts. */
export const FEATURE_PAGES = {
};
