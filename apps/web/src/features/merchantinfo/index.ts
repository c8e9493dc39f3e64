/** The merchant-information changes' door (issue 14 point 5): its pages are registered in app/pages.ts. */
export { infoKeys } from './api.ts';
