import type { Lang } from '@mp/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallContext } from '../kernel/context.ts';
import type { Platform } from './platform.ts';
import {
  createSessionRow,
  endSessionRow,
  type LiveSession,
  SESSION_COOKIE,
  sessionIdOfCookie,
} from './session.ts';

function cookieOptions(req: FastifyRequest) {
  // req.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
  return { httpOnly: true, sameSite: 'strict' as const, path: '/', secure: req.protocol === 'https' };
}

/** The CallContext of one request; startSession/endSession write the sessions table and the cookie. */
export function callContext(
  p: Platform,
  req: FastifyRequest,
  reply: FastifyReply,
  lang: Lang,
  live: LiveSession | null,
): CallContext {
  const client = { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') };
  const ctx: CallContext = {
    db: p.db,
    config: p.config,
    ports: p.ports,
    stores: p.stores,
    lang,
    ip: client.ip,
    userAgent: client.userAgent,
    log: req.log,
    operator: live?.operator ?? null,
    session: live ? { id: live.id, formToken: live.formToken } : null,
    async startSession(operatorId) {
      const now = p.ports.clock.now();
      // A login from this browser ends the session its cookie still points at, live or not.
      const old = req.cookies[SESSION_COOKIE];
      if (old) await endSessionRow(p.db, sessionIdOfCookie(old), 'replaced', now);
      const created = await createSessionRow(p.db, operatorId, client, now);
      reply.setCookie(SESSION_COOKIE, created.cookieValue, cookieOptions(req));
      ctx.session = { id: created.id, formToken: created.formToken };
      req.mp.operatorId = operatorId;
      return { formToken: created.formToken };
    },
    async endSession(reason) {
      const now = p.ports.clock.now();
      const old = req.cookies[SESSION_COOKIE];
      if (ctx.session) await endSessionRow(p.db, ctx.session.id, reason, now);
      else if (old) await endSessionRow(p.db, sessionIdOfCookie(old), reason, now);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
      ctx.session = null;
      ctx.operator = null;
    },
  };
  return ctx;
}
