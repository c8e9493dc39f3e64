import { type Runner, startExportRunner } from '../modules/exports/index.ts';
import { jobsStartingWith } from '../modules/index.ts';
import { type JobDeps, type JobMeter, schedule } from '../schedule/index.ts';

export type { Runner };

/**
 * Every background job of this process with EXPORT_JOBS on: the export runner, and on the scheduler the
 * modules' jobs that start with them (today the export sweep, the daily bills (BILL_JOB) and the
 * statement deliveries (STATEMENT_JOB)). stop() ends
 * them and waits until none touches the database.
 */
export function startJobs(deps: JobDeps & { meter?: JobMeter }): Runner {
  const exportsRunner = startExportRunner(deps);
  const scheduled = schedule(deps, jobsStartingWith('jobs'));
  return {
    async stop() {
      await Promise.all([exportsRunner.stop(), scheduled.stop()]);
    },
  };
}
