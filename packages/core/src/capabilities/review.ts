import { capability, page } from '../capability.ts';

/**
 * The review kit of the back office (issue 25 point 3): one queue of every kind of request the provider
 * decides. The kinds register from their own modules (`reviewKinds` of each server module); this
 * capability has none of its own.
 */
export const manifest = capability({
  name: 'review',
  pages: [
    page('review.queue', 9000, ['審核佇列', 'Review queue'], { code: 'S1', menu: 'review', provider: 'index' }),
    page('review.detail', 9001, ['審核詳情', 'Review detail'], { code: 'S1', provider: 'review_detail' }),
  ],
  statuses: { CLAIMED: 'blue', AWAITING_SECOND: 'gold', DECIDED: 'success' },
  auditActions: {
    review_claim: { zh: '認領審核', en: 'Review claimed' },
    review_release: { zh: '放棄認領', en: 'Review released' },
    review_decide: { zh: '審核決定', en: 'Review decided' },
    review_second: { zh: '覆核', en: 'Second approval' },
  },
});
