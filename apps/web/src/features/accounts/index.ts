/** The accounts capability's door: what other features may use. */
export { accountKeys, useBalance } from './api.ts';
