/**
 * The roles capability's door: what other capabilities use of it. The operator manager page hosts the
 * roles tab; the operator and cashier forms choose a role. Its pages are registered in app/pages.ts.
 */
export { useRoleChoices, useRoleList } from './api.ts';
export { rolesTab } from './tab.tsx';
