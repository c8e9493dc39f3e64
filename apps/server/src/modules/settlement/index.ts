export { settlementExports, settlementExports as exportSources } from './export-source.ts';
export { endpoints } from './routes.ts';
