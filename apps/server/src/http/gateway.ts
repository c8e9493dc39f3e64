import {
  CB_CODES,
  GATEWAY_SESSION_VERSION,
  type Lang,
  messageOf,
  type SessionKey,
  sealGatewayResponse,
} from '@mp/core';
import { PREFIXES, urlOf } from '@mp/core/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../kernel/errors.ts';
import { httpStatusOf, langOf, ProtocolError } from './answer.ts';
import { checkAnswer } from './answer-check.ts';
import { boundSchemaOf, openBoundFields } from './bound.ts';
import { callContext } from './context.ts';
import { type EndpointDef, endpoint, type LegacyDef } from './endpoint.ts';
import { plainBody } from './form-input.ts';
import { checkAccess } from './gates.ts';
import { checkGoverned } from './governed.ts';
import { openSealed, sessionKeyOf } from './open-envelope.ts';
import type { Platform } from './platform.ts';
import { sessionOfRequest } from './session.ts';
import { validateBody } from './validate.ts';

/**
 * The cross-border gateway (spec point 7): JSON `{ req_data }` sealed with the classic encryption
 * session, headers encryptInfo (= t), sessionVersion 1.0 and formToken. An encrypted answer is
 * `{ res_data }` that opens to `{ code, message, data }`; a plain one (createR0, errors) is that object
 * itself. Codes: '0' success, '90001' export success, '50001' session expired, others as thrown.
 */
export const CB_PREFIX = PREFIXES.crossborder;

/** A gateway endpoint: an endpoint whose contract has the prefix 'crossborder'. */
export type CbEndpointDef = EndpointDef;

/** A contract-less gateway endpoint for the http layer's own tests. */
export function cbEndpoint<S extends z.ZodType>(def: Omit<LegacyDef<S>, 'prefix'>): CbEndpointDef {
  return endpoint({ ...def, prefix: 'crossborder' } as LegacyDef<S>);
}

/** A gateway code outside the classic catalogue, such as 'T31624' (the rate/fee dialog). */
export class CbError extends Error {
  constructor(
    readonly code: string,
    readonly text: { zh: string; en: string },
  ) {
    super(code);
    this.name = 'CbError';
  }
}

interface CbAnswer {
  code: string;
  message: string;
  data?: Record<string, unknown> | null;
}

function send(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  answer: CbAnswer | { res_data: string },
) {
  req.mp ??= {};
  req.mp.msgCd = 'code' in answer ? answer.code : CB_CODES.OK;
  return reply.code(status).type('application/json; charset=utf-8').send(answer);
}

export function sendCbError(req: FastifyRequest, reply: FastifyReply, lang: Lang, e: unknown) {
  if (e instanceof ProtocolError) {
    return send(req, reply, httpStatusOf(e.code), { code: e.code, message: messageOf(e.code, lang) });
  }
  if (e instanceof CbError) {
    return send(req, reply, 200, { code: e.code, message: lang === 'en' ? e.text.en : e.text.zh });
  }
  if (e instanceof AppError) {
    const expired = e.code === 'SCM60401' || e.code === 'LOG60401';
    const text = messageOf(e.code, lang);
    const message = e.detail ? `${text} (${e.detail})` : text;
    return send(req, reply, 200, { code: expired ? CB_CODES.SESSION_EXPIRED : e.code, message });
  }
  if (isDatabaseUnavailable(e)) {
    req.log.warn({ err: (e as Error).message }, 'database unavailable');
    return send(req, reply, 503, { code: 'SCM50301', message: messageOf('SCM50301', lang) });
  }
  req.log.error({ err: e }, 'unhandled error');
  return send(req, reply, 500, { code: 'SCM50000', message: messageOf('SCM50000', lang) });
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
}

function jsonBody(req: FastifyRequest): Record<string, unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new ProtocolError('SCM40007', type || 'no content type');
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ProtocolError('SCM40001');
  return body as Record<string, unknown>;
}

