import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them a year. */
const HASHED = `${path.sep}assets${path.sep}`;

function cacheHeaders(reply: FastifyReply, file: string): void {
  reply.header('cache-control', file.includes(HASHED) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const NOT_BUILT = `<!doctype html>
<html lang="zh-Hant"><head><meta charset="utf-8"><title>商戶服務平台</title></head>
<body style="font-family: sans-serif; margin: 3em">
<h1>門戶尚未建置 / The portal is not built</h1>
<p>請執行 <code>npm start</code>，它會先建置門戶再啟動伺服器。</p>
<p>Run <code>npm start</code>: it builds the portal, then starts the server.</p>
</body></html>`;

export interface Portal {
  readonly built: boolean;
  /** Answers a browser path that is not a file: the SPA's index.html, or the not-built page. */
  fallback(req: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/** Serves the built portal (config.webDist) with the browser-history fallback of spec point 2. */
export async function registerPortal(app: FastifyInstance, webDist: string): Promise<Portal> {
  const built = fs.existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // The build writes brotli and gzip twins of every text file (apps/web/build/precompress.ts): the one
      // the browser accepts is sent, with Vary: Accept-Encoding; a browser that accepts neither gets the file.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => cacheHeaders(reply, file),
    });
  }
  return {
    built,
    fallback(req, reply) {
      if (!built)
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(NOT_BUILT);
      // A missing hashed asset is a stale page asking for an old build: a 404, not the app's HTML.
      if (req.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  };
}
