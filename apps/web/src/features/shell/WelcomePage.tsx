import { RightOutlined } from '@ant-design/icons';
import { menuFor } from '@mp/core/routes';
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SECTION_ICONS } from '../../app/layout/sectionIcons.tsx';
import type { PageProps } from '../../app/pages.ts';
import { LOCAL, operProfile, readLocal, type SignedInArea, storedPermissions } from '../../app/storage.ts';
import { textIn } from '../../i18n/index.ts';
import { formatWireTime } from './formatTime.ts';

/**
 * The area index: who is signed in and shortcuts to what they may open. No figures here: the dashboard
 * with real transaction totals comes with its own capability.
 */
export default function WelcomePage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const area = route.area as SignedInArea;
  const profile = operProfile();
  const operName = readLocal(LOCAL.operName) ?? '';
  const sections = menuFor(area, storedPermissions()).filter((s) => s.section !== 'home');
  const lastLogin = profile?.last_login_at ? formatWireTime(profile.last_login_at) : t('welcome.firstLogin');
  const role = profile ? profile.role_name || t(`welcome.kind.${profile.kind}`) : '';

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card variant="borderless">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('welcome.greeting', { name: operName })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('welcome.intro')}</Typography.Paragraph>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          items={[
            { key: 'org', label: t(`shell.orgName.${area}`), children: readLocal(LOCAL.orgName) ?? '' },
            { key: 'no', label: t(`shell.orgNo.${area}`), children: readLocal(LOCAL.orgNo) ?? '' },
            {
              key: 'oper',
              label: t('welcome.operator'),
              children: `${operName} (${profile?.login_name ?? ''})`,
            },
            { key: 'role', label: t('welcome.role'), children: role },
            { key: 'last', label: t('welcome.lastLogin'), children: lastLogin },
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('welcome.shortcuts')}>
        {sections.length === 0 ? (
          <Typography.Text type="secondary">{t('welcome.noShortcuts')}</Typography.Text>
        ) : (
          <Row gutter={[16, 16]}>
            {sections.flatMap((s) =>
              s.routes.map((r) => (
                <Col key={r.path} xs={24} sm={12} lg={8} xl={6}>
                  <Link to={r.path}>
                    <Card size="small" hoverable>
                      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                        <span style={{ fontSize: 20, color: '#1d5bbf' }}>{SECTION_ICONS[s.section]}</span>
                        <span style={{ flex: 1, minWidth: 0 }}>
                          <Typography.Text strong ellipsis style={{ display: 'block' }}>
                            {textIn(lang, r.title)}
                          </Typography.Text>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {textIn(lang, s.title)}
                          </Typography.Text>
                        </span>
                        <RightOutlined style={{ color: 'rgba(0,0,0,0.25)' }} />
                      </div>
                    </Card>
                  </Link>
                </Col>
              )),
            )}
          </Row>
        )}
      </Card>
    </div>
  );
}
