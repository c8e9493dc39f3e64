import './messages.ts';
import type { TFunction } from 'i18next';
import type { SignedInArea } from '../../storage/index.ts';
import { RoleList } from './RoleList.tsx';

/** The roles tab of the operator manager page (operator_manager, 12), which hosts it. */
export function rolesTab(area: SignedInArea, t: TFunction) {
  return { key: 'roles', label: t('roles.tab'), children: <RoleList area={area} /> };
}
