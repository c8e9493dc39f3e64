import './messages.ts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** A settlement account as shown (number masked by the server). */
export function AccountView({
  account,
}: {
  account: { bank_name: string; account_no: string; account_name: string } | null;
}) {
  const { t } = useTranslation();
  if (!account) return <span>{t('bankchange.noCurrent')}</span>;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 3 }}
      items={[
        { key: 'bank', label: t('bankchange.bank'), children: account.bank_name },
        { key: 'name', label: t('bankchange.accountName'), children: account.account_name },
        {
          key: 'no',
          label: t('bankchange.accountNo'),
          children: <span style={{ fontFamily: 'monospace' }}>{account.account_no}</span>,
        },
      ]}
    />
  );
}
