import { jobs as statementJobs } from '../modules/accounts/index.ts';
import { jobs as billJobs } from '../modules/bills/index.ts';
import { jobs as exportJobs, type Runner, startExportRunner } from '../modules/exports/index.ts';
import { type JobDeps, type JobMeter, schedule } from '../schedule/index.ts';

export type { Runner };

/**
 * Every background job of this process with EXPORT_JOBS on: the export runner, and on the scheduler the
 * export sweep, the daily bills (BILL_JOB) and the statement deliveries (STATEMENT_JOB). stop() ends
 * them and waits until none touches the database.
 */
export function startJobs(deps: JobDeps & { meter?: JobMeter }): Runner {
  const exportsRunner = startExportRunner(deps);
  const scheduled = schedule(deps, [...exportJobs, ...billJobs, ...statementJobs]);
  return {
    async stop() {
      await Promise.all([exportsRunner.stop(), scheduled.stop()]);
    },
  };
}
