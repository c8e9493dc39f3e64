import '../../ui/list/messages.ts';
import './messages.ts';
import { BALANCE_ACCOUNT, FLOW_DIRECTION, LEDGER_ENTRY_TYPE } from '@mp/core/statuses';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { formatTime14, mop } from '../../ui/list/format.ts';
import {
  itemsOf,
  RecordDetailCard,
  RecordFacts,
  RecordHead,
  useRecordDetail,
} from '../../ui/list/RecordDetail.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useFlowDetail } from './api.ts';

const ACCOUNT_LABELS: Record<string, { zh: string; en: string }> = {
  ...BALANCE_ACCOUNT,
  CLEARING: { zh: '支付網絡清算', en: 'Payment network clearing' },
  FEE_INCOME: { zh: '手續費收入', en: 'Fee income' },
  BANK: { zh: '銀行', en: 'Bank' },
  ADJUSTMENT: { zh: '調賬', en: 'Adjustment' },
  OPENING: { zh: '期初', en: 'Opening' },
};

/** accountInExDetail (33): one line of the merchant's ledger, with its entry's other side. */
export default function FlowDetailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const detail = useRecordDetail('flow_no', useFlowDetail);
  const row = itemsOf(t);
  return (
    <RecordDetailCard route={route} list="accounts.flows" texts="accounts.flows" detail={detail}>
      {(d) => (
        <>
          <RecordHead label={t('accounts.c.amount')} amount={mop(d.amount)}>
            <Space size={4}>
              <StatusTag labels={FLOW_DIRECTION} value={d.direction} />
              <StatusTag labels={LEDGER_ENTRY_TYPE} value={d.entry_type} />
            </Space>
          </RecordHead>
          <RecordFacts
            items={[
              row('no', 'accounts.c.flowNo', d.flow_no),
              row('at', 'accounts.c.bookedAt', formatTime14(d.created_at)),
              row(
                'type',
                'accounts.c.entryType',
                <StatusTag labels={LEDGER_ENTRY_TYPE} value={d.entry_type} />,
              ),
              row('dir', 'accounts.c.direction', <StatusTag labels={FLOW_DIRECTION} value={d.direction} />),
              row('acc', 'accounts.c.account', <StatusTag labels={BALANCE_ACCOUNT} value={d.account} />),
              row('bal', 'accounts.c.balanceAfter', mop(d.balance_after)),
              row('ref', 'accounts.c.refNo', d.ref_no),
              row('entry', 'accounts.c.entryNo', d.entry_no),
              row(
                'counter',
                'accounts.c.counter',
                d.counter_account
                  .split(',')
                  .filter(Boolean)
                  .map((a) => (ACCOUNT_LABELS[a] ? pick(ACCOUNT_LABELS[a]) : a))
                  .join('、') || '-',
              ),
              row('oper', 'accounts.c.operator', d.oper_login_name || '-'),
            ]}
          />
        </>
      )}
    </RecordDetailCard>
  );
}
