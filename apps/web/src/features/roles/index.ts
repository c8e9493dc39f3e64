/**
 * The roles capability's door: what other capabilities use of it. The operator and cashier forms choose a
 * role; the operator manager page hosts the roles tab. Its pages are registered in app/pages.ts.
 */
export { useRoleChoices, useRoleList } from './api.ts';
export { rolesTab } from './tab.tsx';
