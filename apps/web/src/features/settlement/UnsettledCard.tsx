import '../../ui/list/messages.ts';
import './messages.ts';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { count, formatDate, money } from '../../ui/list/format.ts';
import { useUnsettled } from './api.ts';

/** Business done but not yet in a settlement: what the next settlements will pay out. */
export function UnsettledCard({ merNo }: { merNo: string }) {
  const { t } = useTranslation();
  const q = useUnsettled(merNo);
  const d = q.data;
  const range = d?.from_date
    ? d.from_date === d.to_date
      ? formatDate(d.from_date)
      : `${formatDate(d.from_date)} ~ ${formatDate(d.to_date)}`
    : '';
  const figure = (label: string, value: string) => (
    <Statistic
      title={label}
      value={value}
      styles={{ content: { fontSize: 20, fontWeight: 600, fontVariantNumeric: 'tabular-nums' } }}
    />
  );
  return (
    <Card
      variant="borderless"
      loading={q.isPending}
      title={
        <span>
          <ClockCircleOutlined style={{ color: '#d48806', marginRight: 8 }} />
          {t('money.settle.unsettled')}
        </span>
      }
      extra={
        <Typography.Text type="secondary">
          {range ? t('money.settle.unsettledRange', { range }) : t('money.settle.nothingUnsettled')}
        </Typography.Text>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={12} md={8} xl={4}>
          {figure(t('money.t.txnCount'), count(d?.txn_count ?? 0))}
        </Col>
        <Col xs={12} md={8} xl={4}>
          {figure(`${t('money.t.amount')} (MOP)`, money(d?.amount ?? 0))}
        </Col>
        <Col xs={12} md={8} xl={4}>
          {figure(`${t('money.t.discount')} (MOP)`, money(d?.discount_amount ?? 0))}
        </Col>
        <Col xs={12} md={8} xl={4}>
          {figure(`${t('money.t.fee')} (MOP)`, money(d?.fee ?? 0))}
        </Col>
        <Col xs={12} md={8} xl={4}>
          {figure(`${t('money.t.refundAmount')} (MOP)`, money(d?.refund_amount ?? 0))}
        </Col>
        <Col xs={12} md={8} xl={4}>
          {figure(`${t('money.settle.toSettle')} (MOP)`, money(d?.net_amount ?? 0))}
        </Col>
      </Row>
    </Card>
  );
}
