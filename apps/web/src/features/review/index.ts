/** The review kit's door (issue 25 point 3): its pages are registered in app/pages.ts; nothing else is shared. */
export type { ReviewItem } from './api.ts';
