/**
 * Page switches (issue 31 point 4): `npm run build -w @mp/web && npx tsx bench/web/nav.ts [rounds=5]`.
 * One server process (`apps/server/src/main.ts`, DEMO=1, CAPTCHA=off) serves the built portal; Chromium signs
 * in as the demo merchant and opens ten pages from the menu, one after the other, `rounds` times after a
 * first round that loads their chunks (not counted). Each switch is a real mouse click on the menu entry.
 * Measured in the page, from the click: "data visible", the first frame in which the page's title is the
 * tab's, no call is in flight, at least one call started since the click has answered (or none started:
 * the page read its cache; then two such frames in a row), and no spinner or skeleton is left in the page; beside it, in the same switch, the page's API time: the longest call started
 * since the click (request to last byte, as the browser saw it; "since the click" includes the moment the
 * pointer rested on the entry just before, which may start the calls). Prints per page the median and p95 of both
 * and of their difference, and the machine and its load. Aim: p95 click-to-data ≤ API + 150 ms.
 *
 * Long tasks (issue 31 point 2): every task of the main thread over 50 ms (PerformanceObserver 'longtask',
 * buffered) that overlaps the switch, from the click (or the pointer's arrival) to 500 ms after the data is
 * visible: the switch waits those 500 ms before the next click, so that the page's late work (a second render,
 * a chart) is its own and not the next switch's. Per page: the number of long tasks of a switch and its longest
 * task (0 when none), median and max over the rounds; "to data" counts only those that began before the data
 * was visible.
 *
 * `NAV_PROFILE=<file.cpuprofile>` records a Chromium CPU profile (CDP Profiler, 200 µs samples) over the measured
 * rounds, writes it, and prints the functions with the most self time (build with `--minify false` for names).
 * `NAV_TRACE=<file.json>` records a Chromium trace (devtools timeline) over the measured rounds, writes it, and
 * prints per page what its long tasks were made of: JavaScript, style and layout forced by it (read in a
 * script: offsetWidth, getBoundingClientRect), the browser's own style and layout, paint, garbage collection.
 * `NAV_TRACE_READ=<file.json>` prints that from a trace written before, without running anything.
 * `NAV_JSON=<file>` writes every measured switch (per page) for pooling several runs.
 * `BENCH_DIST=<dir>` measures another build (an older commit's `apps/web/dist`); `BASE_URL` a server
 * already running (seeded with the demo data); `DATA_DIR` reuses a seeded data directory (the first start on a
 * fresh one seeds it: minutes); `CHROMIUM_PATH` overrides /usr/bin/chromium.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { ROOT, spawnServer, stopServer } from '../support/server-process.ts';

const rounds = Number(process.argv[2] ?? 5);
/** After the data is visible, the switch waits this long before the next click (its long tasks count). */
const SETTLE_MS = 500;
const DIST = process.env.BENCH_DIST ?? path.join(ROOT, 'apps/web/dist');

/** The ten pages of the issue, by their menu entry, in the order they are opened. */
const PAGES = [
  { path: '/layout/balanceQuery', title: '餘額查詢' },
  { path: '/layout/appointmentDownload', title: '預約下載' },
  { path: '/layout/operator_manager', title: '操作員管理' },
  { path: '/layout/ntcList', title: '公告通知' },
  { path: '/layout/refund_query', title: '退款查詢' },
  { path: '/layout/trade_query', title: '收款查詢' },
  { path: '/layout/charge_bill_query', title: '手續費賬單' },
  { path: '/layout/mch_settle_query', title: '結算查詢' },
  { path: '/layout/accountInEx', title: '賬戶收支' },
  { path: '/layout/index', title: '首頁' },
] as const;

