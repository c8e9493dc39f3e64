import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import './request-state.ts';

/** Fields that must never reach a log line, wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.formtoken',
  'req.headers.encryptinfo',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'cookie',
  '*.cookie',
  '*.password',
  '*.old_password',
  '*.new_password',
  '*.confirm_password',
  '*.pay_password',
  '*.payPassword',
  '*.login_salt',
  '*.t',
  '*.d',
  '*.req_data',
  '*.res_data',
  '*.private_key',
  '*.rsaPrivateKeyPem',
  '*.sm2PrivateKeyHex',
  '*.card_no',
  '*.account_no',
  '*.formToken',
  '*.form_token',
];

/** The server's pino logger; a destination stream is for tests that read the lines. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/** An incoming X-Request-Id is kept when it is 1-128 of these (no spaces, quotes or control characters). */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The request's id: the caller's X-Request-Id when it has one that is safe to log (a proxy or a client that
 * traces its calls, issue 30, point 6), otherwise a new UUID. Returned in X-Request-Id either way.
 */
export function newRequestId(req?: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req?.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One line per request: method, path (never the query string), status, msg_cd, ms, request id and the
 * operator. Fastify's own two lines per request are switched off in buildApp.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('mp', null as never);
  app.addHook('onRequest', async (req, reply) => {
    req.mp = {};
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        path: req.url.split('?')[0],
        status: reply.statusCode,
        msg_cd: req.mp?.msgCd,
        ms: Math.round(reply.elapsedTime),
        oper: req.mp?.operatorId,
      },
      'request',
    );
  });
}
