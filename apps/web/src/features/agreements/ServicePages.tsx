import './messages.ts';
import { Button, Card, Col, Result, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pick } from '../../i18n/index.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { RegisterShell } from '../onboarding/index.ts';

/**
 * The service types offered before registering (docs/decisions.md, "/serverStyle and /hope"): each with
 * what it is for, the contract it signs (its public template) and where it goes next. Only the merchant
 * registration is self-service; the others lead to /hope, which says so and shows the way back.
 */
const SERVICES = [
  { key: 'MERCHANT', contract: '/company_contract_template', next: '/registerPrepare', ready: true },
  { key: 'PROVIDER', contract: '/netInvit_contract_template', next: '/hope?service=PROVIDER', ready: false },
  { key: 'OFFLINE', contract: '/notXCandTC_contract_template', next: '/hope?service=OFFLINE', ready: false },
] as const;
type ServiceKey = (typeof SERVICES)[number]['key'];

function ServerStyle() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('agreements.service.intro')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {SERVICES.map((s) => (
          <Col key={s.key} xs={24} md={8}>
            <Card
              title={t(`agreements.service.${s.key}.title`)}
              style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 12 } }}
            >
              <Typography.Paragraph style={{ margin: 0 }}>
                {t(`agreements.service.${s.key}.what`)}
              </Typography.Paragraph>
              <Typography.Text type="secondary">{t(`agreements.service.${s.key}.who`)}</Typography.Text>
              <Link to={s.contract}>{t('agreements.service.contract')}</Link>
              <div style={{ marginTop: 'auto' }}>
                <Link to={s.next}>
                  <Button type={s.ready ? 'primary' : 'default'} block>
                    {s.ready ? t('agreements.service.register') : t('agreements.service.interest')}
                  </Button>
                </Link>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}

function Hope() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('service');
  const service: ServiceKey | null = asked === 'PROVIDER' || asked === 'OFFLINE' ? asked : null;
  return (
    <Card variant="borderless">
      <Result
        status="info"
        title={
          service
            ? t('agreements.hope.titleOf', { name: t(`agreements.service.${service}.title`) })
            : t('agreements.hope.title')
        }
        subTitle={t('agreements.hope.body')}
        extra={
          <Space wrap size={12} style={{ justifyContent: 'center' }}>
            <Link to="/serverStyle">
              <Button type="primary">{t('agreements.hope.back')}</Button>
            </Link>
            <Link to="/">
              <Button>{t('agreements.hope.login')}</Button>
            </Link>
          </Space>
        }
      />
    </Card>
  );
}

/** /serverStyle and /hope (public): the route names which. */
export default function ServicePage({ route }: PageProps) {
  return (
    <RegisterShell title={pick(route.title)}>
      {route.name === 'hope' ? <Hope /> : <ServerStyle />}
    </RegisterShell>
  );
}
