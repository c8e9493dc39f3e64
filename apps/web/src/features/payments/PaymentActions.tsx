import '../../ui/list/messages.ts';
import './messages.ts';
import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import * as c from '@mp/core/contracts/payments';
import { newFormId } from '@mp/core/formid';
import type { PaymentDetailRes } from '@mp/core/schemas/payments';
import { Alert, Button, Form, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAccess } from '../../access/personAccess.ts';
import { showRefusal } from '../../ui/admin/fieldErrors.ts';
import { payPasswordPageFor } from '../../ui/admin/paths.ts';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { mop } from '../../ui/list/format.ts';
import { ConfirmFacts, PayPasswordInput } from '../../ui/MoneyConfirm.tsx';
import { PAYMENT_PLACEMENT, useDeletePayment, useSubmitPayment } from './api.ts';
import { EDITABLE_PAYMENT } from './PaymentEditPage.tsx';

type Detail = z.infer<typeof PaymentDetailRes>;

/**
 * What the merchant may do with its payment still to submit or returned by the review: change it, submit
 * it (the payment password; amount plus fee are then held) or remove it. Shown in the merchant area only,
 * to an operator whose role may call the payment edits.
 */
export function PaymentActions({ d }: { d: Detail }) {
  const { t } = useTranslation();
  const access = useAccess();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const remove = useDeletePayment();
  const edit = access.mayCall(c.paymentAuditUpdate) ? access.pathTo('payments.edit', 'merchant') : null;
  const list = access.pathTo('payments.list', 'merchant');
  const maySubmit = access.mayCall(c.paymentAuditSubmit);
  const mayDelete = access.mayCall(c.paymentAuditDelete);
  if (!EDITABLE_PAYMENT.includes(d.status) || !(edit || maySubmit || mayDelete)) return null;
  const no = encodeURIComponent(d.payment_no);
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {maySubmit ? (
          <Button type="primary" icon={<SendOutlined />} onClick={() => setSubmitting(true)}>
            {t('money.payment.submit')}
          </Button>
        ) : null}
        {edit ? (
          <LinkButton to={`${edit}?payment_no=${no}`} icon={<EditOutlined />}>
            {t('money.payment.edit')}
          </LinkButton>
        ) : null}
        {mayDelete ? (
          <Popconfirm
            title={t('money.payment.deleteConfirm')}
            okText={t('money.payment.delete')}
            cancelText={t('money.common.cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={async () => {
              const r = await remove.mutateAsync(d.payment_no);
              if (r.ok && list) navigate(list);
            }}
          >
            <Button danger icon={<DeleteOutlined />}>
              {t('money.payment.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      <Modal
        open={submitting}
        onCancel={() => setSubmitting(false)}
        title={t('money.payment.submitTitle')}
        footer={null}
        width={520}
        destroyOnHidden
        mask={{ closable: false }}
      >
        <SubmitForm d={d} onClose={() => setSubmitting(false)} />
      </Modal>
    </>
  );
}

/** The submission, in a dialog that starts afresh (a new client key) each time it opens. */
function SubmitForm({ d, onClose }: { d: Detail; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useAccess();
  // One key for the life of this dialog: a double click, or a retry after a lost answer, holds once.
  const [clientKey] = useState(() => newFormId());
  const [form] = Form.useForm<{ pay_password: string; amount?: string }>();
  const [short, setShort] = useState('');
  const [code, setCode] = useState('');
  const submit = useSubmitPayment();

  const send = async (v: { pay_password: string }) => {
    if (submit.isPending) return;
    setShort('');
    setCode('');
    const r = await submit.mutateAsync({
      payment_no: d.payment_no,
      pay_password: v.pay_password,
      client_key: clientKey,
    });
    if (r.ok) {
      onClose();
      return;
    }
    setCode(r.code);
    form.setFieldValue('pay_password', '');
    // The balance is too small: said above the form (the amount is not a field of this dialog).
    if (r.code === 'PAY10002') setShort(r.message);
    else showRefusal(form, r, PAYMENT_PLACEMENT);
  };
  const passwordPage = payPasswordPageFor(access, code, 'merchant');

  return (
    <>
      <ConfirmFacts
        items={[
          { key: 'no', label: t('money.c.paymentNo'), children: d.payment_no },
          { key: 'payee', label: t('money.c.payeeName'), children: d.payee_name },
          { key: 'amt', label: t('money.c.paymentAmount'), children: mop(d.amount, d.currency) },
          { key: 'fee', label: t('money.c.fee'), children: mop(d.fee, d.currency) },
          {
            key: 'held',
            label: t('money.payment.held'),
            children: <strong data-testid="held">{mop(d.amount + d.fee, d.currency)}</strong>,
          },
        ]}
      />
      <Alert type="info" showIcon title={t('money.payment.holdHint')} style={{ marginBottom: 16 }} />
      {short ? <Alert type="error" showIcon title={short} style={{ marginBottom: 16 }} /> : null}
      {passwordPage ? (
        <Alert
          type="warning"
          showIcon
          title={t('money.payment.passwordMissing')}
          action={<Link to={passwordPage}>{t('money.payment.setPassword')}</Link>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(v) => void send(v)} requiredMark>
        <Form.Item
          name="pay_password"
          label={t('money.payment.password')}
          rules={[{ required: true, message: t('money.payment.passwordHint') }]}
        >
          <PayPasswordInput placeholder={t('money.payment.passwordHint')} />
        </Form.Item>
        <DialogFooter>
          <Button onClick={onClose}>{t('money.common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t('money.payment.submitConfirm')}
          </Button>
        </DialogFooter>
      </Form>
    </>
  );
}

/** "New payment" above the payment list: the merchant area, an operator who may add one. */
export function NewPaymentButton() {
  const { t } = useTranslation();
  const access = useAccess();
  const edit = access.pathTo('payments.edit', 'merchant');
  if (!edit || !access.mayCall(c.paymentAuditInsert)) return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
      <LinkButton type="primary" to={edit}>
        {t('money.payment.new')}
      </LinkButton>
    </div>
  );
}
