import './messages.ts';
import { ID_TYPE, labelOf, MERCHANT_CATEGORY, ORG_STATUS } from '@mp/core/statuses';
import { Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatDate } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { usePrivacyMask } from '../../ui/privacy.ts';
import { downloadInfoPdf, useMercContacts, useMercInfo, useMercSettle, useProductFees } from './api.ts';
import { Contacts } from './Contacts.tsx';
import { PrivacySwitch } from './PrivacySwitch.tsx';
import { ProductFees } from './ProductFees.tsx';
import { SettleAccounts } from './SettleAccounts.tsx';
import { useUnmaskRecord } from './useUnmaskRecord.ts';

/**
 * merc_info (11): the merchant's registration data, settlement accounts, contacts, products and fees.
 * Personal data comes masked from the server while the privacy flag is on.
 */
export default function MerchantInfoPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [masked] = usePrivacyMask();
  const mask = masked ? 'Y' : 'N';
  const info = useMercInfo(mask);
  const settle = useMercSettle(mask);
  const contacts = useMercContacts(mask);
  const fees = useProductFees();
  useUnmaskRecord('merc_info', masked, !!info.data);
  const m = info.data;
  const [saving, setSaving] = useState(false);
  const pdf = async () => {
    setSaving(true);
    await downloadInfoPdf(mask);
    setSaving(false);
  };

  return (
    <AdminPage
      route={route}
      intro={t('merchant.intro')}
      extra={
        <Space wrap>
          <Button loading={saving} onClick={() => void pdf()}>
            {t('merchant.pdf')}
          </Button>
          <PrivacySwitch />
        </Space>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Card type="inner" title={t('merchant.registration')}>
          {!m ? (
            <Skeleton active />
          ) : (
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                { key: 'no', label: t('merchant.merNo'), children: m.mer_no },
                { key: 'name', label: t('merchant.merName'), children: m.mer_name },
                { key: 'short', label: t('merchant.shortName'), children: m.short_name },
                { key: 'reg', label: t('merchant.registeredName'), children: m.registered_name },
                {
                  key: 'cat',
                  label: t('merchant.category'),
                  children: labelOf(MERCHANT_CATEGORY, m.category, lang),
                },
                {
                  key: 'status',
                  label: t('merchant.status'),
                  children: (
                    <Tag color={m.status === 'normal' ? 'success' : 'default'}>
                      {labelOf(ORG_STATUS, m.status, lang)}
                    </Tag>
                  ),
                },
                { key: 'mcc', label: t('merchant.mcc'), children: m.mcc },
                { key: 'licence', label: t('merchant.licence'), children: m.licence_no || '-' },
                { key: 'created', label: t('merchant.createdDate'), children: formatDate(m.created_date) },
                {
                  key: 'address',
                  label: t('merchant.address'),
                  children: m.address,
                  span: { xs: 1, md: 2, xl: 3 },
                },
                { key: 'legal', label: t('merchant.legalName'), children: m.legal_name },
                {
                  key: 'idType',
                  label: t('merchant.legalIdType'),
                  children: m.legal_id_type ? labelOf(ID_TYPE, m.legal_id_type, lang) : '-',
                },
                { key: 'idNo', label: t('merchant.legalIdNo'), children: m.legal_id_no || '-' },
                { key: 'contact', label: t('merchant.contactName'), children: m.contact_name },
                { key: 'phone', label: t('merchant.phone'), children: m.contact_phone },
                { key: 'email', label: t('merchant.email'), children: m.contact_email || '-' },
                {
                  key: 'agt',
                  label: t('merchant.agent'),
                  children: m.agt_no ? `${m.agt_name} (${m.agt_no})` : t('merchant.none'),
                },
                {
                  key: 'group',
                  label: t('merchant.group'),
                  children: m.group_no ? `${m.group_name} (${m.group_no})` : t('merchant.none'),
                },
                { key: 'stores', label: t('merchant.storeCount'), children: m.store_count },
              ]}
            />
          )}
        </Card>
        <Card type="inner" title={t('merchant.settlement')}>
          <SettleAccounts rows={settle.data?.accounts} loading={settle.isFetching} />
        </Card>
        <Card type="inner" title={t('merchant.contacts')}>
          <Contacts rows={contacts.data?.rows} loading={contacts.isFetching} />
        </Card>
        <Card type="inner" title={t('merchant.products')}>
          <ProductFees rows={fees.data?.rows} loading={fees.isFetching} />
        </Card>
      </div>
    </AdminPage>
  );
}
