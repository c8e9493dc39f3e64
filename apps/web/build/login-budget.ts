import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The sign-in page's budget (issue 16), in bytes and requests, never in time: at most 150 KB of gzip
 * JavaScript and at most 10 requests before the form can be used. Checked after the build by
 * e2e/login-budget.e2e.ts; `bench/web/size.ts` prints the same figures.
 */
export const LOGIN_BUDGET = { jsGzipBytes: 150 * 1024, requests: 10 } as const;

/**
 * The calls the portal makes before the sign-in form can be used, at most: the start-up sequence of spec
 * point 1 (shield switch, secret type, the first random in SM2 mode, the public key right after the mount),
 * the system parameters (captcha switch, footer) and the captcha image (or the browser check's challenge)
 * when the captcha is on.
 */
export const LOGIN_CALLS = [
  'risk/getShieldDataSwitch',
  'secret/secretFlag',
  'secret/getR0Str',
  'admin/getRsaPublicKey',
  'basesysconfig/getSysConfigParam',
  // With CAPTCHA=pow, captcha/getPowChallenge (the browser check, issue 32 point 7) in its place: one call
  // either way, so the count holds.
  'captcha/getImageCaptcha',
] as const;

/** The page whose code must be among what is counted (app/pages.ts, 'auth.login'). */
export const LOGIN_PAGE_SOURCE = 'src/features/auth/LoginPage.tsx';
/** A text only the sign-in form's code holds (the user-name field's id): proves the page was counted. */
const LOGIN_MARK = 'login-loginName';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

export interface LoginLoad {
  /** Every file the browser fetches before the form is usable, in load order (index.html first). */
  files: { file: string; raw: number; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
  /** The document, its files and the calls of LOGIN_CALLS. */
  requests: number;
}

/**
 * What the sign-in page loads before it can be used, read from a build (Vite's manifest and index.html):
 * index.html; the scripts, module preloads and style sheets it names; the entry's static imports and their
 * CSS; and, when the sign-in page has a chunk of its own (a lazy import the router makes before the form
 * shows), that chunk with its static imports and CSS. Gzip at level 9, as the build's `.gz` twins.
 */
export function loginLoad(dist: string): LoginLoad {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>(['index.html']);
  // What index.html names itself: the entry script, module preloads, style sheets.
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+)"[^>]*>/g)) {
    if (!/^(https?:|data:)/.test(m[1])) files.add(m[1]);
  }
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    files.add(chunk.file);
    for (const c of chunk.css ?? []) files.add(c);
    for (const i of chunk.imports ?? []) visit(i, seen);
  };
  const seen = new Set<string>();
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  visit(entries[0][0], seen);
  const page = Object.entries(manifest).find(([, c]) => c.src === LOGIN_PAGE_SOURCE);
  if (page) visit(page[0], seen);

  const sized = [...files].map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const js = sized.filter((f) => f.file.endsWith('.js'));
  if (!js.some((f) => readFileSync(path.join(dist, f.file), 'utf8').includes(LOGIN_MARK)))
    throw new Error(`the sign-in form's code (${LOGIN_MARK}) is in none of the files counted`);
  return {
    files: sized,
    jsGzip: js.reduce((n, f) => n + f.gzip, 0),
    cssGzip: sized.filter((f) => f.file.endsWith('.css')).reduce((n, f) => n + f.gzip, 0),
    requests: sized.length + LOGIN_CALLS.length,
  };
}

/**
 * A script for a test browser to run in the page before any of the page's own (`addInitScript`): records
 * in `window.__usable` when the user-name field is usable (performance.now()), and the long tasks in
 * `window.__longTasks`. "Usable": in the document, enabled, and not inside a container still hidden by the reveal.
 * (A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.)
 */
export const USABLE_PROBE = `(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const check = () => {
    if (window.__usable !== undefined) return;
    const input = document.getElementById('login-loginName');
    if (!input || input.disabled) return;
    const root = document.getElementById('root');
    if (root && !root.contains(input)) return;
    if (root && !root.classList.contains('app-ready')) return;
    window.__usable = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'disabled'],
  });
  document.addEventListener('DOMContentLoaded', check);
})();`;
