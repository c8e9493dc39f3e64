import './export-source.ts';

export { endpoints } from './routes.ts';
