import './messages.ts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import type { MercContacts } from './api.ts';

type Contact = MercContacts['rows'][number];

/** The organisation's contacts by role (legal, business, finance, technical). */
export function Contacts({ rows, loading }: { rows: Contact[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('merchant.contacts')}>
      <Table<Contact>
        rowKey="contact_type"
        size="middle"
        pagination={false}
        loading={loading}
        dataSource={rows}
        columns={[
          {
            key: 'type',
            title: t('merchant.contactType'),
            render: (_, r) => t(`merchant.contactTypes.${r.contact_type}`),
          },
          { key: 'name', dataIndex: 'name', title: t('merchant.contactName') },
          { key: 'phone', dataIndex: 'phone', title: t('merchant.phone') },
          { key: 'email', dataIndex: 'email', title: t('merchant.email') },
        ]}
      />
    </ScrollRegion>
  );
}
