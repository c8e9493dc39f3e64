import './messages.ts';
import { useTranslation } from 'react-i18next';
import { RowsTable, type TableRows } from '../../ui/RowsTable.tsx';
import type { MercContacts } from './api.ts';

type Contact = MercContacts['rows'][number];

/** The organisation's contacts by role (legal, business, finance, technical). */
export function Contacts(props: TableRows<Contact>) {
  const { t } = useTranslation();
  return (
    <RowsTable<Contact>
      {...props}
      label={t('merchant.contacts')}
      rowKey="contact_type"
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
  );
}
