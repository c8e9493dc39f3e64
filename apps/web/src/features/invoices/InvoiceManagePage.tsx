import type { PageProps } from '../../ui/page-props.ts';
import './messages.ts';
import { invoiceApplyOms, invoiceInfoManger } from '@mp/core/contracts/invoices';
import { newFormId } from '@mp/core/formid';
import type { FeeBillRowT } from '@mp/core/schemas/feebills';
import type { InvoiceDetailT } from '@mp/core/schemas/invoices';
import { INVOICE_STATUS, optionsOf } from '@mp/core/statuses';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { EmptyNext } from '../../ui/EmptyNext.tsx';
import { money } from '../../ui/list/format.ts';
import { macauNow } from '../../ui/macauClock.ts';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { useFeeBills } from '../feebills/index.ts';
import { useApply, useHeads, useInvoiceList, useManage } from './api.ts';
import { billColumns } from './billColumns.ts';
import { InvoiceDrawer, InvoiceTable, InvoiceText } from './InvoiceDetail.tsx';

const lastMonth = () => macauNow().subtract(1, 'month');

/** The apply dialog: confirmed, free bills of the last 12 closed months, a head, a remark. */
function ApplyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Where a person confirms bills and adds a head when there are none yet (issue 32).
  const billsPath = useAccess().pathTo('feebills.list');
  const headsPath = useAccess().pathTo('invoices.heads');
  const { t } = useTranslation();
  const [key] = useState(() => newFormId());
  const [chosen, setChosen] = useState<string[]>([]);
  const [headId, setHeadId] = useState<string | undefined>();
  const [remark, setRemark] = useState('');
  const bills = useFeeBills(
    'merchant',
    open
      ? {
          start_month: lastMonth().subtract(11, 'month').format('YYYYMM'),
          end_month: lastMonth().format('YYYYMM'),
          status: 'CONFIRMED',
          page_no: 1,
          page_size: 100,
        }
      : null,
  );
  const heads = useHeads();
  const apply = useApply();
  const headList = heads.data?.rows ?? [];
  const head = headId ?? headList.find((h) => h.is_default === 'Y')?.head_id;
  const rows = bills.data?.rows ?? [];
  const total = rows.filter((b) => chosen.includes(b.bill_no)).reduce((s, b) => s + b.fee_amount, 0);
  const submit = async () => {
    if (!head || chosen.length === 0) return;
    await apply.mutateAsync({ bill_nos: chosen, head_id: head, remark, client_key: key });
    notifier().success(t('invoices.applied'));
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('invoices.applyTitle')}
      onCancel={onClose}
      width={720}
      okText={t('invoices.submit')}
      okButtonProps={{ disabled: !head || chosen.length === 0, loading: apply.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('invoices.billsHint')}</Typography.Paragraph>
      <Table<FeeBillRowT>
        rowKey="bill_no"
        size="small"
        loading={bills.isFetching}
        pagination={false}
        dataSource={rows}
        locale={{
          emptyText: (
            <>
              {t('invoices.noBills')}
              {billsPath ? (
                <>
                  {' '}
                  <Link to={billsPath}>{t('invoices.toFeeBills')}</Link>
                </>
              ) : null}
            </>
          ),
        }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(String)),
          getCheckboxProps: (b) => ({ 'aria-label': b.bill_no }),
        }}
        columns={billColumns<FeeBillRowT>(t)}
      />
      <Form layout="vertical" style={{ marginTop: 16 }}>
        {headList.length === 0 && !heads.isFetching ? (
          <Alert
            type="warning"
            showIcon
            title={t('invoices.noHeads')}
            action={headsPath ? <Link to={headsPath}>{t('invoices.toHeads')}</Link> : undefined}
          />
        ) : null}
        <Form.Item label={t('invoices.head')} htmlFor="invoice-head" required>
          <Select
            id="invoice-head"
            value={head}
            onChange={setHeadId}
            options={headList.map((h) => ({
              value: h.head_id,
              label: h.tax_no ? `${h.title} (${h.tax_no})` : h.title,
            }))}
          />
        </Form.Item>
        <InvoiceText id="invoice-remark" label={t('invoices.remark')} value={remark} onChange={setRemark} />
        <Typography.Text strong>
          {t('invoices.amount')}: {money(total)} MOP
        </Typography.Text>
      </Form>
    </Modal>
  );
}

