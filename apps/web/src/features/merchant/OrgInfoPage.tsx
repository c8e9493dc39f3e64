import './messages.ts';
import { labelOf, ORG_STATUS } from '@mp/core/statuses';
import { Card, Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatDate } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { usePrivacyMask } from '../../ui/privacy.ts';
import { useOrgInfo } from './api.ts';
import { Contacts } from './Contacts.tsx';
import { PrivacySwitch } from './PrivacySwitch.tsx';
import { SettleAccounts } from './SettleAccounts.tsx';
import { useUnmaskRecord } from './useUnmaskRecord.ts';

/** serviceDetail (11) and groupDetail: the provider's or group's own information, accounts and contacts. */
export default function OrgInfoPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const area = route.area as SignedInArea;
  const [masked] = usePrivacyMask();
  const q = useOrgInfo(area, masked ? 'Y' : 'N');
  useUnmaskRecord(route.name, masked, !!q.data);
  const o = q.data;
  return (
    <AdminPage
      route={route}
      intro={t(`merchant.orgIntro.${area === 'group' ? 'group' : 'service'}`)}
      extra={<PrivacySwitch />}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Card type="inner" title={t('merchant.registration')}>
          {!o ? (
            <Skeleton active />
          ) : (
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                { key: 'no', label: t(`shell.orgNo.${area}`), children: o.org_no },
                { key: 'name', label: t(`shell.orgName.${area}`), children: o.name },
                { key: 'short', label: t('merchant.shortName'), children: o.short_name },
                {
                  key: 'status',
                  label: t('merchant.status'),
                  children: (
                    <Tag color={o.status === 'normal' ? 'success' : 'default'}>
                      {labelOf(ORG_STATUS, o.status, lang)}
                    </Tag>
                  ),
                },
                { key: 'contact', label: t('merchant.contactName'), children: o.contact_name },
                { key: 'phone', label: t('merchant.phone'), children: o.contact_phone },
                { key: 'email', label: t('merchant.email'), children: o.contact_email || '-' },
                {
                  key: 'count',
                  label: t(area === 'group' ? 'merchant.memberCount' : 'merchant.subCount'),
                  children: o.merchant_count,
                },
                { key: 'created', label: t('merchant.createdDate'), children: formatDate(o.created_date) },
              ]}
            />
          )}
        </Card>
        <Card type="inner" title={t('merchant.settlement')}>
          <SettleAccounts rows={o?.accounts} loading={q.isFetching} />
        </Card>
        <Card type="inner" title={t('merchant.contacts')}>
          <Contacts rows={o?.contacts} loading={q.isFetching} />
        </Card>
      </div>
    </AdminPage>
  );
}