const machine = () =>
  `${os.cpus()[0]?.model ?? 'unknown'}, nproc ${os.cpus().length}, node ${process.version}, load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;

/**
 * In the page before its own scripts: the click time (capture phase, before the router's handler), every
 * API call's start and end (fetch), and a frame loop that notes when the page's data is visible.
 */
const PROBE = `(() => {
  const calls = [];
  let inFlight = 0;
  const longTasks = [];
  window.__nav = { calls, longTasks, clickAt: -1, visibleAt: -1, title: '' };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const orig = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    const api = !/\\.(js|css|svg|png|woff2?)(\\?|$)/.test(url);
    const c = { url, start: performance.now(), end: -1 };
    if (api) { calls.push(c); inFlight++; }
    try {
      const res = await orig(...args);
      if (api) { await res.clone().arrayBuffer().catch(() => undefined); }
      return res;
    } finally {
      if (api) { c.end = performance.now(); inFlight--; }
    }
  };
  let overAt = -1;
  window.addEventListener('pointerover', (e) => {
    if (e.target instanceof Element && e.target.closest('a')) overAt = performance.now();
  }, { capture: true });
  window.addEventListener('click', () => {
    const n = window.__nav;
    n.clickAt = performance.now();
    // The pointer on the link just before the click (the mouse moves there first) may start the calls.
    n.from = overAt >= 0 && n.clickAt - overAt < 1000 ? overAt : n.clickAt;
    n.visibleAt = -1;
    n.shownOnce = false;
    const check = () => {
      if (n.visibleAt >= 0) return;
      const answered = calls.some((c) => c.start >= n.from && c.end >= 0);
      const main = document.getElementById('main-content');
      const busy = main && main.querySelector('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]');
      const started = calls.some((c) => c.start >= n.from);
      const shown = document.title.startsWith(n.title) && inFlight === 0 && main && !busy;
      // From the cache (no call at all): shown two frames in a row, the page's effects have run.
      if (shown && (answered || (!started && n.shownOnce))) {
        n.visibleAt = performance.now();
        return;
      }
      n.shownOnce = !!shown;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true });
})();`;

interface Switch {
  visible: number;
  /** Durations of the long tasks (> 50 ms) overlapping the switch, to 500 ms after the data. */
  long: number[];
  /** Those that began before the data was visible. */
  longToData: number[];
  api: number;
  /** When the first of the page's calls started, from the click (negative: on the pointer's arrival). */
  callAt: number;
}

async function switchTo(page: Page, target: (typeof PAGES)[number]): Promise<Switch> {
  await page.evaluate((t) => {
    (window as unknown as { __nav: { title: string } }).__nav.title = t.title;
    performance.mark(`nav ${t.path}`);
  }, target);
  await page.locator(`aside a[href="${target.path}"]`).first().click();
  const end = Date.now() + 20_000;
  for (;;) {
    const r = (await page.evaluate(`(() => {
      const n = window.__nav;
      if (n.visibleAt < 0) return null;
      const mine = n.calls.filter((c) => c.start >= n.from && c.end >= 0 && c.start <= n.visibleAt);
      return { visible: n.visibleAt - n.clickAt, api: Math.max(0, ...mine.map((c) => c.end - c.start)), callAt: mine.length ? Math.min(...mine.map((c) => c.start)) - n.clickAt : Number.NaN };
    })()`)) as Switch | null;
    if (r) {
      // The page's late work (a second render, charts) belongs to this switch: wait, then read the long tasks.
      await page.waitForTimeout(SETTLE_MS);
      const lt = (await page.evaluate(`(() => {
        const n = window.__nav;
        const to = n.visibleAt + ${SETTLE_MS};
        const mine = n.longTasks.filter((t) => t.start + t.duration > n.from && t.start < to);
        return { long: mine.map((t) => t.duration), longToData: mine.filter((t) => t.start < n.visibleAt).map((t) => t.duration) };
      })()`)) as { long: number[]; longToData: number[] };
      return { ...r, ...lt };
    }
    if (Date.now() > end) {
      const why = await page.evaluate(() => {
        const n = (
          window as unknown as {
            __nav: {
              title: string;
              clickAt: number;
              from: number;
              calls: { url: string; start: number; end: number }[];
            };
          }
        ).__nav;
        const main = document.getElementById('main-content');
        const busy = main
          ? Array.from(main.querySelectorAll('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]')).map(
              (e) => {
                // The element and its ancestors up to the page: which part of the page is still busy.
                const chain: string[] = [];
                for (let x: Element | null = e; x && x !== main; x = x.parentElement)
                  chain.push(`${x.tagName}.${String(x.className).split(' ').slice(0, 2).join('.')}`);
                return chain.join(' < ');
              },
            )
          : null;
        const calls = n.calls
          .filter((c) => c.start >= n.from || c.end < 0)
          .map((c) => [c.url.split('/').pop(), Math.round(c.start - n.clickAt), c.end >= 0]);
        return JSON.stringify({ title: document.title, want: n.title, busy, calls });
      });
      throw new Error(`${target.path}: no data visible within 20 s: ${why}`);
    }
    await new Promise((res) => setTimeout(res, 25));
  }
}

/** Opens the menu sections so that every entry's link is in the document. */
async function openMenu(page: Page): Promise<void> {
  for (const title of await page.locator('aside .ant-menu-submenu-title').all()) {
    const open = await title.evaluate((e) => e.parentElement?.classList.contains('ant-menu-submenu-open'));
    if (!open) await title.click();
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most self time, and the self time by script (file name without its hash). */
function printProfile(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const n = byId.get(id);
    if (!n) return;
    const { functionName, url, lineNumber } = n.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    total += dt;
    const file =
      url
        .split('/')
        .pop()
        ?.replace(/-[\w-]{8}\.js$/, '.js') || functionName;
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
  });
  const top = (m: Map<string, number>, k: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  console.log(
    `CPU profile: ${total.toFixed(0)} ms busy (not idle); self time by script:\n${top(byFile, 15)}`,
  );
  console.log(`by function:\n${top(self, 40)}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string };
}

