import './messages.ts';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPayee, type Payee, verifyPayee } from './api.ts';

const CURRENCIES = ['CNY', 'HKD', 'USD', 'EUR', 'JPY', 'GBP'] as const;
/** The country a currency's payees are usually in (the person may change it). */
const HOME: Record<(typeof CURRENCIES)[number], string> = {
  CNY: 'CN',
  HKD: 'HK',
  USD: 'US',
  EUR: 'DE',
  JPY: 'JP',
  GBP: 'GB',
};

interface Values {
  name: string;
  account_no: string;
  bank_code: string;
  bank_name?: string;
  currency: (typeof CURRENCIES)[number];
  country: string;
}

/**
 * Adds a payee and checks its name against the bank's record at once: VERIFIED payees can be paid, a
 * MISMATCH says why (a CNY payee is named in Chinese characters) and the person corrects and tries again.
 */
export function PayeeDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (p: Payee) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setRefusal('');
    try {
      const added = await addPayee({
        name: v.name.trim(),
        account_no: v.account_no.trim(),
        bank_code: v.bank_code.trim(),
        bank_name: (v.bank_name ?? '').trim(),
        currency: v.currency,
        country: v.country.trim().toUpperCase(),
      });
      if (!added.ok) {
        setRefusal(added.message);
        return;
      }
      const checked = await verifyPayee(added.data.payee_id);
      if (!checked.ok) {
        setRefusal(checked.message);
        return;
      }
      if (checked.data.status !== 'VERIFIED') {
        setRefusal(t('crossborder.payeeMismatch'));
        onDone(checked.data);
        return;
      }
      form.resetFields();
      onDone(checked.data);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('crossborder.addPayee')}
      okText={t('crossborder.addAndVerify')}
      cancelText={t('crossborder.close')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => {
        setRefusal('');
        onClose();
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ currency: 'CNY', country: 'CN' }}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.currency) form.setFieldValue('country', HOME[changed.currency]);
        }}
      >
        <Form.Item name="currency" label={t('crossborder.currency')}>
          <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('crossborder.payeeName')}
          extra={t('crossborder.payeeNameHelp')}
          rules={[{ required: true, message: t('crossborder.required') }]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          name="account_no"
          label={t('crossborder.payeeAccount')}
          rules={[{ required: true, message: t('crossborder.required') }]}
        >
          <Input maxLength={34} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="bank_code"
          label={t('crossborder.bankCode')}
          extra={t('crossborder.bankCodeHelp')}
          rules={[{ required: true, message: t('crossborder.required') }]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="bank_name" label={t('crossborder.payeeBank')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          name="country"
          label={t('crossborder.country')}
          rules={[{ required: true, pattern: /^[A-Za-z]{2}$/, message: t('crossborder.countryHelp') }]}
        >
          <Input maxLength={2} style={{ width: 100 }} />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Form>
    </Modal>
  );
}
