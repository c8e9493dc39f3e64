import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Logger } from '../kernel/log.ts';
import type { Ports } from '../kernel/ports.ts';

/**
 * The one scheduler of the server (issue 24, point 4). A capability declares its periodic work as
 * ScheduledJob values and exposes them from its index.ts (`export const jobs = [...]`); the process
 * starts them with schedule(). What it does for every job:
 *
 * - one loop: a run at start (catching up what a stopped server missed), or after `firstAfterMs`, then
 *   at the job's next time (`at`, waited until a second past it and at most an hour, so a clock change
 *   or a sleeping machine is caught up within the hour) or every `every` milliseconds;
 * - the off switch: `on(config)` false (BILL_JOB=off, SETTLEMENT_JOB=off, STATEMENT_JOB=off...) starts
 *   nothing in this process;
 * - once per period across processes: several server processes may share one database and all run the
 *   schedule, so a run must be idempotent and exclusive. `exclusively()` runs it in one transaction
 *   holding an advisory lock (the bills, the settlement); a job may instead claim rows with
 *   `for update skip locked` or write one unique row per period (the statements);
 * - a heartbeat and metrics: the meter (GET /metrics) hears every run start and end, and the time of
 *   the next run;
 * - stop() ends the loop and waits for a run in progress.
 */
export interface JobDeps {
  db: Db;
  config: Config;
  ports: Ports;
  log: Logger;
}

export interface ScheduledJob {
  /** Unique name: the `job` label of the metrics and of the log lines. */
  name: string;
  /** The off switch: false = this process does not run the job. */
  on(config: Config): boolean;
  /** The next time of day it runs after `now` (for a job tied to the calendar)... */
  at?: (now: Date) => Date;
  /** ... or the wait between the end of a run and the next one. */
  every?: number;
  /** The wait before the first run (default none: it runs at start). */
  firstAfterMs?: number;
  /** One run at `now`: answers what it did for the log, or null when there was nothing to do. */
  run(deps: JobDeps, now: Date): Promise<object | null>;
  /** The log message of a run that did something, and of a run that failed. */
  says: { done: string; failed: string };
  /**
   * When the process starts it (default 'jobs'): 'jobs' with the background jobs of a process with
   * EXPORT_JOBS on (jobs/runner.ts); 'ready' when the server answers (serve.ts); 'money' once the money
   * views are whole (jobs/money-background.ts). The jobs come from the modules' `jobs` (modules/index.ts).
   */
  startsWith?: JobStart;
}

export type JobStart = 'jobs' | 'ready' | 'money';

/** What the metrics hear from the scheduler (ops/metrics.ts: the `mp_job_*` series). */
export interface JobMeter {
  /** A run starts: the job's heartbeat. */
  beat(job: string, at: Date): void;
  /** A run ended, well or not, after `seconds`. */
  ran(job: string, ok: boolean, seconds: number): void;
  /** When the next run is due. */
  next(job: string, at: Date): void;
}

export interface Scheduled {
  /** Ends every loop and waits for the runs in progress. */
  stop(): Promise<void>;
}

/** The longest wait of a job tied to the calendar. */
const MAX_WAIT_MS = 3_600_000;

/** The wait after a run that ended at `now` until the next one. */
export function waitAfter(job: ScheduledJob, now: Date): number {
  if (job.at) return Math.min(MAX_WAIT_MS, Math.max(1000, job.at(now).getTime() - now.getTime() + 1000));
  return job.every ?? MAX_WAIT_MS;
}

function loop(deps: JobDeps, job: ScheduledJob, meter: JobMeter | undefined): Scheduled {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const later = (ms: number) => {
    meter?.next(job.name, new Date(deps.ports.clock.now().getTime() + ms));
    timer = setTimeout(() => {
      running = run();
    }, ms);
    timer.unref?.();
  };
  const run = async () => {
    const started = Date.now();
    const now = deps.ports.clock.now();
    meter?.beat(job.name, now);
    let ok = true;
    try {
      const report = await job.run(deps, now);
      if (report) deps.log.info(report, job.says.done);
    } catch (e) {
      ok = false;
      if (!stopped) deps.log.error({ err: e, job: job.name }, job.says.failed);
    }
    meter?.ran(job.name, ok, (Date.now() - started) / 1000);
    if (!stopped) later(waitAfter(job, deps.ports.clock.now()));
  };
  if (job.firstAfterMs) later(job.firstAfterMs);
  else running = run();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Starts every job whose switch is on; stop() ends them all. */
export function schedule(deps: JobDeps & { meter?: JobMeter }, jobs: readonly ScheduledJob[]): Scheduled {
  const loops = jobs.filter((j) => j.on(deps.config)).map((j) => loop(deps, j, deps.meter));
  return {
    async stop() {
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
}

/**
 * Runs `fn` in one transaction holding the advisory lock `lock`: of several processes running the same
 * job at once, the first does the work and the others wait for it, then find it done.
 */
export function exclusively<T>(db: Db, lock: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.tx(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [lock]);
    return fn(tx);
  });
}
