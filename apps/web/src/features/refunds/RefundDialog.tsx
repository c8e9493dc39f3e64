import '../../ui/list/messages.ts';
import './messages.ts';
import { CheckCircleFilled } from '@ant-design/icons';
import { newFormId } from '@mp/core/formid';
import { centsToYuanString } from '@mp/core/money';
import type { CollectionDetailResT } from '@mp/core/schemas/transactions';
import { APPROVAL_STATUS, REFUND_STATUS } from '@mp/core/statuses';
import { Alert, Button, Descriptions, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { payPasswordPageFor } from '../../ui/admin/paths.ts';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { formatTime14, mop } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { ConfirmFacts, PayPasswordInput } from '../../ui/MoneyConfirm.tsx';
import { useApplyRefund } from './api.ts';
import { RefundRows } from './RefundRows.tsx';
import { checkRefundForm, fieldOfRefusal, type RefundField, type RefundInput } from './refundForm.ts';

interface Props {
  open: boolean;
  detail: CollectionDetailResT;
  area: SignedInArea;
  onClose: () => void;
  /** After a refund was accepted, with the collection's number: the host refreshes what it shows of it. */
  onRefunded?: (txnNo: string) => void;
}

/** The refund of a collection, in a dialog that starts afresh (a new client key) each time it opens. */
export function RefundDialog({ open, detail, area, onClose, onRefunded }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('money.refund.title')}
      footer={null}
      width={560}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <RefundForm detail={detail} area={area} onClose={onClose} onRefunded={onRefunded} />
    </Modal>
  );
}

