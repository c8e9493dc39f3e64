import './messages.ts';
import type { InvoiceDetailT, InvoiceListResT, InvoiceRowT } from '@mp/core/schemas/invoices';
import { INVOICE_HEAD_TYPE, INVOICE_STATUS } from '@mp/core/statuses';
import { Descriptions, Drawer, Form, Grid, Input, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { TableCards } from '../../ui/admin/TableCards.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { formatTime14, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { TableFilters } from '../../ui/pagedTable/tableUrl.ts';
import type { PagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { useInvoiceDetail } from './api.ts';
import { billColumns as billColumnsOf } from './billColumns.ts';

/** An application list (461 and the audit queue of 463): its page of the URL, its empty text, its actions. */
export function InvoiceTable<F extends TableFilters>(p: {
  query: { data?: InvoiceListResT; isFetching: boolean };
  table: PagedTable<F>;
  empty: ReactNode;
  actions: (row: InvoiceRowT) => ReactNode;
}) {
  const { t } = useTranslation();
  // A phone shows each application as a card (issue 32): its number, time, amount, status and actions.
  if (Grid.useBreakpoint().md === false) {
    const paging = p.table.pagination(p.query.data?.total_count);
    return (
      <TableCards<InvoiceRowT>
        rows={p.query.data?.rows}
        columns={invoiceColumns(t, p.actions)}
        rowKey="apply_no"
        loading={p.query.isFetching}
        empty={p.empty}
        pagination={{
          current: p.table.page,
          pageSize: p.table.size,
          total: p.query.data?.total_count ?? 0,
          onChange: (page, size) => paging.onChange?.(page, size),
        }}
      />
    );
  }
  return (
    <Table
      rowKey="apply_no"
      size="middle"
      loading={p.query.isFetching}
      dataSource={p.query.data?.rows ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: p.empty }}
      columns={invoiceColumns(t, p.actions)}
      pagination={p.table.pagination(p.query.data?.total_count)}
    />
  );
}

/** The columns of an application list (461 and the audit queue of 463), plus the page's own actions. */
export function invoiceColumns(
  t: (k: string) => string,
  actions: (row: InvoiceRowT) => ReactNode,
): ColumnsType<InvoiceRowT> {
  return [
    {
      key: 'apply_no',
      dataIndex: 'apply_no',
      title: pick({ zh: '申請編號', en: 'Application ID' }),
      render: (v: string) => <span style={{ fontFamily: 'monospace' }}>{v}</span>,
    },
    {
      key: 'applied_at',
      dataIndex: 'applied_at',
      title: t('invoices.appliedAt'),
      render: (v: string) => formatTime14(v),
    },
    { key: 'title', dataIndex: 'title', title: t('invoices.head') },
    {
      key: 'amount',
      dataIndex: 'amount',
      align: 'right',
      title: `${t('invoices.amount')} (MOP)`,
      render: (v: number) => money(v),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('invoices.status'),
      render: (v: string) => <StatusTag labels={INVOICE_STATUS} value={v} />,
    },
    {
      key: 'invoice_no',
      dataIndex: 'invoice_no',
      title: t('invoices.invoiceNo'),
      render: (v: string) => (v ? <span style={{ fontFamily: 'monospace' }}>{v}</span> : '-'),
    },
    // Kept in view at the right edge: a wide row scrolls sideways under it, the decision stays reachable.
    { key: 'actions', title: t('invoices.actions'), fixed: 'right', render: (_v, row) => actions(row) },
  ];
}

/** One application: head, bills and review trail, in a drawer; `footer` holds the page's actions. */
export function InvoiceDrawer({
  applyNo,
  onClose,
  footer,
}: {
  applyNo: string;
  onClose: () => void;
  footer?: (d: InvoiceDetailT) => ReactNode;
}) {
  const { t } = useTranslation();
  const q = useInvoiceDetail(applyNo);
  const d = q.data;
  const item = (key: string, label: string, children: ReactNode) => ({ key, label: t(label), children });
  const billColumns = billColumnsOf<InvoiceDetailT['bills'][number]>(t);
  return (
    <Drawer
      open={applyNo !== ''}
      onClose={onClose}
      title={t('invoices.detailTitle')}
      size="large"
      closable={{ 'aria-label': t('invoices.close') }}
      footer={d && footer ? footer(d) : null}
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <FactList
            items={[
              item('no', 'invoices.detail', <span style={{ fontFamily: 'monospace' }}>{d.apply_no}</span>),
              item('st', 'invoices.status', <StatusTag labels={INVOICE_STATUS} value={d.status} />),
              item('amt', 'invoices.amount', `${money(d.amount)} MOP`),
              item('type', 'invoices.headType', pick(INVOICE_HEAD_TYPE[d.head_type])),
              item('title', 'invoices.title', d.title),
              item('tax', 'invoices.taxNo', d.tax_no || '-'),
              item('email', 'invoices.email', d.email || '-'),
              item('remark', 'invoices.remark', d.remark || '-'),
              item('inv', 'invoices.invoiceNo', d.invoice_no || '-'),
              item('issued', 'invoices.issuedAt', formatTime14(d.issued_at) || '-'),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('invoices.bills')}
          </Typography.Title>
          <Table
            rowKey="bill_no"
            size="small"
            pagination={false}
            columns={billColumns}
            dataSource={d.bills}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('invoices.trail')}
          </Typography.Title>
          <Descriptions
            size="small"
            column={1}
            items={[
              item('ap', 'invoices.applicant', `${d.applicant || '-'} · ${formatTime14(d.applied_at)}`),
              item(
                'au',
                'invoices.auditor',
                d.auditor ? `${d.auditor} · ${formatTime14(d.audited_at)}` : '-',
              ),
              item('ar', 'invoices.auditRemark', d.audit_remark || '-'),
              item(
                'rv',
                'invoices.reviewer',
                d.reviewer_name ? `${d.reviewer_name} · ${formatTime14(d.reviewed_at)}` : '-',
              ),
              item('rr', 'invoices.reviewRemark', d.review_remark || '-'),
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/** A free text of the invoice dialogs (the applicant's remark, the auditor's reason), at most 200 characters. */
export function InvoiceText(p: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <Form.Item label={p.label} htmlFor={p.id} required={p.required}>
      <Input.TextArea
        id={p.id}
        maxLength={200}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </Form.Item>
  );
}
