/**
 * Where a cold load of the sign-in page spends its time (issue 16): `npx tsx bench/login/profile.ts [runs=3]`
 * (after `npm run build -w @mp/web`; `BENCH_DIST=<dir>` for another build). One server as in run.ts, then
 * `runs` cold loads of `/`, each traced with Chromium's tracing (devtools timeline, V8 compile and
 * evaluation), printed as a time line from the navigation start: the requests (sent, first byte, done),
 * the script's compile and evaluation, the first calls, the mount (React's first render) and the reveal.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { USABLE_PROBE } from '../../apps/web/build/login-budget.ts';
import { startServer, stopServer } from './server.ts';

const runs = Number(process.argv[2] ?? 3);
const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = process.env.BENCH_DIST ?? path.join(ROOT, 'apps/web/dist');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; [k: string]: unknown };
}

const MAIN_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'ParseHTML',
  'FunctionCall',
  'TimerFire',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'RunMicrotasks',
  'FireAnimationFrame',
  'v8.parseOnBackground',
  'V8.GC_SCAVENGER',
  'MinorGC',
  'MajorGC',
]);

/**
 * Waits for the probe's mark by asking the page every 20 ms for a plain expression. Not
 * page.waitForFunction: that sends Playwright's injected script (~330 KB) into the page, whose main thread
 * compiles and runs it in the middle of the portal's start-up (50-75 ms on this machine under load), when
 * the static form was already usable: it weighed on one side only.
 */
async function usable(page: Page): Promise<void> {
  const end = Date.now() + 30_000;
  while (!(await page.evaluate('window.__usable !== undefined'))) {
    if (Date.now() > end) throw new Error('the page was not usable within 30 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-login-prof-'));
  const webDist = path.join(tmp, 'dist');
  cpSync(DIST, webDist, { recursive: true });
  const { url, child } = await startServer(webDist, path.join(tmp, 'data'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    console.log(
      `load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 820 } });
      await context.addInitScript({ content: USABLE_PROBE });
      await context.addInitScript({
        content: `new MutationObserver((_, o) => { if (document.getElementById('login-loginName')) { performance.mark('form in the document'); o.disconnect(); } }).observe(document, { subtree: true, childList: true });
new MutationObserver((_, o) => { if (document.getElementById('root')?.classList.contains('app-ready')) { performance.mark('revealed'); o.disconnect(); } }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });`,
      });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'v8.execute',
          'blink.user_timing',
          'loading',
          'blink',
          'netlog',
          'disabled-by-default-v8.compile',
          'toplevel',
        ],
      });
      await page.goto(`${url}/`, { waitUntil: 'commit' });
      await usable(page);
      const inPage = await page.evaluate(() => ({
        usable: (window as unknown as { __usable: number }).__usable,
        marks: performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as const),
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
          name: e.name.replace(/^https?:\/\/[^/]+/, ''),
          start: e.startTime,
          requestStart: e.requestStart,
          responseStart: e.responseStart,
          end: e.responseEnd,
          size: e.encodedBodySize,
        })),
        nav: (() => {
          const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return {
            responseStart: n.responseStart,
            responseEnd: n.responseEnd,
            domInteractive: n.domInteractive,
            dcl: n.domContentLoadedEventStart,
          };
        })(),
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      const buf = await browser.stopTracing();
      await context.close();
      if (run === 0) continue; // warm-up
      if (process.env.TRACE_DIR)
        (await import('node:fs')).writeFileSync(path.join(process.env.TRACE_DIR, `trace-${run}.json`), buf);
      const events = (JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      // the page's time origin in trace time, from a mark of the page (its startTime is page time)
      const mark = events.find(
        (e) => e.name === 'form in the document' && typeof e.args?.data?.startTime === 'number',
      );
      const t0 = mark ? mark.ts - (mark.args?.data?.startTime as number) * 1000 : 0;
      const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0).padStart(5);
      console.log(
        `\n--- load ${run}: usable ${inPage.usable.toFixed(0)} ms, FCP ${inPage.fcp?.toFixed(0)} ms`,
      );
      console.log(
        `document: first byte ${inPage.nav.responseStart.toFixed(0)}, done ${inPage.nav.responseEnd.toFixed(0)}, ` +
          `interactive ${inPage.nav.domInteractive.toFixed(0)}, DCL ${inPage.nav.dcl.toFixed(0)}`,
      );
      for (const r of inPage.resources)
        console.log(
          `  ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)} (req ${r.requestStart.toFixed(0)}, ` +
            `ttfb ${r.responseStart.toFixed(0)}) ${(r.size / 1024).toFixed(1)} KB ${r.name}`,
        );
      for (const [name, t] of inPage.marks) console.log(`  mark ${t.toFixed(0).padStart(5)} ${name}`);
      // the renderer main thread: the thread of the first EvaluateScript/ParseHTML
      const mainTid = mark?.tid;
      const mainPid = mark?.pid;
      const totals = new Map<string, number>();
      const lines: string[] = [];
      for (const e of events) {
        if (e.ts < t0 || e.ph !== 'X' || !MAIN_EVENTS.has(e.name)) continue;
        const onMain = e.tid === mainTid && e.pid === mainPid;
        const key = `${onMain ? 'main' : `t${e.tid}`} ${e.name}`;
        totals.set(key, (totals.get(key) ?? 0) + (e.dur ?? 0) / 1000);
        if ((e.dur ?? 0) >= 3000 || e.name.startsWith('v8.compile') || e.name === 'v8.evaluateModule') {
          const d = e.args?.data as { url?: string; fileName?: string; functionName?: string } | undefined;
          const what = d?.url ?? d?.fileName ?? d?.functionName ?? '';
          lines.push(
            `  ${rel(e.ts)} +${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms ${onMain ? 'main' : `t${e.tid}`} ${e.name} ${String(what).replace(/^https?:\/\/[^/]+/, '')}`,
          );
        }
      }
      for (const l of lines.slice(0, 60)) console.log(l);
      console.log('  totals (ms):');
      for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20))
        console.log(`    ${v.toFixed(1).padStart(7)} ${k}`);
    }
  } finally {
    await browser.close();
    await stopServer(child);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
