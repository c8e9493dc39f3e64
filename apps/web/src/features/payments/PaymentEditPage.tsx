import '../../ui/list/messages.ts';
import './messages.ts';
import * as c from '@mp/core/contracts/payments';
import { centsToYuanString } from '@mp/core/money';
import { PAYMENT_TRANSFER_FEE } from '@mp/core/schemas/payments';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { showRefusal } from '../../ui/admin/fieldErrors.ts';
import { useRecordNo } from '../../ui/list/RecordDetail.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { PAYMENT_PLACEMENT, usePaymentDetail, useSavePayment } from './api.ts';

interface PaymentForm {
  payee_name: string;
  payee_account_no: string;
  payee_bank: string;
  amount: string;
  purpose: string;
  remark: string;
}

/** The statuses in which the merchant may still change a payment (to submit, or returned by the review). */
export const EDITABLE_PAYMENT = ['INIT', 'AUDIT_CLOSED'];

/**
 * A payment to a payee (43, merchant area): a new one (no `payment_no` in the URL) or a change of one to
 * submit or returned by the review. Saving keeps it to submit (INIT) and opens its detail, where it is
 * submitted with the payment password (its amount plus fee are then held on the balance).
 */
export default function PaymentEditPage({ route }: PageProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const navigate = useNavigate();
  const paymentNo = useRecordNo('payment_no');
  const existing = usePaymentDetail(paymentNo);
  const save = useSavePayment();
  const [form] = Form.useForm<PaymentForm>();
  const d = existing.data;
  // The form shows the payee's account as typed: the detail is asked unmasked for an edit.
  useEffect(() => {
    if (!d) return;
    form.setFieldsValue({
      payee_name: d.payee_name,
      payee_account_no: d.payee_account_no.includes('*') ? '' : d.payee_account_no,
      payee_bank: d.payee_bank,
      amount: centsToYuanString(d.amount),
      purpose: d.purpose,
      remark: d.remark,
    });
  }, [d, form]);

  const list = access.pathTo('payments.list', 'merchant') ?? undefined;
  const detailPath = access.pathTo('payments.detail', 'merchant');
  const locked = paymentNo !== '' && d !== undefined && !EDITABLE_PAYMENT.includes(d.status);
  const masked = d?.payee_account_no.includes('*') ?? false;

  const submit = async (v: PaymentForm) => {
    if (save.isPending) return;
    const r = await save.mutateAsync(
      paymentNo
        ? {
            kind: 'update',
            body: {
              payment_no: paymentNo,
              ...v,
              ...(masked && !v.payee_account_no ? { payee_account_no: undefined } : {}),
            },
          }
        : { kind: 'insert', body: v },
    );
    if (!r.ok) {
      showRefusal(form, r, PAYMENT_PLACEMENT);
      return;
    }
    if (detailPath) navigate(`${detailPath}?payment_no=${encodeURIComponent(r.data.payment_no)}`);
  };

  return (
    <AdminPage
      route={route}
      back={list}
      intro={paymentNo ? t('money.payment.editIntro', { no: paymentNo }) : t('money.payment.newIntro')}
    >
      <Card variant="borderless" style={{ maxWidth: 720 }}>
        {locked ? (
          <Alert type="warning" showIcon title={t('money.payment.locked')} style={{ marginBottom: 16 }} />
        ) : null}
        <Form<PaymentForm>
          form={form}
          layout="vertical"
          requiredMark
          disabled={
            locked || (paymentNo !== '' && existing.isPending) || !access.mayCall(c.paymentAuditInsert)
          }
          initialValues={{ payee_bank: '', purpose: '', remark: '' }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item
            name="payee_name"
            label={t('money.c.payeeName')}
            rules={[{ required: true, whitespace: true, message: t('money.payment.required') }]}
          >
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="payee_account_no"
            label={t('money.c.payeeAccount')}
            extra={masked ? t('money.payment.accountKept') : t('money.payment.accountHint')}
            rules={[
              { required: !masked, message: t('money.payment.required') },
              { pattern: /^\d{6,30}$/, message: t('money.payment.accountHint') },
            ]}
          >
            <Input
              maxLength={30}
              inputMode="numeric"
              autoComplete="off"
              placeholder={masked ? d?.payee_account_no : undefined}
            />
          </Form.Item>
          <Form.Item
            name="payee_bank"
            label={t('money.c.payeeBank')}
            extra={t('money.payment.feeHint', { fee: centsToYuanString(PAYMENT_TRANSFER_FEE) })}
          >
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('money.c.paymentAmount')}
            rules={[{ required: true, whitespace: true, message: t('money.payment.required') }]}
          >
            <Input prefix="MOP" inputMode="decimal" maxLength={20} autoComplete="off" placeholder="0.00" />
          </Form.Item>
          <Form.Item name="purpose" label={t('money.c.purpose')}>
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
          <Form.Item name="remark" label={t('money.c.remark')}>
            <Input.TextArea maxLength={200} rows={3} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('money.payment.save')}
            </Button>
            {list ? (
              <Button onClick={() => navigate(list)} disabled={false}>
                {t('money.common.cancel')}
              </Button>
            ) : null}
          </Space>
        </Form>
      </Card>
    </AdminPage>
  );
}