/** What a trace's event is counted as, by its name (self time: its duration less its children's). */
function kindOf(name: string): string | null {
  if (
    /^(FunctionCall|EvaluateScript|v8\.|V8\.(?!GC)|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|ResizeObserver|IntersectionObserver|FireIdleCallback|ParseHTML|XHR|js)/.test(
      name,
    )
  )
    return 'js';
  if (/GC|GarbageCollect/.test(name)) return 'gc';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ScheduleStyleRecalculation')
    return 'style';
  if (name === 'Layout' || name === 'UpdateLayerTree') return 'layout';
  if (/^(Paint|PrePaint|Layerize|Commit|RasterTask|CompositeLayers|UpdateLayer|PaintImage|Decode)/.test(name))
    return 'paint';
  if (name === 'HitTest') return 'hit test';
  return null;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
}

/** The CPU samples the trace holds (cpu_profiler category): time (trace µs) and the function sampled. */
function traceSamples(
  events: TraceEvent[],
  pid: number,
  tid: number | undefined,
): { ts: number; fn: string }[] {
  const nodes = new Map<number, ProfileNode>();
  const out: { ts: number; fn: string }[] = [];
  let ts = 0;
  for (const e of events as (TraceEvent & { args?: { data?: Record<string, unknown> } })[]) {
    if (e.pid !== pid || (tid !== undefined && e.tid !== tid)) continue;
    const data = e.args?.data;
    if (e.name === 'Profile' && data?.startTime !== undefined) ts = Number(data.startTime);
    if (e.name !== 'ProfileChunk' || !data) continue;
    const cpu = data.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    for (const n of cpu?.nodes ?? []) nodes.set(n.id, n);
    const deltas = (data.timeDeltas as number[] | undefined) ?? [];
    (cpu?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const cf = nodes.get(id)?.callFrame;
      if (!cf || cf.functionName === '(idle)' || cf.functionName === '(program)') return;
      const file =
        (cf.url ?? '')
          .split('/')
          .pop()
          ?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';
      out.push({ ts, fn: `${cf.functionName || '(anonymous)'} ${file}:${(cf.lineNumber ?? 0) + 1}` });
    });
  }
  return out;
}

