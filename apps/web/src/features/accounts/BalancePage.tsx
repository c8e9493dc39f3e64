import './messages.ts';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/page-props.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatTime14, money } from '../../ui/list/format.ts';
import { useBalance } from './api.ts';

/** balanceQuery (31): what the platform holds for the merchant, and where it is paid out. */
export default function BalancePage({ route }: PageProps) {
  const { t } = useTranslation();
  const q = useBalance();
  const b = q.data;
  const figures = b
    ? [
        { key: 'available', title: t('accounts.available'), value: b.available, strong: true },
        { key: 'frozen', title: t('accounts.frozen'), value: b.frozen, strong: false },
        { key: 'total', title: t('accounts.total'), value: b.total, strong: false },
      ]
    : [];
  return (
    <AdminPage
      route={route}
      intro={t('accounts.intro')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()} loading={q.isFetching}>
          {t('accounts.refresh')}
        </Button>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {!b ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : (
          <>
            <Row gutter={[16, 16]}>
              {figures.map((f) => (
                <Col key={f.key} xs={24} md={8}>
                  <Card>
                    <Statistic
                      title={f.title}
                      value={money(f.value)}
                      suffix="MOP"
                      valueStyle={f.strong ? { fontWeight: 600 } : undefined}
                    />
                  </Card>
                </Col>
              ))}
            </Row>
            <Typography.Text type="secondary">
              {t('accounts.totalHint')} · {t('accounts.updatedAt')}:{' '}
              {b.updated_at ? formatTime14(b.updated_at) : t('accounts.never')}
            </Typography.Text>
            <Card type="inner" title={t('accounts.settleAccount')}>
              {b.settle_account ? (
                <>
                  <Descriptions
                    size="small"
                    column={{ xs: 1, md: 3 }}
                    items={[
                      { key: 'bank', label: t('accounts.bank'), children: b.settle_account.bank_name },
                      {
                        key: 'name',
                        label: t('accounts.accountName'),
                        children: b.settle_account.account_name,
                      },
                      {
                        key: 'no',
                        label: t('accounts.accountNo'),
                        children: (
                          <span style={{ fontFamily: 'monospace' }}>{b.settle_account.account_no}</span>
                        ),
                      },
                    ]}
                  />
                  <Typography.Text type="secondary">{t('accounts.settleHint')}</Typography.Text>
                </>
              ) : (
                <Alert type="info" showIcon message={t('accounts.noSettleAccount')} />
              )}
            </Card>
          </>
        )}
      </div>
    </AdminPage>
  );
}
