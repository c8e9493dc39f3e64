import { timingSafeEqual } from 'node:crypto';
import { isMsgCode, messageOf } from '@mp/core/catalogue';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/endpoint.ts';
import type { Ports } from '../../ports/types.ts';
import { approveApplication, askForMore, listForReview, rejectApplication, showForReview } from './review.ts';

/**
 * The reviewer's API (docs/api.md, "Onboarding review"): JSON over POST under /ops/review/, for the
 * provider's back office and the `npm run review` command. It exists only when REVIEW_TOKEN is set and
 * answers only a request carrying `Authorization: Bearer <REVIEW_TOKEN>`. It is not part of the portal's
 * classic protocol: reviewers are the provider's staff, not portal operators.
 */
const Body = z
  .object({
    status: z.enum(['DRAFT', 'AUDITING', 'NEED_MORE', 'REJECTED', 'APPROVED']).optional(),
    apply_no: z.string().max(40).optional(),
    reviewer: z.string().max(60).optional(),
    reason: z.string().max(400).optional(),
  })
  .strict();

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function registerReviewApi(
  app: FastifyInstance,
  deps: { db: Db; ports: Pick<Ports, 'sms' | 'clock'>; token: string | null },
): void {
  const { token } = deps;
  if (!token) return;
  const actions = {
    list: (b: z.infer<typeof Body>) => listForReview(deps, b.status ?? 'AUDITING').then((list) => ({ list })),
    show: (b: z.infer<typeof Body>) => showForReview(deps, b.apply_no ?? ''),
    approve: (b: z.infer<typeof Body>) => approveApplication(deps, b.apply_no ?? '', reviewerOf(b)),
    reject: (b: z.infer<typeof Body>) =>
      rejectApplication(deps, b.apply_no ?? '', reviewerOf(b), b.reason ?? ''),
    more: (b: z.infer<typeof Body>) => askForMore(deps, b.apply_no ?? '', reviewerOf(b), b.reason ?? ''),
  };
  serveReviewActions(app, token, '/ops/review', Body, actions);
}

/**
 * Serves a group of reviewer actions as POST <base>/<name>: the bearer token, the strict body, and the
 * answer { code: 'SCM00000', data } or a catalogue refusal (422 { code, message }). The applications'
 * group above and the merchant-information changes' group (modules/merchantinfo) answer alike.
 */
export function serveReviewActions<B>(
  app: FastifyInstance,
  token: string,
  base: string,
  body: z.ZodType<B>,
  actions: Record<string, (b: B) => Promise<unknown>>,
): void {
  for (const [name, run] of Object.entries(actions)) {
    app.post(`${base}/${name}`, async (req, reply) => {
      const auth = String(req.headers.authorization ?? '');
      if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token)) {
        return reply.code(401).send({ code: 'SCM60401', message: 'reviewer token required' });
      }
      const parsed = body.safeParse(req.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ code: 'SCM40002', message: messageOf('SCM40002', 'en') });
      try {
        return reply.send({ code: 'SCM00000', data: await run(parsed.data) });
      } catch (e) {
        if (e instanceof AppError && isMsgCode(e.code)) {
          const detail = e.detail ? ` (${e.detail})` : '';
          return reply.code(422).send({ code: e.code, message: `${messageOf(e.code, 'en')}${detail}` });
        }
        throw e;
      }
    });
  }
}

/** The reviewer's name recorded in the history (default 'reviewer'). */
export function reviewerOf(b: { reviewer?: string }): string {
  const r = (b.reviewer ?? '').trim();
  return r === '' ? 'reviewer' : r.slice(0, 60);
}
