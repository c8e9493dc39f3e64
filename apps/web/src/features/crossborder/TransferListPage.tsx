import './messages.ts';
import { PlusOutlined } from '@ant-design/icons';
import { XFER_STATUS } from '@mp/core/statuses';
import { Button, Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pick } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { ListCard, type ListCardSpec, useListCard } from '../../ui/admin/ListCard.tsx';
import { ExportButton } from '../../ui/list/ExportButton.tsx';
import { formatDate, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { TimeText } from '../../ui/list/TimeText.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { minor, useTransferList, type XferRow } from './api.ts';
import { noteText } from './notes.ts';
import { STATUS_PATH, STEP_ONE_PATH } from './paths.ts';

/** The status filter (spec point 4): 'all' first (the list kit's), INIT never shown. */
const { INIT: _init, ...FILTER_STATUS } = XFER_STATUS;

const SPEC: ListCardSpec<XferRow> = {
  pageKey: 'ghf',
  rowKey: 'transfer_no',
  filters: [
    { kind: 'select', param: 'status', label: 'crossborder.status', options: FILTER_STATUS },
    { kind: 'text', param: 'transfer_no', label: 'crossborder.transferNo', max: 40 },
  ],
};

/** ghf (code 9): the merchant's cross-border transfers, newest first, who holds each and by when. */
export default function TransferListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useListCard(SPEC, useTransferList);
  const open = (no: string) => navigate(`${STATUS_PATH}?transfer_no=${encodeURIComponent(no)}`);

  const columns: TableColumnsType<XferRow> = [
    {
      key: 'no',
      title: t('crossborder.transferNo'),
      render: (_, r) => (
        <Typography.Link onClick={() => open(r.transfer_no)}>{r.transfer_no}</Typography.Link>
      ),
    },
    {
      key: 'status',
      title: t('crossborder.status'),
      render: (_, r) => <StatusTag labels={XFER_STATUS} value={r.status} />,
    },
    {
      key: 'holder',
      title: t('crossborder.holder'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{t(`crossborder.holders.${r.holder}`, { defaultValue: r.holder })}</span>
          {r.status_note ? (
            <Typography.Text type="secondary">{noteText(r.status_note)}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { key: 'expected', title: t('crossborder.expectedDate'), render: (_, r) => formatDate(r.expected_date) },
    { key: 'payee', title: t('crossborder.payee'), render: (_, r) => `${r.payee_name} ${r.payee_account}` },
    {
      key: 'total',
      title: t('crossborder.totalPay'),
      align: 'right',
      render: (_, r) => `MOP ${money(r.total_pay)}`,
    },
    {
      key: 'receives',
      title: t('crossborder.payeeAmount'),
      align: 'right',
      render: (_, r) => minor(r.payee_amount, r.decimals, r.currency),
    },
    { key: 'at', title: t('crossborder.createdAt'), render: (_, r) => <TimeText value={r.created_at} /> },
  ];

  return (
    <AdminPage
      route={route}
      intro={t('crossborder.listIntro')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(STEP_ONE_PATH)}>
          {t('crossborder.newTransfer')}
        </Button>
      }
    >
      <ListCard
        page={page}
        columns={columns}
        label={pick(route.title)}
        toolbar={<ExportButton list={page.list} source="xfer_transfers" area="merchant" />}
      />
    </AdminPage>
  );
}
