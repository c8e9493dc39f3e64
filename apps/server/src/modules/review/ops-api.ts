import type { PermissionCode } from '@mp/core';
import { isMsgCode, messageOf } from '@mp/core/catalogue';
import { REVIEW_DECISIONS, ReviewQueueReq } from '@mp/core/schemas/review';
import type { TokenScopeT } from '@mp/core/schemas/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../kernel/errors.ts';
import { tokenOwner } from '../staff/index.ts';
import { itemByRef, liveStaff } from './queries.ts';
import {
  type Actor,
  claim,
  decide,
  detail,
  type KitDeps,
  queue,
  release,
  second,
  syncQueue,
} from './service.ts';

/**
 * The reviewer JSON API (docs/api.md, "Reviewer API"): the review kit for machines and `npm run review`,
 * under /ops/review/, authenticated by a staff member's API token (`Authorization: Bearer mpst_...`):
 * scope review:read lists and shows, review:decide claims and decides. The token acts as its owner, with
 * the owner's codes and the kit's rules (four eyes): there is no reviewer name to give. Requests are named
 * by kind and their own number (`ref`). Answers `{ code: 'SCM00000', data }`; a refusal `{ code, message }`
 * with 401 (no live token), 403 (scope or code), 400 (a body that does not fit), 404 (no such request)
 * or 409 (any other refusal of the catalogue).
 */
const Ref = { kind: z.string().min(1).max(32), ref: z.string().min(1).max(64) };
const text = z.string().max(200).optional();
const Bodies = {
  show: z.object(Ref).strict(),
  claim: z.object(Ref).strict(),
  release: z.object(Ref).strict(),
  decide: z
    .object({
      ...Ref,
      decision: z.enum(REVIEW_DECISIONS),
      reason_code: z.string().max(32).optional(),
      reason_text: text,
    })
    .strict(),
  second: z.object({ ...Ref, agree: z.enum(['Y', 'N']), reason_text: text }).strict(),
};
type Action = keyof typeof Bodies;
const NEEDS: Record<Action | 'queue', { scope: TokenScopeT; code: PermissionCode }> = {
  queue: { scope: 'review:read', code: 'S1' },
  show: { scope: 'review:read', code: 'S1' },
  claim: { scope: 'review:decide', code: 'S11' },
  release: { scope: 'review:decide', code: 'S11' },
  decide: { scope: 'review:decide', code: 'S11' },
  second: { scope: 'review:decide', code: 'S12' },
};

function statusOf(code: string): number {
  if (code === 'STF10006') return 401;
  if (code === 'STF10008' || code === 'SCM40301') return 403;
  if (code === 'SCM40002') return 400;
  if (code === 'SCM40401') return 404;
  return 409;
}

export function registerReviewOpsApi(app: FastifyInstance, d: KitDeps): void {
  async function owner(req: FastifyRequest, action: Action | 'queue'): Promise<Actor> {
    const at = d.ports.clock.now();
    const id = await tokenOwner(d.db, String(req.headers.authorization ?? ''), NEEDS[action].scope, at);
    const staff = await liveStaff(d.db, id);
    if (!staff) throw new AppError('STF10006');
    // The owner's role may have changed since the token was made: the code is judged now.
    if (!staff.codes.includes(NEEDS[action].code)) throw new AppError('SCM40301');
    return { staff: { id: staff.id, name: staff.name, loginName: staff.login_name }, ip: req.ip, at };
  }

  async function run(reply: FastifyReply, work: () => Promise<unknown>) {
    try {
      return reply.header('cache-control', 'no-store').send({ code: 'SCM00000', data: await work() });
    } catch (e) {
      if (e instanceof AppError && isMsgCode(e.code)) {
        const detail = e.detail ? ` (${e.detail})` : '';
        return reply
          .code(statusOf(e.code))
          .send({ code: e.code, message: `${messageOf(e.code, 'en')}${detail}` });
      }
      throw e;
    }
  }

  const parse = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
    const r = schema.safeParse(body ?? {});
    if (!r.success) throw new AppError('SCM40002', r.error.issues[0]?.path.join('.'));
    return r.data;
  };

  /** The item of a request named by kind and number (the queue brought up to date first). */
  async function itemOf(kind: string, ref: string): Promise<string> {
    await syncQueue(d, kind);
    const id = await itemByRef(d.db, kind, ref);
    if (!id) throw new AppError('SCM40401', 'ref');
    return id;
  }

  app.get('/ops/review/queue', (req, reply) =>
    run(reply, async () => {
      const a = await owner(req, 'queue');
      const q = req.query as Record<string, string>;
      const b = parse(ReviewQueueReq, {
        ...q,
        page_no: q.page_no ? Number(q.page_no) : undefined,
        page_size: q.page_size ? Number(q.page_size) : undefined,
      });
      return queue(d, a, b);
    }),
  );

  for (const action of Object.keys(Bodies) as Action[]) {
    app.post(`/ops/review/${action}`, (req, reply) =>
      run(reply, async () => {
        const a = await owner(req, action);
        const b = parse(Bodies[action], req.body) as z.output<(typeof Bodies)['decide']> &
          z.output<(typeof Bodies)['second']>;
        const id = await itemOf(b.kind, b.ref);
        switch (action) {
          case 'show':
            return detail(d, a, id);
          case 'claim':
            return claim(d, a, id);
          case 'release':
            return release(d, a, id);
          case 'decide':
            return decide(d, a, { ...b, item_id: id });
          case 'second':
            return second(d, a, { ...b, item_id: id });
        }
      }),
    );
  }
}
