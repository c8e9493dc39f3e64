import './messages.ts';
import { Alert, Form, Input, Modal, Radio, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitInput } from '../../ui/UnitInput.tsx';
import { saveOrder, type TradeOrder } from './api.ts';

interface Values {
  kind: 'GOODS' | 'SERVICE';
  contract_no?: string;
  goods_amount?: string;
  logistics_amount?: string;
  amount?: string;
  shipped?: boolean;
  carrier?: string;
  tracking_no?: string;
  ship_date?: string;
}

/**
 * A trade order (contract, goods, logistics): goods + logistics make the order's amount, shipped goods
 * name a carrier and tracking number, unshipped ones a date within 90 days, services a contract. The
 * server checks each rule and its refusal shows beside the field it names.
 */
export function OrderDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (o: TradeOrder) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const kind = Form.useWatch('kind', form) ?? 'GOODS';
  const shipped = Form.useWatch('shipped', form) ?? false;

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setRefusal('');
    try {
      const goods = (v.goods_amount ?? '').trim() || '0';
      const logistics = (v.logistics_amount ?? '').trim() || '0';
      const amount =
        kind === 'GOODS'
          ? ((Number(goods) || 0) + (Number(logistics) || 0)).toFixed(2)
          : (v.amount ?? '').trim();
      const r = await saveOrder({
        kind,
        contract_no: (v.contract_no ?? '').trim(),
        amount,
        goods_amount: kind === 'GOODS' ? goods : '0',
        logistics_amount: kind === 'GOODS' ? logistics : '0',
        shipped: kind === 'GOODS' && !!v.shipped,
        carrier: (v.carrier ?? '').trim(),
        tracking_no: (v.tracking_no ?? '').trim(),
        ship_date: (v.ship_date ?? '').replaceAll('-', ''),
      } as never);
      if (!r.ok) {
        setRefusal(r.message);
        return;
      }
      form.resetFields();
      onSaved(r.data);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('crossborder.addOrder')}
      okText={t('crossborder.saveOrder')}
      cancelText={t('crossborder.close')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'GOODS', shipped: false }}>
        <Form.Item name="kind" label={t('crossborder.transType')}>
          <Radio.Group
            options={[
              { value: 'GOODS', label: t('crossborder.transTypes.GOODS') },
              { value: 'SERVICE', label: t('crossborder.transTypes.SERVICE') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="contract_no"
          label={t('crossborder.contractNo')}
          rules={kind === 'SERVICE' ? [{ required: true, message: t('crossborder.required') }] : []}
        >
          <Input maxLength={40} />
        </Form.Item>
        {kind === 'GOODS' ? (
          <>
            <Form.Item
              name="goods_amount"
              label={t('crossborder.goodsAmount')}
              rules={[{ required: true, message: t('crossborder.required') }]}
            >
              <UnitInput inputMode="decimal" unit="MOP" maxLength={24} />
            </Form.Item>
            <Form.Item name="logistics_amount" label={t('crossborder.logisticsAmount')}>
              <UnitInput inputMode="decimal" unit="MOP" maxLength={24} />
            </Form.Item>
            <Form.Item name="shipped" label={t('crossborder.shipped')} valuePropName="checked">
              <Switch />
            </Form.Item>
            {shipped ? (
              <>
                <Form.Item
                  name="carrier"
                  label={t('crossborder.carrier')}
                  rules={[{ required: true, message: t('crossborder.required') }]}
                >
                  <Input maxLength={40} />
                </Form.Item>
                <Form.Item
                  name="tracking_no"
                  label={t('crossborder.trackingNo')}
                  rules={[{ required: true, message: t('crossborder.required') }]}
                >
                  <Input maxLength={40} />
                </Form.Item>
              </>
            ) : (
              <Form.Item
                name="ship_date"
                label={t('crossborder.shipDate')}
                extra={t('crossborder.shipDateHelp')}
                rules={[{ required: true, message: t('crossborder.required') }]}
              >
                <Input type="date" />
              </Form.Item>
            )}
          </>
        ) : (
          <Form.Item
            name="amount"
            label={t('crossborder.orderAmount')}
            rules={[{ required: true, message: t('crossborder.required') }]}
          >
            <UnitInput inputMode="decimal" unit="MOP" maxLength={24} />
          </Form.Item>
        )}
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Form>
    </Modal>
  );
}
