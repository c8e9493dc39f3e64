import type { Lang, SessionKey } from '@mp/core';
import { urlOf } from '@mp/core/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../kernel/errors.ts';
import { type ClassicAnswer, errorAnswer, gda, httpStatusOf, langOf, ProtocolError } from './answer.ts';
import { checkAnswer } from './answer-check.ts';
import { boundSchemaOf, openBoundFields } from './bound.ts';
import { callContext } from './context.ts';
import type { EndpointDef } from './endpoint.ts';
import { envelopeFields, formFields, plainBody } from './form-input.ts';
import { checkAccess } from './gates.ts';
import { checkGoverned } from './governed.ts';
import { openSealed, sessionKeyOf } from './open-envelope.ts';
import type { Platform } from './platform.ts';
import { sessionOfRequest } from './session.ts';
import { validateBody } from './validate.ts';

export function classicUrl(def: Pick<EndpointDef, 'prefix' | 'path'>): string {
  return urlOf(def);
}

function send(req: FastifyRequest, reply: FastifyReply, status: number, answer: ClassicAnswer) {
  req.mp ??= {};
  req.mp.msgCd = answer.gda.msg_cd;
  return reply.code(status).type('application/json; charset=utf-8').send(answer);
}

/** Maps anything thrown in the pipeline to its answer; only unknown errors are logged as errors. */
export function sendClassicError(req: FastifyRequest, reply: FastifyReply, lang: Lang, e: unknown) {
  if (e instanceof ProtocolError)
    return send(req, reply, httpStatusOf(e.code), errorAnswer(e.code, lang, e.detail));
  if (e instanceof AppError) return send(req, reply, 200, errorAnswer(e.code, lang, e.detail));
  if (isDatabaseUnavailable(e)) {
    req.log.warn({ err: (e as Error).message }, 'database unavailable');
    return send(req, reply, 503, errorAnswer('SCM50301', lang));
  }
  req.log.error({ err: e }, 'unhandled error');
  return send(req, reply, 500, errorAnswer('SCM50000', lang));
}

/**
 * The classic pipeline of docs/protocol.md for one endpoint: form -> envelope -> replay check -> schema
 * -> session and gates -> handler -> sealed answer.
 */
export function registerClassic(app: FastifyInstance, p: Platform, def: EndpointDef): void {
  const encrypted = def.encrypted !== false;
  const rateLimit = def.rateLimit ? { max: def.rateLimit.max, timeWindow: def.rateLimit.windowMs } : false;
  const boundSchema = def.bound ? boundSchemaOf(def.request, def.bound) : null;
  app.post(
    classicUrl(def),
    { config: { rateLimit }, ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}) },
    async (req, reply) => {
      const lang = langOf(req.headers);
      try {
        if (!p.ready()) throw new ProtocolError('SCM50300');
        const fields = formFields(req);
        let key: SessionKey | null = null;
        let raw: unknown;
        if (encrypted) {
          const { t, d } = envelopeFields(fields);
          key = await sessionKeyOf(p, t);
          raw = await openSealed(p, key, d);
        } else {
          raw = plainBody(fields, def.request);
        }
        const checked = validateBody(boundSchema ?? def.request, raw);
        const now = p.ports.clock.now();
        const lookup = await sessionOfRequest(p, req.cookies, now);
        const formToken = req.headers.formtoken;
        const live = checkAccess(
          def,
          lookup,
          typeof formToken === 'string' ? formToken : undefined,
          checked as object,
        );
        if (live) req.mp.operatorId = live.operator.id;
        // Bound passwords are opened after the gates (a signed-out caller hears SCM60401, and spends
        // nothing) and checked by the contract's own schema once opened (docs/protocol.md section 9).
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
        const ok = gda('SCM00000', lang);
        if (!key) return send(req, reply, 200, { gda: ok, enc_sts: '0', data });
        const d = await p.crypto.sealResponse(key, data);
        return send(req, reply, 200, { gda: ok, enc_sts: '1', d, t: key.sid });
      } catch (e) {
        return sendClassicError(req, reply, lang, e);
      }
    },
  );
}
