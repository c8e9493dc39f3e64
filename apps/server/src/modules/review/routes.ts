import * as c from '@mp/core/contracts/review';
import { endpoint } from '../../http/endpoint.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { type FileOwner, filesByNo, fileWithContent } from '../files/index.ts';
import {
  type Actor,
  claim,
  decide,
  detail,
  fileOf,
  type KitDeps,
  queue,
  release,
  second,
} from './service.ts';

/** The back office's calls of the review kit: the signed-in staff member acts (codes on the contracts). */
type Ctx = SignedInContext<'provider'>;
const deps = (ctx: Ctx): KitDeps => ({ db: ctx.db, config: ctx.config, ports: ctx.ports });
const actor = (ctx: Ctx): Actor => ({
  staff: { id: ctx.operator.id, name: ctx.operator.name, loginName: ctx.operator.loginName },
  ip: ctx.ip,
  at: ctx.ports.clock.now(),
});

export const endpoints = [
  endpoint(c.reviewQueue, { handler: (ctx, b) => queue(deps(ctx), actor(ctx), b) }),
  endpoint(c.reviewDetail, { handler: (ctx, b) => detail(deps(ctx), actor(ctx), b.item_id) }),
  endpoint(c.reviewFile, {
    handler: async (ctx, b) => {
      const fileNo = await fileOf(deps(ctx), b.item_id, b.file_id);
      const [f] = await filesByNo(ctx.db, [fileNo]);
      const owner = { kind: f.owner_kind, key: f.owner_key } as FileOwner;
      const r = await fileWithContent(ctx, owner, fileNo);
      return {
        file_id: r.file_id,
        file_name: r.file_name,
        content_type: r.content_type,
        content_base64: r.content_base64,
      };
    },
  }),
  endpoint(c.reviewClaim, { handler: (ctx, b) => claim(deps(ctx), actor(ctx), b.item_id) }),
  endpoint(c.reviewRelease, { handler: (ctx, b) => release(deps(ctx), actor(ctx), b.item_id) }),
  endpoint(c.reviewDecide, { handler: (ctx, b) => decide(deps(ctx), actor(ctx), b) }),
  endpoint(c.reviewSecond, { handler: (ctx, b) => second(deps(ctx), actor(ctx), b) }),
];
