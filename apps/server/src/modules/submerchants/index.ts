/** The sub-merchants capability's door: its endpoints and the sub-merchant export source. */
export { subMerchantsExport } from './export-source.ts';
export { endpoints } from './routes.ts';
