import { xferNetworkJob } from './job.ts';
import { xferKind } from './review-kind.ts';

/** Cross-border transfer (ghf, code 9; issue 26): the module's one door. */
export { endpoints } from './routes.ts';
export { seedCrossBorder } from './seed.ts';
export { moveTransfer } from './transfer.ts';
export const reviewKinds = [xferKind];
export { runXferNetwork, xferNetworkJob } from './job.ts';
export const jobs = [xferNetworkJob];
export { exportSources } from './export-source.ts';