function keyOf(p: Platform, t: string | undefined): Promise<SessionKey> {
  if (!t) throw new ProtocolError('SCM40001', 'encryptInfo');
  return sessionKeyOf(p, t);
}

/** The request body and, for an encrypted call, the session key that seals the answer. */
async function readInput(
  p: Platform,
  req: FastifyRequest,
  def: CbEndpointDef,
): Promise<{ key: SessionKey | null; body: unknown }> {
  const encrypted = def.encrypted !== false;
  const version = header(req, 'sessionversion');
  if ((encrypted || version !== undefined) && version !== GATEWAY_SESSION_VERSION) {
    throw new ProtocolError('SCM40001', 'sessionVersion');
  }
  if (def.method === 'GET') {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>)) {
      // A field no body has, and one assigning below would silently drop.
      if (k === '__proto__' || typeof v !== 'string') throw new ProtocolError('SCM40001', k);
      // The cache-busting time stamp of a GET (docs/protocol.md section 7) is not part of the body.
      if (k !== '_t' && k !== 'timestamp') fields[k] = v;
    }
    const key = encrypted ? await keyOf(p, header(req, 'encryptinfo')) : null;
    return { key, body: plainBody(fields, def.request) };
  }
  const json = jsonBody(req);
  if (!encrypted) return { key: null, body: json };
  const keys = Object.keys(json);
  if (keys.length !== 1 || typeof json.req_data !== 'string') throw new ProtocolError('SCM40001', 'req_data');
  const key = await keyOf(p, header(req, 'encryptinfo'));
  // An endpoint with a larger body (the trade-evidence upload) takes a sealed d as long as its body limit.
  return { key, body: await openSealed(p, key, json.req_data, def.bodyLimit) };
}

export function registerCb(app: FastifyInstance, p: Platform, def: CbEndpointDef): void {
  // A GET carries no sealed body, hence no nonce: it could be replayed, so it may only read.
  if (def.method === 'GET' && def.mutates) throw new Error(`gateway GET ${def.path} must not mutate`);
  // The cross-border payment password is bound to comm/createR0's random (payPwdKey, docs/protocol.md
  // section 7): opened after the gates like the classic pipeline's (section 9).
  const boundSchema = def.bound ? boundSchemaOf(def.request, def.bound) : null;
  const rateLimit = def.rateLimit ? { max: def.rateLimit.max, timeWindow: def.rateLimit.windowMs } : false;
  app.route({
    method: def.method ?? 'POST',
    url: urlOf(def),
    config: { rateLimit },
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    handler: async (req, reply) => {
      const lang = langOf(req.headers);
      try {
        if (!p.ready()) throw new ProtocolError('SCM50300');
        const { key, body: raw } = await readInput(p, req, def);
        const checked = validateBody(boundSchema ?? def.request, raw);
        const now = p.ports.clock.now();
        const lookup = await sessionOfRequest(p, req.cookies, now);
        const live = checkAccess(def, lookup, header(req, 'formtoken'), checked as object);
        if (live) req.mp.operatorId = live.operator.id;
        const body = def.bound
          ? validateBody(
              def.request,
              await openBoundFields(p.stores.oneTime, p.config.secretType, def.bound, raw),
            )
          : checked;
        const ctx = callContext(p, req, reply, lang, live);
        await checkGoverned(ctx, def);
        const data = await def.handler(ctx, body);
        p.sessions.afterCall(def);
        if (p.config.checkAnswers) checkAnswer(def, data);
        const answer = { code: def.okCode ?? CB_CODES.OK, message: messageOf('SCM00000', lang), data };
        if (!key) return send(req, reply, 200, answer);
        req.mp.msgCd = answer.code;
        return reply
          .type('application/json; charset=utf-8')
          .send(await sealGatewayResponse(p.crypto, key, answer));
      } catch (e) {
        return sendCbError(req, reply, lang, e);
      }
    },
  });
}
