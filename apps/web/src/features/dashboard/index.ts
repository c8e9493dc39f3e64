/**
 * The dashboard capability's door: what other capabilities may use of it. Its pages are registered in
 * app/pages.ts; another capability imports from this file only, never a file beside it.
 */
/** The value axis of the dashboard's chart: promotions' budget chart draws on the same scale. */
export { niceAxis } from './chartScale.ts';
