import './messages.ts';
import { useTranslation } from 'react-i18next';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { UrlTabs } from '../../ui/admin/UrlTabs.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { cashiersTab } from '../cashiers/index.ts';
import { rolesTab } from '../roles/index.ts';
import { OperatorList } from './OperatorList.tsx';

/**
 * operator_manager (12): operators, roles and (merchant area) cashiers, one tab each; the open tab is in
 * the URL so a link or the back button returns to it.
 */
export default function OperatorManagerPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = route.area as SignedInArea;
  const tabs = [
    { key: 'operators', label: t('operators.tab'), children: <OperatorList area={area} /> },
    rolesTab(area, t('operators.rolesTab')),
    ...(area === 'merchant' ? [cashiersTab(t('operators.cashiersTab'))] : []),
  ];
  return (
    <AdminPage route={route} intro={t('operators.pageIntro')}>
      <UrlTabs items={tabs} />
    </AdminPage>
  );
}
