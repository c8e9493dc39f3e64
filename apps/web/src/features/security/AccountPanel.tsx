import './messages.ts';
import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { operProfile, type SignedInArea } from '../../storage/browserStorage.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { SecurityInfo } from './api.ts';
import { securityPath } from './securityPaths.ts';

function Item({
  icon,
  title,
  state,
  text,
  actions,
}: {
  icon: ReactNode;
  title: string;
  state?: ReactNode;
  text: string;
  actions: ReactNode;
}) {
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { display: 'flex', gap: 14 } }}>
      <span style={{ fontSize: 22, color: '#1d5bbf', lineHeight: 1.2 }}>{icon}</span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 4 }}>
          <Typography.Text strong>{title}</Typography.Text>
          {state}
        </div>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8, fontSize: 13 }}>
          {text}
        </Typography.Paragraph>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{actions}</div>
      </div>
    </Card>
  );
}

/** The operator's own credentials: login password, payment password, mobile number. */
export function AccountPanel({ info, area }: { info: SecurityInfo; area: SignedInArea }) {
  const { t } = useTranslation();
  const cashier = operProfile()?.kind === 'cashier';
  const password = securityPath(area, 'password');
  const pay = securityPath(area, 'payPassword');
  const payReset = securityPath(area, 'payReset');
  const phone = securityPath(area, 'phone');
  const link = (to: string | null, text: string, primary = false) =>
    to ? (
      <LinkButton to={to} size="small" type={primary ? 'primary' : 'default'}>
        {text}
      </LinkButton>
    ) : null;

  return (
    <div style={{ maxWidth: 980 }}>
      {cashier ? (
        <Alert type="info" showIcon title={t('security.account.cashierNote')} style={{ marginBottom: 16 }} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Item
            icon={<LockOutlined />}
            title={t('security.account.loginPassword')}
            text={t('security.account.loginPasswordText')}
            actions={link(password, t('security.account.changePassword'), true)}
          />
        </Col>
        {pay || payReset ? (
          <Col xs={24} lg={12}>
            <Item
              icon={<SafetyOutlined />}
              title={t('security.account.payPassword')}
              state={
                info.pay_password_set === 'Y' ? (
                  <Tag color="success">{t('security.account.set')}</Tag>
                ) : (
                  <Tag color="warning">{t('security.account.notSet')}</Tag>
                )
              }
              text={t('security.account.payPasswordText')}
              actions={
                <>
                  {link(
                    pay,
                    info.pay_password_set === 'Y'
                      ? t('security.account.changePay')
                      : t('security.account.setPay'),
                    true,
                  )}
                  {info.pay_password_set === 'Y' ? link(payReset, t('security.account.forgotPay')) : null}
                </>
              }
            />
          </Col>
        ) : null}
        <Col xs={24} lg={12}>
          <Item
            icon={<MobileOutlined />}
            title={t('security.account.mobile')}
            state={
              info.phone ? (
                <Typography.Text code>{`${info.phone_area} ${info.phone}`}</Typography.Text>
              ) : (
                <Tag color="warning">{t('security.account.notSet')}</Tag>
              )
            }
            text={t('security.account.mobileText')}
            actions={link(phone, t('security.account.changeMobile'), true)}
          />
        </Col>
      </Row>
    </div>
  );
}
