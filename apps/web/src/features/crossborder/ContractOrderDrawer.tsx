import './messages.ts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { parseAmountInput } from '@mp/core/money';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { money } from '../../ui/list/format.ts';
import { UnitInput } from '../../ui/UnitInput.tsx';
import {
  type ContractOrder,
  submitContractOrder,
  submitGoodsLines,
  submitLogisticsLines,
  type TradeOrder,
  useContractOrder,
} from './api.ts';
import { EvidenceFiles, OrderUpload } from './EvidenceFiles.tsx';

export interface GoodsDraft {
  name: string;
  quantity: number;
  amount: string;
}
export interface LogisticsDraft {
  shipped: boolean;
  carrier: string;
  tracking_no: string;
  /** yyyy-mm-dd as the date input gives it. */
  ship_date: string;
  amount: string;
}

/** What a line's amount text is in cents; null when it is not an amount (the server refuses it too). */
export function centsOf(text: string): number | null {
  const r = parseAmountInput(text.trim());
  return r.ok ? Number(r.cents) : null;
}

/**
 * The running sum of a contract order's lines against its amount (cents): balanced within 1 cent, as the
 * server decides (docs/decisions.md, contract orders). `bad` is the first line (1-based) whose amount does
 * not parse, 0 when none.
 */
export function linesSum(amount: number, goods: readonly GoodsDraft[], logistics: readonly LogisticsDraft[]) {
  let bad = 0;
  const add = (lines: readonly { amount: string }[], offset: number) =>
    lines.reduce((s, l, i) => {
      const c = centsOf(l.amount);
      if (c === null && !bad) bad = offset + i + 1;
      return s + (c ?? 0);
    }, 0);
  const g = add(goods, 0);
  const l = add(logistics, goods.length);
  const sum = g + l;
  return {
    goods: g,
    logistics: l,
    sum,
    diff: Math.abs(amount - sum),
    balanced: Math.abs(amount - sum) <= 1,
    bad,
  };
}

const toDraft = (o: ContractOrder) => ({
  goods: o.goods.map((g) => ({ name: g.name, quantity: g.quantity, amount: (g.amount / 100).toFixed(2) })),
  logistics: o.logistics.map((l) => ({
    shipped: l.shipped,
    carrier: l.carrier,
    tracking_no: l.tracking_no,
    ship_date: l.ship_date
      ? `${l.ship_date.slice(0, 4)}-${l.ship_date.slice(4, 6)}-${l.ship_date.slice(6, 8)}`
      : '',
    amount: (l.amount / 100).toFixed(2),
  })),
});

/**
 * A contract order (issue 26 point 6; spec point 7's contract/order/info/submit, goods/ and
 * logistics/info/submit, order/query/contractOrder): its header first, then its goods and logistics lines
 * with the running sum against the order's amount, and the order's files (listed and uploaded before a
 * transfer uses it). `orderNo` '' opens a new one. The server's refusals show in the drawer.
 */
export function ContractOrderDrawer({
  open,
  orderNo,
  onClose,
  onChanged,
}: {
  open: boolean;
  orderNo: string;
  onClose: () => void;
  onChanged: (o: TradeOrder) => void;
}) {
  const { t } = useTranslation();
  const [created, setCreated] = useState('');
  const no = orderNo || created;
  const q = useContractOrder(open ? no : '');
  useEffect(() => {
    if (!open) setCreated('');
  }, [open]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={no ? `${t('crossborder.contractOrder')} ${no}` : t('crossborder.contractOrderNew')}
      size="large"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
    >
      {!no ? (
        <HeaderForm
          onCreated={(o) => {
            setCreated(o.order_no);
            onChanged(o);
          }}
        />
      ) : !q.data ? (
        <Skeleton active />
      ) : (
        <OrderLines
          key={q.data.order_no}
          order={q.data}
          onSaved={async () => {
            const r = await q.refetch();
            if (r.data) onChanged(r.data);
          }}
        />
      )}
    </Drawer>
  );
}

function HeaderForm({ onCreated }: { onCreated: (o: TradeOrder) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{
    kind: 'GOODS' | 'SERVICE';
    contract_no: string;
    counterparty: string;
    amount: string;
  }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setRefusal('');
    try {
      const r = await submitContractOrder({
        kind: v.kind,
        contract_no: v.contract_no.trim(),
        counterparty: v.counterparty.trim(),
        amount: v.amount.trim(),
      });
      if (r.ok) onCreated(r.data);
      else setRefusal(r.message);
    } finally {
      setBusy(false);
    }
  };
  const required = [{ required: true, whitespace: true, message: t('crossborder.required') }];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('crossborder.contractOrderIntro')}</Typography.Text>
      <Form form={form} layout="vertical" initialValues={{ kind: 'GOODS' }} style={{ maxWidth: 480 }}>
        <Form.Item name="kind" label={t('crossborder.transType')}>
          <Radio.Group
            options={[
              { value: 'GOODS', label: t('crossborder.transTypes.GOODS') },
              { value: 'SERVICE', label: t('crossborder.transTypes.SERVICE') },
            ]}
          />
        </Form.Item>
        <Form.Item name="contract_no" label={t('crossborder.contractNo')} rules={required}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="counterparty" label={t('crossborder.counterparty')} rules={required}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="amount" label={t('crossborder.orderAmount')} rules={required}>
          <UnitInput inputMode="decimal" unit="MOP" maxLength={24} />
        </Form.Item>
        {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} /> : null}
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('crossborder.openContract')}
        </Button>
      </Form>
    </Space>
  );
}

