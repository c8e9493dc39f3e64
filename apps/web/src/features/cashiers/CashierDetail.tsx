import '../../ui/admin/messages.ts';
import './messages.ts';
import { cashierContact } from '@mp/core/contracts/cashiers';
import { mask } from '@mp/core/masking';
import { CASHIER_BASIC_FUNCTIONS, CASHIER_EXTRA_FUNCTIONS } from '@mp/core/schemas/cashiers';
import { labelOf } from '@mp/core/statuses';
import { Descriptions, Drawer, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { currentLang } from '../../i18n/index.ts';
import { ContactValue } from '../../ui/admin/ContactValue.tsx';
import { OperatorStatus } from '../../ui/admin/OperatorStatus.tsx';
import { fitWidth } from '../../ui/fitWidth.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import { usePrivacyMask } from '../../ui/privacy.ts';
import { showCashierContact, useCashier } from './api.ts';

/** Everything about one cashier: account, contact, stores and functions. */
export function CashierDetailDrawer({
  cashierId,
  onClose,
}: {
  cashierId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [masked] = usePrivacyMask();
  const q = useCashier(cashierId);
  const c = q.data;
  const mayShow = useAccess().mayCall(cashierContact);
  const reveal = (field: 'phone' | 'email') =>
    c && mayShow ? () => showCashierContact(c.cashier_id, field) : undefined;
  const tags = (keys: string[], labels: typeof CASHIER_BASIC_FUNCTIONS | typeof CASHIER_EXTRA_FUNCTIONS) =>
    keys.length ? (
      <Space size={4} wrap>
        {keys.map((k) => (
          <Tag key={k} color={k === 'allow_refund' ? 'orange' : undefined}>
            {labelOf(labels, k, lang)}
          </Tag>
        ))}
      </Space>
    ) : (
      '-'
    );
  return (
    <Drawer
      open={!!cashierId}
      onClose={onClose}
      size={fitWidth(600)}
      destroyOnHidden
      title={t('cashiers.viewTitle')}
    >
      {!c ? (
        <Skeleton active />
      ) : (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'user', label: t('cashiers.userName'), children: c.user_name },
            { key: 'name', label: t('cashiers.name'), children: mask('name', c.name, masked) },
            { key: 'role', label: t('cashiers.role'), children: c.role_name },
            // Masked by the server whatever the privacy flag; 'show' asks for one value (issue 15, point 2).
            {
              key: 'phone',
              label: t('cashiers.phone'),
              children: <ContactValue masked={c.phone} prefix={c.phone_area} reveal={reveal('phone')} />,
            },
            {
              key: 'email',
              label: t('cashiers.email'),
              children: <ContactValue masked={c.email} reveal={reveal('email')} />,
            },
            { key: 'status', label: t('cashiers.status'), children: <OperatorStatus row={c} /> },
            {
              key: 'stores',
              label: t('cashiers.stores'),
              children: (
                <Space size={4} wrap>
                  {c.stores.map((s) => (
                    <Tag key={s.store_id}>{`${s.store_name} (${s.store_no})`}</Tag>
                  ))}
                </Space>
              ),
            },
            {
              key: 'basic',
              label: t('cashiers.basic'),
              children: tags(c.basic_functions, CASHIER_BASIC_FUNCTIONS),
            },
            {
              key: 'extra',
              label: t('cashiers.extra'),
              children: tags(c.extra_functions, CASHIER_EXTRA_FUNCTIONS),
            },
            { key: 'reg', label: t('cashiers.registeredAt'), children: formatTime14(c.registered_at) },
            { key: 'upd', label: t('cashiers.updatedAt'), children: formatTime14(c.updated_at) },
            {
              key: 'last',
              label: t('admin.lastLogin'),
              children: c.last_login_at ? formatTime14(c.last_login_at) : t('admin.never'),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
