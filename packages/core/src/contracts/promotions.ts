import { contract } from '../contract.ts';
import { EmptyRes } from '../schemas/auth.ts';
import {
  PromotionAmendReq,
  PromotionCancelReq,
  PromotionContactDoneReq,
  PromotionCreateReq,
  PromotionDetailRes,
  PromotionNoReq,
  PromotionPageRes,
  PromotionQueryReq,
  PromotionReportRes,
  PromotionRevokeReq,
  PromotionUnionCreateReq,
  PromotionUnionJoinReq,
  PromotionUnionListReq,
  PromotionUnionNoReq,
  PromotionUnionPageRes,
  PromotionUnionRow,
} from '../schemas/promotions.ts';

/**
 * Promotions (issue 27). The spec names the screens but no call: the paths are ours, under the classic
 * prefix `main` as `promotion/*`. Code 7 reads (merchant and service areas; the group area's pages carry
 * none), code 71 changes, in the merchant area only (docs/decisions.md, "Promotions").
 */
const capability = 'promotions';
const readAreas = ['merchant', 'service', 'group'] as const;

export const promotionList = contract({
  capability,
  prefix: 'main',
  path: 'promotion/list',
  access: 'session',
  mutates: false,
  code: '7',
  areas: readAreas,
  request: PromotionQueryReq,
  answer: PromotionPageRes,
  summary: 'Campaigns of the caller’s merchants (7): filters status, revoke status, kind, period, store.',
});

export const promotionDetail = contract({
  capability,
  prefix: 'main',
  path: 'promotion/detail',
  access: 'session',
  mutates: false,
  code: '7',
  areas: readAreas,
  request: PromotionNoReq,
  answer: PromotionDetailRes,
  summary: 'One campaign (7) with its stores, versions, alerts and revoke.',
});

export const promotionReport = contract({
  capability,
  prefix: 'main',
  path: 'promotion/report',
  access: 'session',
  mutates: false,
  code: '7',
  areas: readAreas,
  request: PromotionNoReq,
  answer: PromotionReportRes,
  summary: 'A campaign’s report (7): budget burned per day, forecast, redemptions, sales before and during.',
});

export const promotionCreate = contract({
  capability,
  prefix: 'main',
  path: 'promotion/create',
  access: 'session',
  mutates: true,
  code: '71',
  areas: ['merchant'],
  request: PromotionCreateReq,
  moneyMove: { key: 'client_key', confirm: 'none' },
  answer: PromotionDetailRes,
  summary:
    'A new discount or reduction campaign (71), awaiting the provider’s review; idempotent by client_key.',
});

export const promotionAmend = contract({
  capability,
  prefix: 'main',
  path: 'promotion/amend',
  access: 'session',
  mutates: true,
  code: '71',
  areas: ['merchant'],
  request: PromotionAmendReq,
  answer: PromotionDetailRes,
  summary: 'Raises a cap, ends earlier or changes the contact (71): a new version; stale versions refused.',
});

export const promotionCancel = contract({
  capability,
  prefix: 'main',
  path: 'promotion/cancel',
  access: 'session',
  mutates: true,
  code: '71',
  areas: ['merchant'],
  request: PromotionCancelReq,
  answer: PromotionDetailRes,
  summary: 'Cancels a campaign that has not started (71).',
});

export const promotionRevoke = contract({
  capability,
  prefix: 'main',
  path: 'promotion/revoke',
  access: 'session',
  mutates: true,
  code: '71',
  areas: ['merchant'],
  request: PromotionRevokeReq,
  answer: PromotionDetailRes,
  summary:
    'Asks the provider to revoke an approved or running campaign (71): revoke status WAIT_REVOKE_AUDIT.',
});

export const promotionContactDone = contract({
  capability,
  prefix: 'main',
  path: 'promotion/contactDone',
  access: 'session',
  mutates: true,
  code: '71',
  areas: ['merchant'],
  request: PromotionContactDoneReq,
  answer: EmptyRes,
  summary: 'Marks the settlement contact task of an approved campaign done (71).',
});

/**
 * Union marketing (docs/decisions.md "Promotions, third round"): the service provider creates a shared
 * campaign (71 of the service area, on its page `promotion_union_create`), reviewed in the back office; its
 * merchants see the approved ones beside their campaigns (7) and join or leave (71).
 */
export const promotionUnionCreate = contract({
  capability,
  prefix: 'main',
  path: 'promotion/unionCreate',
  access: 'session',
  mutates: true,
  code: '71',
  areas: ['service'],
  request: PromotionUnionCreateReq,
  answer: PromotionUnionRow,
  summary: 'A service provider’s union campaign for its merchants (71), awaiting review in the back office.',
});

export const promotionUnionList = contract({
  capability,
  prefix: 'main',
  path: 'promotion/unionList',
  access: 'session',
  mutates: false,
  code: '7',
  areas: ['merchant', 'service'],
  request: PromotionUnionListReq,
  answer: PromotionUnionPageRes,
  summary:
    'Union campaigns (7): the provider’s own, or, to a merchant, its provider’s approved ones and those it joined.',
});

export const promotionUnionJoin = contract({
  capability,
  prefix: 'main',
  path: 'promotion/unionJoin',
  access: 'session',
  mutates: true,
  code: '71',
  areas: ['merchant'],
  request: PromotionUnionJoinReq,
  answer: PromotionUnionRow,
  summary: 'The merchant joins its provider’s approved union campaign at the stores it names (71).',
});

export const promotionUnionLeave = contract({
  capability,
  prefix: 'main',
  path: 'promotion/unionLeave',
  access: 'session',
  mutates: true,
  code: '71',
  areas: ['merchant'],
  request: PromotionUnionNoReq,
  answer: PromotionUnionRow,
  summary: 'The merchant leaves a union campaign (71): its campaign in it closes, its history stays.',
});

export const contracts = [
  promotionList,
  promotionDetail,
  promotionReport,
  promotionCreate,
  promotionAmend,
  promotionCancel,
  promotionRevoke,
  promotionContactDone,
  promotionUnionCreate,
  promotionUnionList,
  promotionUnionJoin,
  promotionUnionLeave,
];
