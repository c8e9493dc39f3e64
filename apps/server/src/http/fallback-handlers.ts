import type { MsgCode } from '@mp/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { langOf, ProtocolError } from './answer.ts';
import { sendClassicError } from './classic-route.ts';
import { CB_PREFIX, sendCbError } from './gateway.ts';
import { portalPage } from './portal-paths.ts';
import type { Portal } from './static-portal.ts';

const API_PREFIX = '/syf-mms/';

/** Fastify's own refusals (body parser, size, rate limit) as catalogue codes. */
function codeOf(e: FastifyError): MsgCode | null {
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413) return 'SCM40006';
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || e.statusCode === 415) return 'SCM40007';
  if (e.statusCode === 429) return 'SCM40008';
  if (e.statusCode !== undefined && e.statusCode >= 400 && e.statusCode < 500) return 'SCM40001';
  return null;
}

/**
 * Whatever fails outside a route handler (body parser, size, rate limit) answers in the shape of its
 * path: the cross-border gateway's {code, message}, otherwise the classic envelope. Never a stack trace,
 * never Fastify's own JSON. Must be set before the routes: a route keeps the handler of its registration.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((e: FastifyError, req, reply) => {
    const lang = langOf(req.headers);
    const classic = !req.url.startsWith(CB_PREFIX);
    // A classic call whose JSON (or other) body did not even parse is still the wrong content type.
    const notForm = !String(req.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    const unparsable = classic && notForm && e.statusCode === 400;
    const code = unparsable ? 'SCM40007' : codeOf(e);
    const err = code ? new ProtocolError(code) : e;
    if (!classic) return sendCbError(req, reply, lang, err);
    return sendClassicError(req, reply, lang, err);
  });
}

/**
 * Whether a request is a browser opening a page (the Fetch Metadata headers every current browser sends
 * with a top-level navigation), rather than a script, a scanner or an API client.
 */
export function isBrowserNavigation(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document';
}

/**
 * Unknown paths are SCM40402 (HTTP 404, JSON); a GET of a portal page is the portal's (browser-history
 * routes; an unknown page inside an area, or any unknown path a browser navigates to, gets the portal with
 * HTTP 404, which shows its own 'not found').
 */
export function registerNotFoundHandler(app: FastifyInstance, portal: Portal): void {
  app.setNotFoundHandler((req, reply) => {
    const lang = langOf(req.headers);
    if (req.url.startsWith(API_PREFIX)) {
      return sendClassicError(req, reply, lang, new ProtocolError('SCM40402'));
    }
    if (req.url.startsWith(CB_PREFIX)) return sendCbError(req, reply, lang, new ProtocolError('SCM40402'));
    const read = req.method === 'GET' || req.method === 'HEAD';
    const page = read ? portalPage(req.url) : null;
    if (page) return portal.fallback(req, reply.code(page === 'area' ? 404 : 200));
    // A person's browser opening a mistyped address (issue 32) gets the portal's own 'page not found'
    // (HTTP 404); scripts, scanners and API clients, which send no navigation headers, keep the JSON.
    if (read && isBrowserNavigation(req.headers)) return portal.fallback(req, reply.code(404));
    return sendClassicError(req, reply, lang, new ProtocolError('SCM40402'));
  });
}
