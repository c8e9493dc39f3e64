import { billJob } from './job.ts';

export { billDownload, downloadKinds } from './download.ts';
export { billFileName, generateBill } from './generate.ts';
export { billJob, generateDueBills } from './job.ts';
export { endpoints } from './routes.ts';

/** The scheduled jobs of the capability (started by schedule(): jobs/runner.ts). */
export const jobs = [billJob];
