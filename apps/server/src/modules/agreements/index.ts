/** The agreements capability's door: its endpoints, the chain check, publishing, and the consent gate. */
export { checkChain } from './chain.ts';
export { reminderJob } from './job.ts';
export { publishAgreementFile, publishVersion } from './publish.ts';
export { endpoints } from './routes.ts';
export { seedAgreements } from './seed.ts';
export { governedCheck } from './service.ts';
export { COMPANY_TOTAL_V2, FIRST_TEXTS } from './texts.ts';

import { reminderJob } from './job.ts';

/** The scheduled jobs of the capability (started by schedule(): jobs/runner.ts). */
export const jobs = [reminderJob];
