export { settlementExports } from './export-source.ts';
export { endpoints } from './routes.ts';
