import './export-source.ts';

export { moveMerchantBalance } from './balance.ts';
export { endpoints } from './routes.ts';
