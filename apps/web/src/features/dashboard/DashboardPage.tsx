import './messages.ts';
import {
  AccountBookOutlined,
  BankOutlined,
  DollarOutlined,
  PercentageOutlined,
  RightOutlined,
  RollbackOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import type { PageId } from '@mp/core/routes';
import type { HomeStatisticsResT } from '@mp/core/schemas/dashboard';
import { SETTLEMENT_STATUS } from '@mp/core/statuses';
import { Card, Col, Empty, Row, Segmented, Skeleton, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { LOCAL, readLocal } from '../../storage/browserStorage.ts';
import { areaOfRoute } from '../../ui/list/area.ts';
import { count, formatDate, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { PALETTE } from '../../ui/theme.ts';
import { HomeRestriction } from '../inspection/index.ts';
import { MerchantsGlance } from '../submerchants/index.ts';
import { useHomeStatistics } from './api.ts';
import { SevenDayChart } from './SevenDayChart.tsx';

/** The currency before a figure, smaller and grey. */
function Unit({ children }: { children: ReactNode }) {
  return (
    <span style={{ fontSize: 14, fontWeight: 500, color: PALETTE.textMuted, marginRight: 6 }}>
      {children}
    </span>
  );
}

type FigureProps = {
  icon: ReactNode;
  color: string;
  label: string;
  value: string;
  unit?: string;
  note?: ReactNode;
  testId: string;
};

function Figure({ icon, color, label, value, unit, note, testId }: FigureProps) {
  return (
    <Card variant="borderless" style={{ height: '100%' }} styles={{ body: { padding: '18px 20px' } }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 8 }}>
        <span
          style={{
            width: 32,
            height: 32,
            borderRadius: 8,
            display: 'grid',
            placeItems: 'center',
            background: `${color}14`,
            color,
            fontSize: 16,
          }}
        >
          {icon}
        </span>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </div>
      <div
        data-testid={testId}
        style={{
          fontSize: 24,
          fontWeight: 600,
          color: '#0f2747',
          fontVariantNumeric: 'tabular-nums',
          lineHeight: 1.3,
        }}
      >
        {unit ? <Unit>{unit}</Unit> : null}
        {value}
      </div>
      {note ? <div style={{ marginTop: 4, fontSize: 12.5, color: PALETTE.textMuted }}>{note}</div> : null}
    </Card>
  );
}

/** Yesterday's five figures, each with today's or a related one under it; `xl` is its column's width. */
function figuresOf(d: HomeStatisticsResT, t: TFunction): (FigureProps & { xl: number })[] {
  const y = d.yesterday_totals;
  return [
    {
      testId: 'dash-count',
      xl: 4,
      icon: <TransactionOutlined />,
      color: '#1d5bbf',
      label: t('money.dash.yCount'),
      value: count(y.count),
      note: t('money.dash.todaySoFar', { n: count(d.today_totals.count) }),
    },
    {
      testId: 'dash-amount',
      xl: 5,
      icon: <DollarOutlined />,
      color: '#2ba245',
      label: t('money.dash.yAmount'),
      unit: 'MOP',
      value: money(y.amount),
      note: t('money.dash.todayAmount', { amount: money(d.today_totals.amount) }),
    },
    {
      testId: 'dash-net',
      xl: 5,
      icon: <AccountBookOutlined />,
      color: '#0f2747',
      label: t('money.dash.yNet'),
      unit: 'MOP',
      value: money(y.net_amount),
      note: t('money.dash.discount', { amount: money(y.discount_amount) }),
    },
    {
      testId: 'dash-fee',
      xl: 5,
      icon: <PercentageOutlined />,
      color: '#d48806',
      label: t('money.dash.yFee'),
      unit: 'MOP',
      value: money(y.fee),
    },
    {
      testId: 'dash-refund',
      xl: 5,
      icon: <RollbackOutlined />,
      color: '#d4380d',
      label: t('money.dash.yRefund'),
      unit: 'MOP',
      value: money(y.refund_amount),
      note: t('money.dash.refundCount', { n: count(y.refund_count) }),
    },
  ];
}

/**
 * The home page of each area (spec point 1): yesterday's business for the merchant, the operator's
 * stores, or the provider's / group's merchants; the latest settlement; seven days by payment type.
 */
export default function DashboardPage({ route }: PageProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const area = areaOfRoute(route);
  const q = useHomeStatistics(area);
  const [metric, setMetric] = useState<'amount' | 'count'>('amount');
  const name = readLocal(LOCAL.operName) ?? '';
  const d = q.data;

  const shortcuts: { page: PageId; label: string }[] = [
    { page: 'transactions.collections', label: 'money.dash.toCollections' },
    { page: 'refunds.list', label: 'money.dash.toRefunds' },
    { page: 'settlement.list', label: 'money.dash.toSettlements' },
    { page: 'bills.download', label: 'money.dash.toBills' },
  ];
  const links = shortcuts
    .map((l) => ({ ...l, path: access.pathTo(l.page, area) }))
    .filter((l): l is typeof l & { path: string } => l.path !== null);

  const scope = d
    ? d.scope === 'stores'
      ? t('money.dash.scopeStores', { stores: d.store_count })
      : d.scope === 'merchant'
        ? t('money.dash.scopeMerchant', { stores: d.store_count })
        : t('money.dash.scopeMany', { merchants: d.merchant_count, stores: d.store_count })
    : '';

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, paddingBottom: 24 }}>
      <HomeRestriction area={area} />
      <Card variant="borderless" styles={{ body: { padding: '18px 24px' } }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
          <div style={{ flex: 1, minWidth: 260 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('money.dash.greeting', { name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {d ? t('money.dash.subtitle', { date: formatDate(d.yesterday), scope }) : ' '}
            </Typography.Text>
          </div>
          <Space wrap>
            {links.map((l) => (
              <Link key={l.path} to={l.path}>
                {t(l.label)} <RightOutlined style={{ fontSize: 10 }} />
              </Link>
            ))}
          </Space>
        </div>
      </Card>

      {q.isPending ? (
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : !d ? (
        <Card variant="borderless">
          <Empty description={t('money.dash.unavailable')} />
        </Card>
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {figuresOf(d, t).map(({ xl, ...f }) => (
              <Col key={f.testId} xs={24} sm={12} xl={xl}>
                <Figure {...f} />
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={17}>
              <Card
                variant="borderless"
                title={t('money.dash.sevenDays')}
                extra={
                  <Segmented
                    value={metric}
                    onChange={(v) => setMetric(v as 'amount' | 'count')}
                    options={[
                      { value: 'amount', label: t('money.dash.byAmount') },
                      { value: 'count', label: t('money.dash.byCount') },
                    ]}
                  />
                }
              >
                <SevenDayChart days={d.seven_days} metric={metric} />
              </Card>
            </Col>
            <Col xs={24} xl={7}>
              <Card variant="borderless" title={t('money.dash.latestSettlement')} style={{ height: '100%' }}>
                {d.latest_settlement.settle_date ? (
                  <div data-testid="dash-settlement">
                    <Space style={{ marginBottom: 6 }}>
                      <BankOutlined style={{ color: '#1d5bbf' }} />
                      <Typography.Text type="secondary">
                        {formatDate(d.latest_settlement.settle_date)}
                      </Typography.Text>
                      {d.latest_settlement.status ? (
                        <StatusTag labels={SETTLEMENT_STATUS} value={d.latest_settlement.status} />
                      ) : null}
                    </Space>
                    <div
                      style={{
                        fontSize: 26,
                        fontWeight: 600,
                        color: '#0f2747',
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      <Unit>MOP</Unit>
                      {money(d.latest_settlement.net_amount)}
                    </div>
                    <Typography.Text type="secondary">
                      {d.scope === 'service' || d.scope === 'group'
                        ? t('money.dash.settledMerchants', { n: d.latest_settlement.count })
                        : t('money.dash.settleNet')}
                    </Typography.Text>
                  </div>
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('money.dash.noSettlement')} />
                )}
              </Card>
            </Col>
          </Row>
          {d.scope === 'service' || d.scope === 'group' ? <MerchantsGlance d={d} /> : null}
        </>
      )}
    </div>
  );
}
