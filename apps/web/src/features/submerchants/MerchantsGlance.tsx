import './messages.ts';
import type { HomeStatisticsResT } from '@mp/core/schemas/dashboard';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberColumn } from '../../ui/list/columns.tsx';
import { count, money } from '../../ui/list/format.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';

type Top = HomeStatisticsResT['top_merchants'][number];

/**
 * A provider's or group's home figures of its merchants (issue 13): how many by status, how many had
 * business in the week, and the five with the most.
 */
export function MerchantsGlance({ d }: { d: HomeStatisticsResT }) {
  const { t } = useTranslation();
  const s = d.merchant_status;
  const figures = [
    { key: 'normal', value: s.normal },
    { key: 'frozen', value: s.frozen },
    { key: 'closed', value: s.closed },
    { key: 'active', value: d.active_merchant_count },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="dash-merchants">
      <Col xs={24} xl={10}>
        <Card variant="borderless" title={t('submerchants.glance')} style={{ height: '100%' }}>
          <Row gutter={[16, 16]}>
            {figures.map((f) => (
              <Col key={f.key} xs={12}>
                <Statistic title={t(`submerchants.${f.key}`)} value={count(f.value)} />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card variant="borderless" title={t('submerchants.top')} style={{ height: '100%' }}>
          {d.top_merchants.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('submerchants.noTop')} />
          ) : (
            <RowsTable<Top>
              label={t('submerchants.top')}
              rowKey="mer_no"
              size="small"
              rows={d.top_merchants}
              columns={[
                { key: 'rank', title: t('submerchants.rank'), render: (_, _r, i) => i + 1, width: 64 },
                {
                  key: 'merchant',
                  title: t('submerchants.merName'),
                  render: (_, r) => `${r.mer_name} (${r.mer_no})`,
                },
                numberColumn('count', t('submerchants.count'), (r) => count(r.count)),
                numberColumn('amount', t('submerchants.amount'), (r) => money(r.amount)),
              ]}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
