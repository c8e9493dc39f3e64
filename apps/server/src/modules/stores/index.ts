export { storesOfMerchant } from './queries.ts';
export { endpoints } from './routes.ts';
