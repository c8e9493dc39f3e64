export { recordAudit } from './record.ts';
export { endpoints } from './routes.ts';
