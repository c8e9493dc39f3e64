import './messages.ts';
import { ACCOUNT_TYPE, labelOf } from '@mp/core/statuses';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { RowsTable, type TableRows } from '../../ui/RowsTable.tsx';
import type { MercSettle } from './api.ts';

type Account = MercSettle['accounts'][number];

/** Settlement and balance accounts; account numbers arrive masked from the server while the flag is on. */
export function SettleAccounts(props: TableRows<Account>) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <RowsTable<Account>
      {...props}
      label={t('merchant.settlement')}
      rowKey={(r) => `${r.account_type}:${r.account_no}`}
      columns={[
        {
          key: 'type',
          title: t('merchant.accountType'),
          render: (_, r) => labelOf(ACCOUNT_TYPE, r.account_type, lang),
        },
        { key: 'bank', dataIndex: 'bank_name', title: t('merchant.bank'), render: (v: string) => v || '-' },
        {
          key: 'no',
          dataIndex: 'account_no',
          title: t('merchant.accountNo'),
          render: (v: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v || '-'}</span>,
        },
        { key: 'name', dataIndex: 'account_name', title: t('merchant.accountName') },
        { key: 'currency', dataIndex: 'currency', title: t('merchant.currency') },
        {
          key: 'cycle',
          dataIndex: 'settle_cycle',
          title: t('merchant.settleCycle'),
          render: (v: string) => v || '-',
        },
      ]}
    />
  );
}
