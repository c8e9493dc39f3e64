/**
 * The sub-merchants capability's door: the merchants-at-a-glance block that the provider's and group's home
 * pages (dashboard) show. Its pages are registered in app/pages.ts.
 */
export { MerchantsGlance } from './MerchantsGlance.tsx';
