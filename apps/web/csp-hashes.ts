import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The old-IE notice is an inline script in index.html (it must run before, and without, the bundle). A
 * strict CSP (`script-src 'self'`) blocks inline scripts unless their hash is listed: after the build this
 * writes dist/csp-inline-hashes.json, { "script-src": ["'sha256-...'"] }, for the server's CSP header.
 */
export function cspInlineHashes(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mp-csp-inline-hashes',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
      );
      writeFileSync(
        path.join(outDir, 'csp-inline-hashes.json'),
        `${JSON.stringify({ 'script-src': hashes }, null, 2)}\n`,
      );
    },
  };
}