function RefundForm({ detail, area, onClose, onRefunded }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const access = useAccess();
  // One key for the life of this dialog: a double click, or a retry after a lost answer, refunds once.
  const [clientKey] = useState(() => newFormId());
  const [form] = Form.useForm<RefundInput>();
  const [errors, setErrors] = useState<Partial<Record<RefundField | 'form', string>>>({});
  const [formCode, setFormCode] = useState('');
  const apply = useApplyRefund(onRefunded);
  const [done, setDone] = useState<{
    refundNo: string;
    amount: number;
    status: string;
    approval: string;
  } | null>(null);

  const refundable = detail.refundable_amount;
  // When the money already given back went: the latest successful refund.
  const refundedAt = detail.refunds
    .filter((r) => r.status === 'SUCCESS')
    .map((r) => r.finished_at || r.created_at)
    .sort()
    .at(-1);

  const submit = async (v: RefundInput) => {
    if (apply.isPending) return;
    const checked = checkRefundForm({ amount: v.amount ?? '', password: v.password ?? '' }, refundable);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([k, c]) => [k, catalogueText(c)])));
      return;
    }
    setErrors({});
    setFormCode('');
    const r = await apply.mutateAsync({
      txn_no: detail.txn_no,
      amount: checked.cents.toString(),
      pay_password: v.password,
      client_key: clientKey,
    });
    if (r.ok) {
      setDone({
        refundNo: r.data.refund_no,
        amount: r.data.amount,
        status: r.data.status,
        approval: r.data.approval,
      });
      return;
    }
    if (r.code.startsWith('SCM5') || r.code === 'SCM60401') return;
    setErrors({ [fieldOfRefusal(r.code)]: r.message || catalogueText(r.code) });
    setFormCode(r.code);
    if (fieldOfRefusal(r.code) === 'password') form.setFieldValue('password', '');
  };

  if (done) {
    const detailPath = access.pathTo('refunds.detail', area);
    return (
      <div style={{ textAlign: 'center', padding: '16px 0 4px' }}>
        <CheckCircleFilled style={{ fontSize: 44, color: '#52c41a' }} />
        <Typography.Title level={4} style={{ marginTop: 12 }}>
          {t('money.refund.submitted')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {done.approval === 'WAITING' ? t('money.refund.waitingHint') : t('money.refund.submittedHint')}
        </Typography.Paragraph>
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ textAlign: 'left', marginBottom: 20 }}
          items={[
            { key: 'no', label: t('money.c.refundNo'), children: done.refundNo },
            { key: 'amt', label: t('money.refund.amount'), children: mop(done.amount) },
            {
              key: 'st',
              label: t('money.c.status'),
              children: (
                <Space size={4}>
                  <StatusTag labels={REFUND_STATUS} value={done.status} />
                  {done.approval === 'WAITING' ? (
                    <StatusTag labels={APPROVAL_STATUS} value={done.approval} />
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
        <DialogFooter>
          {detailPath ? (
            <LinkButton to={`${detailPath}?refund_no=${encodeURIComponent(done.refundNo)}`} onClick={onClose}>
              {t('money.refund.viewRefund')}
            </LinkButton>
          ) : null}
          <Button type="primary" onClick={onClose}>
            {t('money.common.close')}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const nothing = refundable <= 0;
  // No payment password yet, or locked by wrong tries: the page that sets or resets it.
  const passwordPage = payPasswordPageFor(access, formCode, area);
  return (
    <>
      <ConfirmFacts
        items={[
          { key: 'txn', label: t('money.c.txnNo'), children: detail.txn_no },
          // A discounted payment: the bill, the discount and what the customer paid, one line each (the
          // refundable amount comes from the last, not the bill).
          ...(Number(detail.discount_amount) > 0
            ? [
                {
                  key: 'bill',
                  label: t('money.refund.bill'),
                  children: <Amount text={mop(detail.amount, detail.currency)} />,
                },
                {
                  key: 'discount',
                  label: t('money.refund.discount'),
                  children: (
                    <span>
                      <Amount text={`− ${mop(detail.discount_amount, detail.currency)}`} />
                      <Typography.Text type="secondary" style={{ display: 'block' }}>
                        {t('money.refund.discountNote')}
                      </Typography.Text>
                    </span>
                  ),
                },
                {
                  key: 'paid',
                  label: t('money.refund.payerPaid'),
                  children: (
                    <Amount
                      strong
                      text={mop(Number(detail.amount) - Number(detail.discount_amount), detail.currency)}
                    />
                  ),
                },
              ]
            : [
                {
                  key: 'paid',
                  label: t('money.refund.paid'),
                  children: <Amount text={mop(detail.amount, detail.currency)} />,
                },
              ]),
          {
            key: 'refunded',
            label: t('money.refund.already'),
            children: (
              <span>
                <Amount text={mop(detail.refunded_amount, detail.currency)} />
                {refundedAt ? (
                  <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                    {t('money.refund.lastAt', { time: formatTime14(refundedAt) })}
                  </Typography.Text>
                ) : null}
              </span>
            ),
          },
          ...(detail.refunding_amount > 0
            ? [
                {
                  key: 'refunding',
                  label: t('money.c.refunding'),
                  children: mop(detail.refunding_amount, detail.currency),
                },
              ]
            : []),
          {
            key: 'refundable',
            label: t('money.c.refundable'),
            children: (
              <Typography.Text strong style={{ fontSize: 16, color: '#1d5bbf' }} data-testid="refundable">
                {mop(refundable, detail.currency)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {detail.refunds.length > 0 ? (
        <RefundRows
          rows={detail.refunds}
          amountLabel={t('money.c.amount')}
          amountText={centsToYuanString}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {nothing ? (
        <Alert type="warning" showIcon title={catalogueText('TRD10004')} style={{ marginBottom: 16 }} />
      ) : null}
      {errors.form ? (
        <Alert
          type="error"
          showIcon
          title={errors.form}
          action={passwordPage ? <Link to={passwordPage}>{t('money.refund.setPassword')}</Link> : undefined}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={nothing} requiredMark>
        <Form.Item
          label={t('money.refund.amount')}
          htmlFor="amount"
          required
          validateStatus={errors.amount ? 'error' : undefined}
          help={errors.amount}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="amount" noStyle>
              <Input
                prefix="MOP"
                inputMode="decimal"
                maxLength={20}
                placeholder={t('money.refund.amountHint', { max: centsToYuanString(refundable) })}
                autoComplete="off"
              />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('amount', centsToYuanString(refundable))}>
              {t('money.refund.all')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('money.refund.password')}
          required
          validateStatus={errors.password ? 'error' : undefined}
          help={errors.password}
        >
          <PayPasswordInput placeholder={t('money.refund.passwordHint')} />
        </Form.Item>
        <DialogFooter>
          <Button onClick={onClose} disabled={false}>
            {t('money.common.cancel')}
          </Button>
          <Button type="primary" danger htmlType="submit" loading={apply.isPending}>
            {t('money.refund.confirm')}
          </Button>
        </DialogFooter>
      </Form>
    </>
  );
}

/** An amount on one line: "MOP 8.00" never breaks between the currency and the figure. */
function Amount({ text, strong = false }: { text: string; strong?: boolean }) {
  return (
    <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography.Text>
  );
}
