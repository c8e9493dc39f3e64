/** The sub-merchants capability's door: its endpoints and the sub-merchant export source. */
export { exportSources, subMerchantsExport } from './export-source.ts';
export { endpoints } from './routes.ts';