/** Per page, the long tasks' time by kind (forced: style or layout inside JavaScript). */
function printTrace(events: TraceEvent[]): void {
  const threads = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const marks = events.filter((e) => e.name.startsWith('nav /') && e.cat?.includes('user_timing'));
  const pid = marks[0]?.pid ?? threads[0]?.pid;
  const tid = threads.find((t) => t.pid === pid)?.tid;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  main.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  // The sampling profiler runs on its own thread of the renderer; its samples are the main thread's.
  const samples = pid === undefined ? [] : traceSamples(events, pid, undefined);
  const fnsByPage = new Map<string, Map<string, number>>();
  marks.sort((a, b) => a.ts - b.ts);
  const byPage = new Map<string, { n: number; total: number; kinds: Map<string, number> }>();
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const mark = [...marks].reverse().find((m) => m.ts <= task.ts);
    const pageName = mark ? mark.name.slice(4) : '(before)';
    const agg = byPage.get(pageName) ?? { n: 0, total: 0, kinds: new Map<string, number>() };
    byPage.set(pageName, agg);
    agg.n++;
    agg.total += (task.dur ?? 0) / 1000;
    const fns = fnsByPage.get(pageName) ?? new Map<string, number>();
    fnsByPage.set(pageName, fns);
    let prev = -1;
    for (const smp of samples) {
      if (smp.ts < task.ts || smp.ts > end) continue;
      const dt = prev < 0 ? 0 : (smp.ts - prev) / 1000;
      prev = smp.ts;
      fns.set(smp.fn, (fns.get(smp.fn) ?? 0) + dt);
    }
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Self time of each event, and whether a JavaScript event encloses it.
    const stack: { e: TraceEvent; child: number; js: boolean }[] = [];
    const add = (k: string, ms: number) => agg.kinds.set(k, (agg.kinds.get(k) ?? 0) + ms);
    const close = (f: { e: TraceEvent; child: number; js: boolean }) => {
      const self = ((f.e.dur ?? 0) - f.child) / 1000;
      const k = kindOf(f.e.name);
      if (!k) return add('other', self);
      const outerJs = stack.some((s) => s.js);
      add((k === 'style' || k === 'layout') && outerJs ? `forced ${k}` : k, self);
    };
    let covered = 0;
    for (const e of inside) {
      while (stack.length && (stack.at(-1)?.e.ts ?? 0) + (stack.at(-1)?.e.dur ?? 0) <= e.ts) {
        const f = stack.pop();
        if (f) close(f);
      }
      const parent = stack.at(-1);
      if (parent) parent.child += e.dur ?? 0;
      else covered += e.dur ?? 0;
      stack.push({ e, child: 0, js: kindOf(e.name) === 'js' });
    }
    while (stack.length) {
      const f = stack.pop();
      if (f) close(f);
    }
    add('(task, untraced)', ((task.dur ?? 0) - covered) / 1000);
  }
  const kinds = [
    'js',
    'forced style',
    'forced layout',
    'style',
    'layout',
    'paint',
    'gc',
    'other',
    '(task, untraced)',
  ];
  console.log(`long tasks from the trace, ms summed per page: page | tasks | total | ${kinds.join(' | ')}`);
  for (const [p, agg] of byPage)
    console.log(
      `${p} | ${agg.n} | ${agg.total.toFixed(0)} | ${kinds.map((k) => (agg.kinds.get(k) ?? 0).toFixed(0)).join(' | ')}`,
    );
  if (samples.length)
    for (const [p, fns] of fnsByPage)
      console.log(
        `${p}: sampled in its long tasks: ${[...fns.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([f, ms]) => `${f} ${ms.toFixed(0)}`)
          .join('; ')}`,
      );
}

