import { contract } from '../contract.ts';
import {
  ReviewDecideReq,
  ReviewDetailRes,
  ReviewFileReq,
  ReviewFileRes,
  ReviewItemReq,
  ReviewItemRes,
  ReviewQueueReq,
  ReviewQueueRes,
  ReviewSecondReq,
} from '../schemas/review.ts';

/**
 * The review kit (issue 25 point 3): the back office's queue of every kind of request, claim and release,
 * decisions with four eyes. S1 reads (an auditor too), S11 claims and decides, S12 gives the second approval.
 */
const signedIn = { capability: 'review', prefix: 'staff', access: 'session', areas: ['provider'] } as const;

export const reviewQueue = contract({
  ...signedIn,
  path: 'review/queue',
  mutates: false,
  code: 'S1',
  request: ReviewQueueReq,
  answer: ReviewQueueRes,
  summary:
    'The review queue: every kind, filtered by kind, status, held by me and overdue, with counts per kind.',
});

export const reviewDetail = contract({
  ...signedIn,
  path: 'review/detail',
  mutates: false,
  code: 'S1',
  request: ReviewItemReq,
  answer: ReviewDetailRes,
  summary: 'One request as the reviewer sees it: sections, files, the history, the decisions allowed.',
});

export const reviewFile = contract({
  ...signedIn,
  path: 'review/file',
  mutates: false,
  code: 'S1',
  request: ReviewFileReq,
  answer: ReviewFileRes,
  summary: 'A file of a request under review (only the files the request shows).',
});

export const reviewClaim = contract({
  ...signedIn,
  path: 'review/claim',
  mutates: true,
  code: 'S11',
  request: ReviewItemReq,
  answer: ReviewItemRes,
  summary: 'Claims an open item: only its claimer decides it until released.',
});

export const reviewRelease = contract({
  ...signedIn,
  path: 'review/release',
  mutates: true,
  code: 'S11',
  request: ReviewItemReq,
  answer: ReviewItemRes,
  summary: 'Releases an item the caller holds.',
});

export const reviewDecide = contract({
  ...signedIn,
  path: 'review/decide',
  mutates: true,
  code: 'S11',
  request: ReviewDecideReq,
  answer: ReviewItemRes,
  summary:
    "Decides an item (the requester's module carries it out in the same transaction); above the limit an approving decision waits for a second approver.",
});

export const reviewSecond = contract({
  ...signedIn,
  path: 'review/second',
  mutates: true,
  code: 'S12',
  request: ReviewSecondReq,
  answer: ReviewItemRes,
  summary: 'The second approval of a decision above the limit, by another staff member than the first.',
});

export const contracts = [
  reviewQueue,
  reviewDetail,
  reviewFile,
  reviewClaim,
  reviewRelease,
  reviewDecide,
  reviewSecond,
];
