import '../../ui/list/messages.ts';
import './messages.ts';
import { newFormId } from '@mp/core/formid';
import { parseAmountInput } from '@mp/core/money';
import { fundOrderStatusLabels } from '@mp/core/statuses';
import { Alert, Button, Descriptions, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../ui/DialogFooter.tsx';
import { formatTime14, mop } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { PayPasswordInput } from '../../ui/MoneyConfirm.tsx';
import { UnitInput } from '../../ui/UnitInput.tsx';
import { useAccountInfo, useBankList, useFundOrder, useRechargePrompt, useSendFundSms } from './api.ts';

export type FundKind = 'WITHDRAW' | 'RECHARGE';
type Field = 'amount' | 'pay_password' | 'sms_code' | 'form';

/** Which field a refusal belongs to (the server names it too). */
function fieldOf(code: string): Field {
  if (['VAL10001', 'VAL10012', 'ACC10001', 'ACC10006'].includes(code)) return 'amount';
  if (['VAL10036', 'LOG10011', 'LOG10012', 'SEC10005'].includes(code)) return 'pay_password';
  if (code.startsWith('SMS') || code === 'VAL10034') return 'sms_code';
  return 'form';
}

interface Values {
  amount: string;
  pay_password: string;
  sms_code: string;
}

/** A withdrawal or a recharge, confirmed by the payment password and an SMS code; a new client key each time it opens. */
export function FundDialog({ kind, open, onClose }: { kind: FundKind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(kind === 'WITHDRAW' ? 'accounts.fund.withdrawTitle' : 'accounts.fund.rechargeTitle')}
      footer={null}
      width={560}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <FundForm kind={kind} onClose={onClose} />
    </Modal>
  );
}

function FundForm({ kind, onClose }: { kind: FundKind; onClose: () => void }) {
  const { t } = useTranslation();
  const [clientKey] = useState(() => newFormId());
  const [form] = Form.useForm<Values>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState('');
  const info = useAccountInfo(kind === 'WITHDRAW');
  const banks = useBankList(kind === 'RECHARGE');
  const prompt = useRechargePrompt(kind === 'RECHARGE');
  const sms = useSendFundSms();
  const order = useFundOrder();
  const [done, setDone] = useState<{
    order_no: string;
    amount: number;
    status: string;
    created_at: string;
  } | null>(null);

  const account =
    kind === 'WITHDRAW'
      ? info.data?.settle_account
      : banks.data?.banks[0]
        ? {
            bank_name: banks.data.banks[0].bank_name,
            account_no: banks.data.banks[0].account_no,
            account_name: '',
          }
        : null;

  async function sendCode() {
    const r = await sms.mutateAsync(kind);
    if (r.ok) {
      setSent(r.data.sent_to);
      setErrors((e) => ({ ...e, sms_code: undefined }));
    } else setErrors((e) => ({ ...e, sms_code: r.message }));
  }

  async function submit(v: Values) {
    const amount = v.amount.trim();
    const parsed = parseAmountInput(amount);
    if (!parsed.ok) {
      setErrors({ amount: t('accounts.fund.badAmount') });
      return;
    }
    setErrors({});
    const common = {
      amount,
      pay_password: v.pay_password,
      sms_code: v.sms_code.trim(),
      client_key: clientKey,
    };
    const r =
      kind === 'WITHDRAW'
        ? await order.mutateAsync({ kind, body: common })
        : await order.mutateAsync({
            kind,
            body: { ...common, bank_code: banks.data?.banks[0]?.bank_code ?? '' },
          });
    if (r.ok) setDone(r.data);
    else setErrors({ [fieldOf(r.code)]: r.message });
  }

  if (done) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert
          type="success"
          showIcon
          title={t('accounts.fund.accepted')}
          description={t('accounts.fund.acceptedHint')}
        />
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'no', label: t('accounts.fund.orderNo'), children: done.order_no },
            { key: 'amount', label: t('accounts.c.amount'), children: mop(done.amount) },
            {
              key: 'status',
              label: t('accounts.fund.status'),
              children: <StatusTag labels={fundOrderStatusLabels(kind)} value={done.status} />,
            },
            { key: 'at', label: t('accounts.fund.createdAt'), children: formatTime14(done.created_at) },
          ]}
        />
        <DialogFooter>
          <Button type="primary" onClick={onClose}>
            {t('accounts.fund.close')}
          </Button>
        </DialogFooter>
      </Space>
    );
  }

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
      {kind === 'WITHDRAW' && info.data ? (
        <Typography.Paragraph>
          {t('accounts.fund.availableNow')}: <strong>{mop(info.data.available)}</strong>
        </Typography.Paragraph>
      ) : null}
      {kind === 'RECHARGE' && prompt.data ? (
        <Alert type="info" showIcon title={prompt.data.prompt} style={{ marginBottom: 16 }} />
      ) : null}
      {account ? (
        <Typography.Paragraph type="secondary">
          {t(kind === 'WITHDRAW' ? 'accounts.fund.toAccount' : 'accounts.fund.fromAccount')}:{' '}
          {account.bank_name} <span style={{ fontFamily: 'monospace' }}>{account.account_no}</span>
        </Typography.Paragraph>
      ) : null}
      <Form.Item
        name="amount"
        label={t('accounts.fund.amount')}
        rules={[{ required: true, message: t('accounts.fund.amountRequired') }]}
        validateStatus={errors.amount ? 'error' : undefined}
        help={errors.amount}
      >
        <UnitInput inputMode="decimal" unit="MOP" side="after" autoComplete="off" maxLength={16} />
      </Form.Item>
      <Form.Item
        name="pay_password"
        label={t('accounts.fund.payPassword')}
        rules={[{ required: true, message: t('accounts.fund.payPasswordRequired') }]}
        validateStatus={errors.pay_password ? 'error' : undefined}
        help={errors.pay_password}
      >
        <PayPasswordInput />
      </Form.Item>
      <Form.Item
        label={t('accounts.fund.smsCode')}
        required
        validateStatus={errors.sms_code ? 'error' : undefined}
        help={errors.sms_code ?? (sent ? t('accounts.fund.sentTo', { to: sent }) : undefined)}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="sms_code"
            noStyle
            rules={[{ required: true, message: t('accounts.fund.smsRequired') }]}
          >
            <Input
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              aria-label={t('accounts.fund.smsCode')}
            />
          </Form.Item>
          <Button onClick={() => void sendCode()} loading={sms.isPending}>
            {t('accounts.fund.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {errors.form ? <Alert type="error" showIcon title={errors.form} style={{ marginBottom: 16 }} /> : null}
      <DialogFooter>
        <Button onClick={onClose}>{t('accounts.fund.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={order.isPending}>
          {t(kind === 'WITHDRAW' ? 'accounts.fund.submitWithdraw' : 'accounts.fund.submitRecharge')}
        </Button>
      </DialogFooter>
    </Form>
  );
}
