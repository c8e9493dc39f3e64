/**
 * The accounts module owns the money the provider holds for an organisation (the accounts table's
 * balance and frozen amounts): every move goes through these functions, in the database transaction of
 * the event that causes it.
 */
export { moveMerchantBalance } from './balance.ts';
export { endpoints } from './routes.ts';