/** URL: `status` (absent: all), `page` and `size`. */
const TABLE = tableSpec({ filters: { status: { kind: 'choice', options: INVOICE_STATUS } }, sizes: true });

/** Invoice management (461): the merchant's applications, applying, cancelling and resubmitting. */
export default function InvoiceManagePage({ route }: PageProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const table = usePagedTable(TABLE);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState('');
  const [remark, setRemark] = useState('');
  const q = useInvoiceList({ ...table.filters, ...table.paging });
  const manage = useManage();
  const mayManage = access.mayCall(invoiceInfoManger);

  const act = async (d: InvoiceDetailT, action: 'CANCEL' | 'RESUBMIT') => {
    await manage.mutateAsync({
      apply_no: d.apply_no,
      action,
      ...(action === 'RESUBMIT' && remark ? { remark } : {}),
    });
    notifier().success(t(action === 'CANCEL' ? 'invoices.cancelled' : 'invoices.resubmitted'));
    setRemark('');
  };
  const footer = (d: InvoiceDetailT) =>
    mayManage && (d.status === 'WAIT_AUDIT' || d.status === 'RETURNED') ? (
      <Space wrap>
        {d.status === 'RETURNED' ? (
          <>
            <Input
              aria-label={t('invoices.remark')}
              placeholder={t('invoices.remark')}
              maxLength={200}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
              style={{ width: 240 }}
            />
            <Button
              type="primary"
              loading={manage.isPending}
              onClick={() => void act(d, 'RESUBMIT').catch(() => undefined)}
            >
              {t('invoices.resubmit')}
            </Button>
          </>
        ) : null}
        <Popconfirm title={t('invoices.cancelAsk')} onConfirm={() => act(d, 'CANCEL')}>
          <Button danger>{t('invoices.cancel')}</Button>
        </Popconfirm>
      </Space>
    ) : null;

  return (
    <AdminPage
      route={route}
      intro={t('invoices.manageIntro')}
      extra={
        access.mayCall(invoiceApplyOms) ? (
          <Button type="primary" onClick={() => setOpen(true)}>
            {t('invoices.apply')}
          </Button>
        ) : null
      }
    >
      <Card>
        <Space style={{ marginBottom: 16 }} wrap>
          <label htmlFor="invoice-status">{t('invoices.status')}</label>
          <Select
            id="invoice-status"
            style={{ minWidth: 160 }}
            value={table.filters.status}
            onChange={(v) => table.search({ status: v })}
            options={[{ value: '', label: t('invoices.all') }, ...optionsOf(INVOICE_STATUS, currentLang())]}
          />
          {q.data ? (
            <Typography.Text type="secondary">
              {t('invoices.count', { count: q.data.totals.count, amount: money(q.data.totals.amount) })}
            </Typography.Text>
          ) : null}
        </Space>
        <InvoiceTable
          query={q}
          table={table}
          empty={
            <EmptyNext
              text={
                <>
                  {t('invoices.listEmpty')}
                  <br />
                  {t('invoices.listEmptyNext')}
                </>
              }
              link={{ label: t('invoices.listEmptyLink'), to: access.pathTo('feebills.list') }}
            />
          }
          actions={(row) => (
            <Button
              type="link"
              size="small"
              aria-label={`${t('invoices.detail')} ${row.apply_no}`}
              onClick={() => setDetail(row.apply_no)}
            >
              {t('invoices.detail')}
            </Button>
          )}
        />
      </Card>
      {open ? <ApplyDialog open={open} onClose={() => setOpen(false)} /> : null}
      <InvoiceDrawer applyNo={detail} onClose={() => setDetail('')} footer={footer} />
    </AdminPage>
  );
}
