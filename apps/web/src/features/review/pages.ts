import { lazyInAntd as lazy } from '../../ui/antdLazy.ts';
import type { FeaturePages } from '../../ui/page-props.ts';

/** The review kit's pages by id (the back office's home is the queue). */
export const pages = {
  'review.queue': lazy(() => import('./QueuePage.tsx')),
  'review.detail': lazy(() => import('./DetailPage.tsx')),
} satisfies FeaturePages;
