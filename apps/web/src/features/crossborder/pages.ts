import type { FeaturePages } from '../../ui/page-props.ts';

/**
 * The capability's pages by id. Issue 26's pages (ghf, the four steps, status) are not built yet: they
 * stay `planned` in the manifest and show the 'not available yet' panel; the server's gateway calls are
 * served (modules/crossborder).
 */
export const pages = {} satisfies FeaturePages;