async function main() {
  let server: { url: string; child: ChildProcess } | undefined;
  const ownDir = !process.env.DATA_DIR && !process.env.BASE_URL;
  const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'mp-nav-'));
  if (!process.env.BASE_URL)
    server = await spawnServer({
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        WEB_DIST: DIST,
        DEMO: '1',
        CAPTCHA: 'off',
        SIM_RATE: '0',
        LOG_LEVEL: 'warn',
        EXPORT_JOBS: 'off',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const baseUrl = process.env.BASE_URL ?? server?.url ?? '';
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 820 } });
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('fieldset label', { hasText: '商戶' }).first().click();
    await page.fill('#login-loginName', 'demo_merchant');
    await page.fill('#login-password', 'Demo@2026');
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/layout/index');
    await page.waitForSelector('aside .ant-menu');
    await openMenu(page);
    const by = new Map<string, Switch[]>(PAGES.map((p) => [p.path, []]));
    console.log(`machine: ${machine()}; build ${DIST}`);
    const cdp = process.env.NAV_PROFILE ? await context.newCDPSession(page) : undefined;
    for (let round = 0; round <= rounds; round++) {
      if (round === 1 && process.env.NAV_TRACE)
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'toplevel',
            'v8',
            'disabled-by-default-v8.cpu_profiler',
          ],
        });
      if (round === 1 && cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      for (const target of PAGES) {
        const s = await switchTo(page, target);
        if (round > 0) by.get(target.path)?.push(s);
      }
    }
    if (process.env.NAV_JSON)
      writeFileSync(
        process.env.NAV_JSON,
        JSON.stringify({ machine: machine(), dist: DIST, switches: Object.fromEntries(by) }),
      );
    if (process.env.NAV_TRACE) {
      const buf = await browser.stopTracing();
      writeFileSync(process.env.NAV_TRACE, buf);
      const parsed = JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
      printTrace(Array.isArray(parsed) ? parsed : parsed.traceEvents);
    }
    if (cdp && process.env.NAV_PROFILE) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      writeFileSync(process.env.NAV_PROFILE, JSON.stringify(profile));
      printProfile(profile);
    }
    console.log(
      'page | click→data median / p95 | API median / p95 | (click→data − API) p95 | first call at, median | long tasks a switch, median / max (to data) | longest, median / max | aim met',
    );
    let met = 0;
    for (const p of PAGES) {
      const xs = by.get(p.path) ?? [];
      const v = xs.map((x) => x.visible);
      const a = xs.map((x) => x.api);
      const over = xs.map((x) => x.visible - x.api);
      const callAt = xs.map((x) => x.callAt).filter((x) => !Number.isNaN(x));
      const ok = pct(v, 95) <= pct(a, 95) + 150;
      if (ok) met++;
      const f = (n: number) => n.toFixed(0);
      const count = xs.map((x) => x.long.length);
      const countToData = xs.map((x) => x.longToData.length);
      const longest = xs.map((x) => Math.max(0, ...x.long));
      console.log(
        `${p.path} | ${f(pct(v, 50))} / ${f(pct(v, 95))} ms | ${f(pct(a, 50))} / ${f(pct(a, 95))} ms | ${f(pct(over, 95))} ms | ${callAt.length ? `${f(pct(callAt, 50))} ms` : 'cache'} | ${f(pct(count, 50))} / ${f(Math.max(...count))} (${f(pct(countToData, 50))}) | ${f(pct(longest, 50))} / ${f(Math.max(...longest))} ms | ${ok ? 'yes' : 'no'}`,
      );
    }
    console.log(
      `aim (p95 click→data ≤ API p95 + 150 ms) met on ${met} of ${PAGES.length} pages; ${machine()}`,
    );
    await context.close();
  } finally {
    await browser.close();
    if (server) await stopServer(server.child);
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.NAV_TRACE_READ) {
  // Reads a trace NAV_TRACE wrote, without running the switches again.
  const parsed = JSON.parse(readFileSync(process.env.NAV_TRACE_READ, 'utf8')) as
    | { traceEvents: TraceEvent[] }
    | TraceEvent[];
  printTrace(Array.isArray(parsed) ? parsed : parsed.traceEvents);
} else await main();