function OrderLines({ order, onSaved }: { order: ContractOrder; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const first = toDraft(order);
  const [goods, setGoods] = useState<GoodsDraft[]>(first.goods);
  const [logistics, setLogistics] = useState<LogisticsDraft[]>(first.logistics);
  const [dirty, setDirty] = useState({ goods: false, logistics: false });
  const [busy, setBusy] = useState<'' | 'goods' | 'logistics'>('');
  const [refusal, setRefusal] = useState('');
  const takesLines = order.origin === 'CONTRACT' && order.kind === 'GOODS';
  const fixed = order.remaining < order.amount;
  const s = linesSum(order.amount, goods, logistics);
  // The order as the server has it now (after a save, a refetch): a section without unsaved edits takes it;
  // one being edited keeps its lines, so saving the goods never wipes a logistics line being typed.
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  useEffect(() => {
    const now = toDraft(order);
    if (!dirtyNow.current.goods) setGoods(now.goods);
    if (!dirtyNow.current.logistics) setLogistics(now.logistics);
  }, [order]);

  const save = async (what: 'goods' | 'logistics') => {
    setBusy(what);
    setRefusal('');
    try {
      const r =
        what === 'goods'
          ? await submitGoodsLines({
              order_no: order.order_no,
              lines: goods.map((g) => ({
                name: g.name.trim(),
                quantity: g.quantity,
                amount: g.amount.trim(),
              })),
            })
          : await submitLogisticsLines({
              order_no: order.order_no,
              lines: logistics.map((l) => ({
                shipped: l.shipped,
                carrier: l.shipped ? l.carrier.trim() : '',
                tracking_no: l.shipped ? l.tracking_no.trim() : '',
                ship_date: l.shipped ? '' : l.ship_date.replaceAll('-', ''),
                amount: l.amount.trim(),
              })),
            });
      if (!r.ok) {
        setRefusal(r.message);
        return;
      }
      notifier().success(t('crossborder.linesSaved'));
      setDirty((d) => ({ ...d, [what]: false }));
      await onSaved();
    } finally {
      setBusy('');
    }
  };
  const setG = (i: number, p: Partial<GoodsDraft>) => {
    setGoods((g) => g.map((x, n) => (n === i ? { ...x, ...p } : x)));
    setDirty((d) => ({ ...d, goods: true }));
  };
  const setL = (i: number, p: Partial<LogisticsDraft>) => {
    setLogistics((l) => l.map((x, n) => (n === i ? { ...x, ...p } : x)));
    setDirty((d) => ({ ...d, logistics: true }));
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'contract', label: t('crossborder.contractNo'), children: order.contract_no || '—' },
          { key: 'party', label: t('crossborder.counterparty'), children: order.counterparty || '—' },
          {
            key: 'kind',
            label: t('crossborder.transType'),
            children: t(`crossborder.transTypes.${order.kind}`),
          },
          { key: 'amount', label: t('crossborder.orderAmount'), children: `MOP ${money(order.amount)}` },
          { key: 'left', label: t('crossborder.orderLeft'), children: `MOP ${money(order.remaining)}` },
        ]}
      />
      {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      {!takesLines ? (
        <Alert type="info" showIcon title={t('crossborder.noLines')} />
      ) : (
        <>
          {fixed ? <Alert type="info" showIcon title={t('crossborder.linesFixed')} /> : null}
          <div role="status" aria-live="polite">
            <Alert
              type={s.balanced && !s.bad ? 'success' : 'warning'}
              showIcon
              title={t('crossborder.linesSum', {
                goods: money(s.goods),
                logistics: money(s.logistics),
                sum: money(s.sum),
                amount: money(order.amount),
              })}
              description={
                s.bad
                  ? t('crossborder.badAmount', { n: s.bad })
                  : s.balanced
                    ? t('crossborder.balanced')
                    : t('crossborder.unbalanced', { diff: money(s.diff) })
              }
            />
          </div>
          <Card
            size="small"
            title={t('crossborder.goodsLines')}
            extra={
              dirty.goods ? (
                <Typography.Text type="warning">{t('crossborder.unsavedLines')}</Typography.Text>
              ) : null
            }
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              {goods.map((g, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own until saved
                <Space key={i} wrap align="end" data-line="goods">
                  <Input
                    aria-label={`${t('crossborder.lineName')} ${i + 1}`}
                    placeholder={t('crossborder.lineName')}
                    maxLength={80}
                    value={g.name}
                    onChange={(e) => setG(i, { name: e.target.value })}
                    style={{ width: 200 }}
                  />
                  <InputNumber<number>
                    aria-label={`${t('crossborder.lineQuantity')} ${i + 1}`}
                    placeholder={t('crossborder.lineQuantity')}
                    min={1}
                    max={1_000_000}
                    precision={0}
                    value={g.quantity}
                    onChange={(v) => setG(i, { quantity: v ?? 1 })}
                    style={{ width: 100 }}
                  />
                  <Input
                    aria-label={`${t('crossborder.lineAmount')} ${i + 1}`}
                    placeholder={t('crossborder.lineAmount')}
                    inputMode="decimal"
                    maxLength={24}
                    value={g.amount}
                    onChange={(e) => setG(i, { amount: e.target.value })}
                    style={{ width: 140 }}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`${t('crossborder.removeLine')} ${i + 1}`}
                    onClick={() => {
                      setGoods((x) => x.filter((_, n) => n !== i));
                      setDirty((d) => ({ ...d, goods: true }));
                    }}
                  />
                </Space>
              ))}
              <Space wrap>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fixed || goods.length >= 50}
                  onClick={() => {
                    setGoods((x) => [...x, { name: '', quantity: 1, amount: '' }]);
                    setDirty((d) => ({ ...d, goods: true }));
                  }}
                >
                  {t('crossborder.addLine')}
                </Button>
                <Button
                  type="primary"
                  loading={busy === 'goods'}
                  disabled={fixed || goods.length === 0}
                  onClick={() => void save('goods')}
                >
                  {t('crossborder.saveGoods')}
                </Button>
              </Space>
            </Space>
          </Card>
          <Card
            size="small"
            title={t('crossborder.logisticsLines')}
            extra={
              dirty.logistics ? (
                <Typography.Text type="warning">{t('crossborder.unsavedLines')}</Typography.Text>
              ) : null
            }
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              {logistics.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own until saved
                <Space key={i} wrap align="end" data-line="logistics">
                  <Switch
                    aria-label={`${t('crossborder.shipped')} ${i + 1}`}
                    checked={l.shipped}
                    checkedChildren={t('crossborder.shipped')}
                    unCheckedChildren={t('crossborder.shipDate')}
                    onChange={(v) => setL(i, { shipped: v })}
                  />
                  {l.shipped ? (
                    <>
                      <Input
                        aria-label={`${t('crossborder.carrier')} ${i + 1}`}
                        placeholder={t('crossborder.carrier')}
                        maxLength={40}
                        value={l.carrier}
                        onChange={(e) => setL(i, { carrier: e.target.value })}
                        style={{ width: 140 }}
                      />
                      <Input
                        aria-label={`${t('crossborder.trackingNo')} ${i + 1}`}
                        placeholder={t('crossborder.trackingNo')}
                        maxLength={40}
                        value={l.tracking_no}
                        onChange={(e) => setL(i, { tracking_no: e.target.value })}
                        style={{ width: 160 }}
                      />
                    </>
                  ) : (
                    <Input
                      type="date"
                      aria-label={`${t('crossborder.shipDate')} ${i + 1} (${t('crossborder.shipDateHelp')})`}
                      value={l.ship_date}
                      onChange={(e) => setL(i, { ship_date: e.target.value })}
                      style={{ width: 160 }}
                    />
                  )}
                  <Input
                    aria-label={`${t('crossborder.lineAmount')} ${goods.length + i + 1}`}
                    placeholder={t('crossborder.lineAmount')}
                    inputMode="decimal"
                    maxLength={24}
                    value={l.amount}
                    onChange={(e) => setL(i, { amount: e.target.value })}
                    style={{ width: 140 }}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`${t('crossborder.removeLine')} ${goods.length + i + 1}`}
                    onClick={() => {
                      setLogistics((x) => x.filter((_, n) => n !== i));
                      setDirty((d) => ({ ...d, logistics: true }));
                    }}
                  />
                </Space>
              ))}
              <Space wrap>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fixed || logistics.length >= 20}
                  onClick={() => {
                    setLogistics((x) => [
                      ...x,
                      { shipped: true, carrier: '', tracking_no: '', ship_date: '', amount: '' },
                    ]);
                    setDirty((d) => ({ ...d, logistics: true }));
                  }}
                >
                  {t('crossborder.addLine')}
                </Button>
                <Button
                  type="primary"
                  loading={busy === 'logistics'}
                  disabled={fixed || logistics.length === 0}
                  onClick={() => void save('logistics')}
                >
                  {t('crossborder.saveLogistics')}
                </Button>
              </Space>
            </Space>
          </Card>
        </>
      )}
      <Card
        size="small"
        title={t('crossborder.orderFilesTitle')}
        extra={<OrderUpload orderNo={order.order_no} onDone={onSaved} />}
      >
        <EvidenceFiles files={order.files} bare />
      </Card>
    </Space>
  );
}
