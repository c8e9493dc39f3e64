/** Account authorisation's door: the hooks a panel of the account pages uses. */
export { accountAuthKeys, useAccountAuths, useUntie } from './api.ts';
