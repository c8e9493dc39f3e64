import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { jobs as statementJobs } from '../src/modules/accounts/index.ts';
import { jobs as auditJobs } from '../src/modules/audit/index.ts';
import { jobs as billJobs } from '../src/modules/bills/index.ts';
import { jobs as exportJobs } from '../src/modules/exports/index.ts';
import { jobs as settlementJobs } from '../src/modules/settlement/index.ts';
import { createMetrics } from '../src/ops/metrics.ts';
import { type JobDeps, type ScheduledJob, schedule, waitAfter } from '../src/schedule/index.ts';

/**
 * The one scheduler (issue 24, point 4): a run at start (or after firstAfterMs), then at the job's time
 * or interval; the configuration's switch; the metrics; stop() waits for a run in progress.
 */
const silent = { info() {}, warn() {}, error() {}, debug() {} } as unknown as JobDeps['log'];
const deps = (config: Partial<Config> = {}) =>
  ({
    db: {} as JobDeps['db'],
    config: { billJob: true, ...config } as Config,
    ports: { clock: { now: () => new Date() } } as unknown as JobDeps['ports'],
    log: silent,
  }) satisfies JobDeps;

const job = (over: Partial<ScheduledJob> & Pick<ScheduledJob, 'run'>): ScheduledJob => ({
  name: 'test',
  on: (c) => c.billJob,
  every: 10,
  says: { done: 'done', failed: 'failed' },
  ...over,
});

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('schedule()', () => {
  it('runs at start, then every interval, until stopped; a failed run does not end the loop', async () => {
    let runs = 0;
    const s = schedule(deps(), [
      job({
        async run() {
          runs += 1;
          if (runs === 2) throw new Error('boom');
          return null;
        },
      }),
    ]);
    await until(() => runs >= 3);
    await s.stop();
    const seen = runs;
    await new Promise((r) => setTimeout(r, 40));
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(runs).toBe(seen);
  });

  it('starts nothing when the switch is off', async () => {
    let runs = 0;
    const s = schedule(deps({ billJob: false }), [
      job({
        async run() {
          runs += 1;
          return null;
        },
      }),
    ]);
    await new Promise((r) => setTimeout(r, 30));
    await s.stop();
    expect(runs).toBe(0);
  });

  it('waits for a run in progress when stopped', async () => {
    let finished = false;
    const s = schedule(deps(), [
      job({
        async run() {
          await new Promise((r) => setTimeout(r, 30));
          finished = true;
          return null;
        },
      }),
    ]);
    await s.stop();
    expect(finished).toBe(true);
  });

  it('waits until a second past the next time of day, at most an hour, at least a second', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) =>
      job({ every: undefined, at: () => new Date(now.getTime() + ms), run: async () => null });
    expect(waitAfter(at(60_000), now)).toBe(61_000);
    expect(waitAfter(at(5 * 3_600_000), now)).toBe(3_600_000);
    expect(waitAfter(at(-5000), now)).toBe(1000);
    expect(waitAfter(job({ every: 300_000, run: async () => null }), now)).toBe(300_000);
  });

  it('reports heartbeat, runs and the next run on /metrics', async () => {
    const metrics = createMetrics({ db: {} as JobDeps['db'], ready: () => false });
    let runs = 0;
    const s = schedule({ ...deps(), meter: metrics.jobs }, [
      job({
        name: 'probe',
        async run() {
          runs += 1;
          return null;
        },
      }),
    ]);
    await until(() => runs >= 2);
    await s.stop();
    const text = await metrics.render();
    expect(text).toMatch(/mp_job_heartbeat_seconds\{job="probe"\} \d/);
    expect(text).toMatch(/mp_job_next_run_seconds\{job="probe"\} \d/);
    expect(text).toMatch(/mp_job_runs_total\{job="probe",result="ok"\} [2-9]/);
  });

  it('has the scheduled jobs of the capabilities, each switched by its variable', () => {
    const all = [...exportJobs, ...billJobs, ...statementJobs, ...settlementJobs, ...auditJobs];
    expect(all.map((j) => j.name)).toEqual([
      'export-sweep',
      'bills',
      'statements',
      'settlement',
      'reconciliation',
      'audit-retention',
    ]);
    const on = {
      exportJobs: true,
      billJob: true,
      statementJob: true,
      settlementJob: true,
      reconciliationJob: true,
    } as Config;
    const off = {
      exportJobs: false,
      billJob: false,
      statementJob: false,
      settlementJob: false,
      reconciliationJob: false,
    } as Config;
    expect(all.map((j) => j.on(on))).toEqual([true, true, true, true, true, true]);
    // Audit retention has no switch (it runs in the process that serves, as before).
    expect(all.map((j) => j.on(off))).toEqual([false, false, false, false, false, true]);
  });
});
