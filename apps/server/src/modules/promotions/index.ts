import { promotionScheduleJob } from './job.ts';
import { promotionKind, promotionRevokeKind } from './review-kind.ts';
import { promotionUnionKind } from './union-review.ts';

export { promotionScheduleJob } from './job.ts';
export { selectRedemptionsOfTxn } from './queries.ts';
export { type Redeemed, redeemPromotion, returnOnRefund } from './redeem.ts';
export { endpoints } from './routes.ts';
export { seedPromotions } from './seed.ts';
export const reviewKinds = [promotionKind, promotionRevokeKind, promotionUnionKind];
export const jobs = [promotionScheduleJob];
