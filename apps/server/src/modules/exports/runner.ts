import { randomBytes } from 'node:crypto';
import { AppError } from '../../kernel/errors.ts';
import type { JobDeps, ScheduledJob } from '../../schedule/index.ts';
import {
  beat,
  claimNextJob,
  deleteOldTokens,
  deleteSpentJobs,
  type JobRow,
  markDone,
  markExpired,
  markFailed,
  recoverStale,
  requeue,
  selectExpired,
} from './queries.ts';
import { runExportJob } from './run-job.ts';
import { onJobQueued } from './wake.ts';

/**
 * The export runner of one server process (EXPORT_JOBS, started by jobs/runner.ts). Export jobs live in
 * the database, so they survive a restart and any number of processes can share the work:
 *
 * - A process takes the oldest QUEUED export with `for update skip locked`, marks it RUNNING with a
 *   claim token of its own and writes progress and a heartbeat while it streams the file.
 * - A RUNNING job whose heartbeat is older than EXPORT_STALE_MS belonged to a process that died: it goes
 *   back to QUEUED and restarts from zero (a half-written file is never kept). On the embedded database
 *   only one process can exist (the data-directory lock), so at start every RUNNING job is such an orphan.
 * - A graceful stop gives the running job back to the queue at once.
 * - A job that fails unexpectedly (the file store full or unreachable) goes back to the queue; one that
 *   has been started MAX_ATTEMPTS times without finishing fails (EXP10003) instead of looping.
 * - Every minute the scheduler sweeps expired files, spent jobs and used tokens (exportSweepJob).
 */
export const MAX_ATTEMPTS = 3;
/** Download-token rows are kept a day after they expire, then removed. */
const TOKEN_ROWS_KEEP_MS = 86_400_000;
/** Expired and failed jobs stay in the centre for 30 days (the audit log keeps every export for good). */
const SPENT_JOBS_KEEP_MS = 30 * 86_400_000;

class Stopping extends Error {}
class LostClaim extends Error {}

export interface Runner {
  stop(): Promise<void>;
}

/** The sweep of the export centre (EXPORT_JOBS): at start, then every minute. */
export const exportSweepJob: ScheduledJob = {
  name: 'export-sweep',
  on: (config) => config.exportJobs,
  every: 60_000,
  async run(deps, now) {
    const expired = await sweepExpired(deps, now);
    return expired ? { expired } : null;
  },
  says: { done: 'expired export files removed', failed: 'export sweep failed' },
};

/**
 * Removes the files of finished exports whose time is up and marks them EXPIRED; forgets spent jobs and
 * used tokens after a while.
 */
export async function sweepExpired(deps: JobDeps, now: Date): Promise<number> {
  let n = 0;
  for (;;) {
    const due = await selectExpired(deps.db, now, 100);
    for (const job of due) {
      if (job.file_key) await deps.ports.files.remove(job.file_key);
      await markExpired(deps.db, String(job.id));
      n += 1;
    }
    if (due.length < 100) break;
  }
  await deleteOldTokens(deps.db, new Date(now.getTime() - TOKEN_ROWS_KEEP_MS));
  await deleteSpentJobs(deps.db, new Date(now.getTime() - SPENT_JOBS_KEEP_MS));
  return n;
}

export function startExportRunner(deps: JobDeps): Runner {
  const { db, config, ports, log } = deps;
  const heartbeatMs = Math.max(100, Math.min(2000, Math.floor(config.exportStaleMs / 5)));
  let stopping = false;
  let firstPass = true;
  let current: AbortController | null = null;
  let wake: (() => void) | null = null;

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  const off = onJobQueued(() => wake?.());

  async function recover(): Promise<void> {
    const now = ports.clock.now();
    const orphansOnly = firstPass && db.kind === 'pglite';
    const staleBefore = orphansOnly ? null : new Date(now.getTime() - config.exportStaleMs);
    const back = await recoverStale(db, staleBefore, MAX_ATTEMPTS, now);
    firstPass = false;
    if (back.length) log.warn({ jobs: back }, 'export jobs of a stopped process recovered');
  }

  async function runOne(job: JobRow, claim: string): Promise<void> {
    const ac = new AbortController();
    current = ac;
    const id = String(job.id);
    const progress = { done: 0, total: Number(job.total_rows) };
    let beating: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      beating = beating.then(async () => {
        try {
          if (!(await beat(db, id, claim, progress, ports.clock.now()))) ac.abort(new LostClaim());
        } catch (e) {
          log.warn({ err: e, job: id }, 'export heartbeat failed');
        }
      });
    }, heartbeatMs);
    const settle = async () => {
      clearInterval(timer);
      await beating;
    };
    try {
      const r = await runExportJob(deps, job, progress, ac.signal);
      await settle();
      const now = ports.clock.now();
      const expiresAt = new Date(now.getTime() + config.exportKeepDays * 86_400_000);
      if (await markDone(db, id, claim, { key: r.key, size: r.size, rows: r.rows, now, expiresAt })) {
        log.info({ job: id, rows: r.rows, size: r.size }, 'export job done');
      } else {
        // Deleted from the centre (or taken over) while it ran: its file has no owner.
        await ports.files.remove(r.key);
      }
    } catch (e) {
      await settle();
      const reason: unknown = ac.signal.aborted ? ac.signal.reason : null;
      if (reason instanceof Stopping) {
        await requeue(db, id, claim);
      } else if (reason instanceof LostClaim) {
        log.info({ job: id }, 'export job deleted or taken over while running');
      } else if (e instanceof AppError) {
        await markFailed(db, id, claim, e.code, ports.clock.now());
      } else if (Number(job.attempts) < MAX_ATTEMPTS) {
        // The file store full or unreachable, the database gone a moment: no file was kept (a multipart
        // upload is aborted, a local file removed), so the job goes back to the queue and starts from zero.
        log.warn(
          { err: (e as Error).message, job: id, attempt: job.attempts },
          'export job failed; queued again',
        );
        await requeue(db, id, claim);
      } else {
        log.error({ err: e, job: id }, 'export job failed');
        await markFailed(db, id, claim, 'EXP10003', ports.clock.now());
      }
    } finally {
      current = null;
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let worked = false;
      try {
        await recover();
        const claim = randomBytes(16).toString('hex');
        const job = stopping ? null : await claimNextJob(db, claim, ports.clock.now());
        if (job) {
          worked = true;
          await runOne(job, claim);
        }
      } catch (e) {
        if (!stopping) log.error({ err: e }, 'export runner pass failed');
      }
      if (!worked && !stopping) await nap(config.exportPollMs);
    }
  }

  const running = loop();
  return {
    async stop() {
      stopping = true;
      off();
      current?.abort(new Stopping());
      wake?.();
      await running;
    },
  };
}
