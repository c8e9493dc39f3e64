import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Hashes of the portal's inline scripts (the old-IE alert that must run before the bundle), written by
 * the portal build into dist/csp-inline-hashes.json; none when the portal is not built.
 */
function inlineScriptHashes(webDist: string): string[] {
  try {
    const json = JSON.parse(readFileSync(path.join(webDist, 'csp-inline-hashes.json'), 'utf8'));
    const list = json['script-src'];
    return Array.isArray(list)
      ? list.filter((h) => typeof h === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(h))
      : [];
  } catch {
    return [];
  }
}

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The headers helmet sets with these options, computed once. @fastify/helmet built helmet's middleware
 * again for every request (parsing the CSP directives each time: about 0.1 ms of CPU a call, issue 31
 * point 5); the headers never change while the process runs, so they are taken once from helmet itself
 * and copied onto every answer.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet's middleware is synchronous: a version that is not would leave the answers without headers.
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Security headers for the portal and the API. The CSP allows what the portal needs and nothing more:
 * its own scripts, inline styles (antd writes CSS-in-JS style tags), data: images (captcha, icons) and the
 * configured seal-logo script host, which may also show its logo image.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  sealScriptUrl: string,
  webDist: string,
): Promise<void> {
  const seal = originOf(sealScriptUrl);
  const extra = seal ? [seal] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webDist), ...extra],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...extra],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only on answers that came over TLS (the hook below): the portal is also served over plain http
    // on 127.0.0.1 (tests, local demo), where the header would mean nothing.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_req, reply, next) => {
    reply.headers(headers);
    next();
  });
  app.addHook('onSend', async (req, reply, payload) => {
    // req.protocol is https for a TLS socket, or, from a trusted proxy only (TRUST_PROXY), for
    // X-Forwarded-Proto: https.
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApiPath(req.url) || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** A year, for this host and the hosts under it; no preload (that is a decision of the domain's owner). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The server's own answers, never the portal's files: the classic and gateway calls, downloads, health,
 * the OpenAPI document and the developer pages. They answer `Cache-Control: no-store`, whatever the route
 * set (an answer may hold personal data, a download always does); anything else that set no caching rule
 * of its own gets no-store too, so only the portal's files are ever kept by a browser or a proxy.
 */
export function isApiPath(url: string): boolean {
  return (
    url.startsWith('/syf-') ||
    url === '/healthz' ||
    url.startsWith('/healthz?') ||
    url.startsWith('/openapi.json') ||
    url.startsWith('/dev/')
  );
}
