import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { registerReviewActions, reviewerOf } from '../../http/review-actions.ts';
import type { Ports } from '../../kernel/ports.ts';
import { approveApplication, askForMore, listForReview, rejectApplication, showForReview } from './review.ts';

/**
 * The reviewer's API of applications (docs/api.md, "Onboarding review"): list, show, approve, reject,
 * more under /ops/review/, through the shared reviewer actions (http/review-actions.ts: REVIEW_TOKEN, one
 * answer shape).
 */
const Body = z
  .object({
    status: z.enum(['DRAFT', 'AUDITING', 'NEED_MORE', 'REJECTED', 'APPROVED']).optional(),
    apply_no: z.string().max(40).optional(),
    reviewer: z.string().max(60).optional(),
    reason: z.string().max(400).optional(),
  })
  .strict();

export function registerReviewApi(
  app: FastifyInstance,
  deps: { db: Db; ports: Pick<Ports, 'sms' | 'clock'>; token: string | null },
): void {
  registerReviewActions(app, deps.token, Body, {
    list: (b) => listForReview(deps, b.status ?? 'AUDITING').then((list) => ({ list })),
    show: (b) => showForReview(deps, b.apply_no ?? ''),
    approve: (b) => approveApplication(deps, b.apply_no ?? '', reviewerOf(b)),
    reject: (b) => rejectApplication(deps, b.apply_no ?? '', reviewerOf(b), b.reason ?? ''),
    more: (b) => askForMore(deps, b.apply_no ?? '', reviewerOf(b), b.reason ?? ''),
  });
}
