import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loginChunk } from './build/login-chunk.ts';
import { precompress } from './build/precompress.ts';
import { cspInlineHashes } from './csp-hashes.ts';

// In development Vite serves the portal and hands every API path to the server; in production the server
// serves the built portal itself.
// API_TARGET points a second checkout's portal at another server (e.g. while 8080 is taken).
const server = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/syf-mms', '/syf-cbps-cny-gateway', '/healthz', '/dev'];

export default defineConfig(({ command }) => ({
  plugins: [react(), cspInlineHashes(), loginChunk(), precompress()],
  // The portal never runs zod (build/zod-shape-only.ts says why): the build leaves it out.
  resolve:
    command === 'build'
      ? { alias: { zod: path.resolve(import.meta.dirname, 'build/zod-shape-only.ts') } }
      : {},
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: server, changeOrigin: false }])),
  },
  preview: { host: '127.0.0.1', port: 4173, proxy: Object.fromEntries(proxied.map((p) => [p, server])) },
  build: {
    // bench/web/size.ts reads the manifest to measure what each route loads.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
  },
}));
