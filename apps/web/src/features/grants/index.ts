/** The read grants' door (issue 13 point 8): its pages are registered in app/pages.ts; nothing else is shared. */
export type { Grant } from './api.ts';
