import type { PageProps } from '../../ui/page-props.ts';
import './messages.ts';
import { invoiceInfoAudit } from '@mp/core/contracts/invoices';
import { Button, Card, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { EmptyNext } from '../../ui/EmptyNext.tsx';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { useAudit, useAuditQueue } from './api.ts';
import { InvoiceDrawer, InvoiceTable, InvoiceText } from './InvoiceDetail.tsx';

/** URL: `page` and `size`. */
const TABLE = tableSpec({ filters: {}, sizes: true });

/** Invoice audit (463): the merchant's own check of its operators' applications before the platform's. */
export default function InvoiceAuditPage({ route }: PageProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const table = usePagedTable(TABLE);
  const q = useAuditQueue(table.paging);
  const audit = useAudit();
  const [detail, setDetail] = useState('');
  const [returning, setReturning] = useState('');
  const [reason, setReason] = useState('');
  const mayAudit = access.mayCall(invoiceInfoAudit);

  const approve = async (applyNo: string) => {
    await audit.mutateAsync({ apply_no: applyNo, action: 'APPROVE' });
    notifier().success(t('invoices.approved'));
    setDetail('');
  };
  const giveBack = async () => {
    await audit.mutateAsync({ apply_no: returning, action: 'RETURN', audit_remark: reason });
    notifier().success(t('invoices.returned'));
    setReturning('');
    setReason('');
    setDetail('');
  };
  const actions = (applyNo: string) => (
    <Space size={4} wrap>
      <Button
        size="small"
        type="link"
        aria-label={`${t('invoices.detail')} ${applyNo}`}
        onClick={() => setDetail(applyNo)}
      >
        {t('invoices.detail')}
      </Button>
      {mayAudit ? (
        <>
          <Button
            size="small"
            type="link"
            aria-label={`${t('invoices.approve')} ${applyNo}`}
            loading={audit.isPending}
            onClick={() => void approve(applyNo).catch(() => undefined)}
          >
            {t('invoices.approve')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            aria-label={`${t('invoices.return')} ${applyNo}`}
            onClick={() => setReturning(applyNo)}
          >
            {t('invoices.return')}
          </Button>
        </>
      ) : null}
    </Space>
  );

  return (
    <AdminPage route={route} intro={t('invoices.auditIntro')}>
      <Card>
        <InvoiceTable
          query={q}
          table={table}
          empty={
            <EmptyNext
              text={
                <>
                  {t('invoices.queueEmpty')}
                  <br />
                  {t('invoices.queueEmptyNext')}
                </>
              }
              link={{ label: t('invoices.queueEmptyLink'), to: access.pathTo('invoices.manage') }}
            />
          }
          actions={(row) => actions(row.apply_no)}
        />
      </Card>
      <InvoiceDrawer applyNo={detail} onClose={() => setDetail('')} />
      <Modal
        open={returning !== ''}
        title={t('invoices.returnTitle')}
        onCancel={() => setReturning('')}
        okText={t('invoices.return')}
        okButtonProps={{ disabled: reason.trim() === '', loading: audit.isPending, danger: true }}
        onOk={() => void giveBack().catch(() => undefined)}
      >
        <Form layout="vertical">
          <InvoiceText
            id="invoice-return-reason"
            label={t('invoices.returnReason')}
            value={reason}
            onChange={setReason}
            required
          />
        </Form>
      </Modal>
    </AdminPage>
  );
}
