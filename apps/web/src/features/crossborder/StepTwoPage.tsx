import './messages.ts';
import {
  Alert,
  Button,
  Card,
  Form,
  Grid,
  Input,
  InputNumber,
  Radio,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { TableCards } from '../../ui/admin/TableCards.tsx';
import { money } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { type TradeOrder, useOrders } from './api.ts';
import { ContractOrderDrawer } from './ContractOrderDrawer.tsx';
import { EvidenceFiles, OrderUpload } from './EvidenceFiles.tsx';
import { OrderDialog } from './OrderDialog.tsx';
import { STEP_ONE_PATH, STEP_THREE_PATH } from './paths.ts';
import { NoDraft, QuoteSummary, StepsBar, useSecondsLeft, useStepDraft } from './Wizard.tsx';

/** Transfers from this amount (MOP cents) need trade orders covering them (the server's rule, XBR10006). */
const DOCS_FROM = 5_000_000;

/** stepTwo: what the transfer pays for (trade type, goods or service, purpose, message) and its trade orders. */
export default function StepTwoPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, update } = useStepDraft();
  const left = useSecondsLeft(draft);
  const orders = useOrders();
  const phone = Grid.useBreakpoint().md === false;
  const [adding, setAdding] = useState(false);
  /** The contract order open in the drawer: null closed, '' a new one. */
  const [contract, setContract] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  if (!draft?.quote) {
    return (
      <AdminPage route={route} back={STEP_ONE_PATH}>
        <NoDraft />
      </AdminPage>
    );
  }
  const q = draft.quote;
  const covered = draft.orders.reduce((s, o) => s + o.amount, 0);
  const needsDocs = q.pay_amount >= DOCS_FROM;
  const ordersShort = draft.orders.length > 0 || needsDocs ? covered < q.pay_amount : false;
  const missing = {
    goodsName: draft.goodsName.trim() === '',
    purpose: draft.purpose.trim() === '',
  };
  const blocked = missing.goodsName || missing.purpose || ordersShort || left === 0;
  const back = () => navigate(`${STEP_ONE_PATH}?formId=${draft.formId}`);
  const next = () => {
    setTried(true);
    if (!blocked) navigate(`${STEP_THREE_PATH}?formId=${draft.formId}`);
  };
  const amountOf = (no: string) => draft.orders.find((o) => o.order_no === no)?.amount;
  const setAmount = (no: string, amount: number | null) => {
    const rest = draft.orders.filter((o) => o.order_no !== no);
    update({ orders: amount && amount > 0 ? [...rest, { order_no: no, amount }] : rest });
  };

  const orderColumns: TableColumnsType<TradeOrder> = [
    { key: 'no', title: t('crossborder.orderNo'), dataIndex: 'order_no' },
    {
      key: 'contract',
      title: t('crossborder.contractNo'),
      render: (_, o) => o.contract_no || '—',
    },
    {
      key: 'amount',
      title: t('crossborder.orderAmount'),
      render: (_, o) => (
        <Space size={4} wrap>
          {`MOP ${money(o.amount)}`}
          {o.balanced ? null : <Tag color="warning">{t('crossborder.unbalancedTag')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'left',
      title: t('crossborder.orderLeft'),
      render: (_, o) => `MOP ${money(o.remaining)}`,
    },
    {
      key: 'files',
      title: t('crossborder.orderFiles'),
      render: (_, o) => (
        <Space>
          <OrderUpload orderNo={o.order_no} />
          <Button
            size="small"
            aria-label={t('crossborder.contractOrderOpenOf', { no: o.order_no })}
            onClick={() => setContract(o.order_no)}
          >
            {t('crossborder.contractOrderOpen')}
          </Button>
        </Space>
      ),
    },
    {
      key: 'use',
      title: t('crossborder.orderUse'),
      render: (_, o) => (
        <InputNumber<number>
          aria-label={t('crossborder.orderUseOf', { no: o.order_no })}
          min={0}
          max={o.remaining / 100}
          precision={2}
          disabled={o.remaining === 0 || !o.balanced}
          value={amountOf(o.order_no) === undefined ? null : (amountOf(o.order_no) ?? 0) / 100}
          onChange={(v) => setAmount(o.order_no, v === null ? null : Math.round(v * 100))}
        />
      ),
    },
  ];

  return (
    <AdminPage route={route} intro={t('crossborder.stepTwoIntro')} back={STEP_ONE_PATH}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <StepsBar current={1} />
        <QuoteSummary draft={draft} left={left} />
        <Card title={t('crossborder.tradeDetails')}>
          <Form layout="vertical" style={{ maxWidth: 560 }}>
            <Form.Item label={t('crossborder.transType')} required>
              <Radio.Group
                value={draft.transType}
                onChange={(e) => update({ transType: e.target.value })}
                options={[
                  { value: 'GOODS', label: t('crossborder.transTypes.GOODS') },
                  { value: 'SERVICE', label: t('crossborder.transTypes.SERVICE') },
                ]}
              />
            </Form.Item>
            <Form.Item
              label={t('crossborder.goodsName')}
              required
              htmlFor="xfer-goods"
              validateStatus={tried && missing.goodsName ? 'error' : undefined}
              help={tried && missing.goodsName ? t('crossborder.required') : undefined}
            >
              <Input
                id="xfer-goods"
                maxLength={80}
                value={draft.goodsName}
                onChange={(e) => update({ goodsName: e.target.value })}
              />
            </Form.Item>
            <Form.Item
              label={t('crossborder.purpose')}
              required
              htmlFor="xfer-purpose"
              validateStatus={tried && missing.purpose ? 'error' : undefined}
              help={tried && missing.purpose ? t('crossborder.required') : t('crossborder.purposeHelp')}
            >
              <Input
                id="xfer-purpose"
                maxLength={80}
                value={draft.purpose}
                onChange={(e) => update({ purpose: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('crossborder.remark')} htmlFor="xfer-remark">
              <Input.TextArea
                id="xfer-remark"
                maxLength={140}
                rows={2}
                value={draft.remark}
                onChange={(e) => update({ remark: e.target.value })}
              />
            </Form.Item>
          </Form>
        </Card>
        <Card
          title={t('crossborder.evidence')}
          extra={
            <Space wrap>
              <Button onClick={() => setContract('')}>{t('crossborder.contractOrderNew')}</Button>
              <Button onClick={() => setAdding(true)}>{t('crossborder.addOrder')}</Button>
            </Space>
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {needsDocs ? t('crossborder.evidenceNeeded') : t('crossborder.evidenceOptional')}
            </Typography.Text>
            {phone ? (
              <TableCards<TradeOrder>
                rows={orders.data?.rows ?? []}
                columns={orderColumns}
                rowKey="order_no"
                loading={orders.isLoading}
                empty={t('crossborder.noOrders')}
              />
            ) : (
              <Table<TradeOrder>
                size="small"
                rowKey="order_no"
                loading={orders.isLoading}
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={orders.data?.rows ?? []}
                locale={{ emptyText: t('crossborder.noOrders') }}
                columns={orderColumns}
              />
            )}
            {draft.orders.length > 0 || needsDocs ? (
              <Typography.Text type={ordersShort ? 'danger' : 'success'}>
                {t('crossborder.covered', { covered: money(covered), needed: money(q.pay_amount) })}
              </Typography.Text>
            ) : null}
          </Space>
        </Card>
        <EvidenceFiles formId={draft.formId} />
        {tried && blocked ? (
          <Alert
            type="error"
            showIcon
            title={left === 0 ? t('crossborder.quoteExpiredBack') : t('crossborder.fixAbove')}
          />
        ) : null}
        <Space wrap>
          <Button onClick={back}>{t('crossborder.previous')}</Button>
          <Button type="primary" disabled={left === 0} onClick={next}>
            {t('crossborder.next')}
          </Button>
        </Space>
      </Space>
      <ContractOrderDrawer
        open={contract !== null}
        orderNo={contract ?? ''}
        onClose={() => setContract(null)}
        onChanged={() => void orders.refetch()}
      />
      <OrderDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(o) => {
          setAdding(false);
          void orders.refetch();
          const want = Math.min(o.remaining, Math.max(0, q.pay_amount - covered));
          if (want > 0) setAmount(o.order_no, want);
        }}
      />
    </AdminPage>
  );
}
