import {
  BellOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { PermissionCode } from '@mp/core/permissions';
import { canOpen, routesOfArea } from '@mp/core/routes';
import { Avatar, Badge, Button, Divider, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call } from '../../api/client.ts';
import { LangSwitch } from '../LangSwitch.tsx';
import { usePrivacyMask } from '../privacy.ts';
import { clearLogin, LOCAL, readLocal, type SignedInArea } from '../storage.ts';

function noticesPath(area: SignedInArea, codes: readonly PermissionCode[]): string | null {
  const r = routesOfArea(area).find((x) => x.menu === 'notices' && /ntcList$/.test(x.name));
  return r && canOpen(r, codes) ? r.path : null;
}

/**
 * Organisation, operator and the person's switches. The bell carries a badge only when a real unread count
 * is known (the notices capability provides it later); until then it is a plain link.
 */
export function HeaderBar({
  area,
  codes,
  unread,
}: {
  area: SignedInArea;
  codes: readonly PermissionCode[];
  unread?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [masked, setMasked] = usePrivacyMask();
  const notices = noticesPath(area, codes);
  const orgName = readLocal(LOCAL.orgName) ?? '';
  const orgNo = readLocal(LOCAL.orgNo) ?? '';
  const operName = readLocal(LOCAL.operName) ?? '';

  const logout = async () => {
    await call('admin/loginOut', {}, { quiet: true });
    clearLogin();
    navigate('/', { replace: true });
  };

  const bell = <BellOutlined style={{ fontSize: 18 }} />;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, width: '100%', minWidth: 0 }}>
      <div style={{ flex: 1, minWidth: 0, lineHeight: 1.35 }}>
        <Typography.Text strong ellipsis style={{ display: 'block', fontSize: 15 }}>
          {orgName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`shell.orgNo.${area}`)}: {orgNo}
        </Typography.Text>
      </div>
      <Space size={4} split={<Divider orientation="vertical" />} align="center">
        <LangSwitch />
        <Tooltip title={masked ? t('shell.privacy.on') : t('shell.privacy.off')}>
          <Button
            type="text"
            aria-label={t('shell.privacy.label')}
            aria-pressed={masked}
            icon={masked ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            onClick={() => setMasked(!masked)}
          />
        </Tooltip>
        {notices ? (
          <Tooltip title={t('shell.notices')}>
            <Link to={notices} aria-label={t('shell.notices')} style={{ color: 'inherit', padding: '0 8px' }}>
              {unread && unread > 0 ? (
                <Badge count={unread} size="small">
                  {bell}
                </Badge>
              ) : (
                bell
              )}
            </Link>
          </Tooltip>
        ) : null}
        <Space size={8}>
          <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1d5bbf' }} />
          <Typography.Text>{operName}</Typography.Text>
        </Space>
        <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout()}>
          {t('shell.logout')}
        </Button>
      </Space>
    </div>
  );
}
