import { timingSafeEqual } from 'node:crypto';
import { isMsgCode, messageOf } from '@mp/core/catalogue';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../kernel/errors.ts';

/**
 * The provider reviewers' actions (docs/api.md, "Onboarding review" and "Settlement bank-account change"):
 * JSON POSTs under /ops/review/, for the provider's back office and the `npm run review` command. They
 * exist only when REVIEW_TOKEN is set and answer only `Authorization: Bearer <REVIEW_TOKEN>` (401 with
 * SCM60401 otherwise). One answer shape for every group: `{ code: 'SCM00000', data }`, a body that does
 * not fit 400 SCM40002, a refusal of the catalogue 422 `{ code, message }`. Not part of the portal's
 * classic protocol: reviewers are the provider's staff, not portal operators.
 */
export function registerReviewActions<S extends z.ZodType>(
  app: FastifyInstance,
  token: string | null,
  body: S,
  actions: Record<string, (b: z.output<S>, req: { ip: string }) => Promise<unknown>>,
  /** Where the group's actions sit: /ops/review/<name>, or a group's own folder (/ops/review/change). */
  base = '/ops/review',
): void {
  if (!token) return;
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
        return reply.send({ code: 'SCM00000', data: await run(parsed.data, { ip: req.ip }) });
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

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The name recorded for the reviewer ('reviewer' when none is given). */
export function reviewerOf(b: { reviewer?: string }): string {
  const r = (b.reviewer ?? '').trim();
  return r === '' ? 'reviewer' : r.slice(0, 60);
}
