import './messages.ts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { TAB_PARAM } from '../../ui/admin/tabbedList.ts';
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
  const [params, setParams] = useSearchParams();
  const tabs = [
    { key: 'operators', label: t('operators.tab'), children: <OperatorList area={area} /> },
    rolesTab(area, t('operators.rolesTab')),
    ...(area === 'merchant' ? [cashiersTab(t('operators.cashiersTab'))] : []),
  ];
  const asked = params.get(TAB_PARAM);
  const active = tabs.some((x) => x.key === asked) ? (asked as string) : 'operators';
  return (
    <AdminPage route={route} intro={t('operators.pageIntro')}>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(new URLSearchParams({ [TAB_PARAM]: key }))}
        items={tabs}
        destroyOnHidden
      />
    </AdminPage>
  );
}
