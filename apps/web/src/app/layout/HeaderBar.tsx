import {
  BellOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { loginOut } from '@mp/core/contracts/auth';
import { Avatar, Badge, Button, Divider, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { call } from '../../api/client.ts';
import {
  clearLogin,
  LOCAL,
  operProfile,
  readLocal,
  type ShellArea,
  signInPathOf,
} from '../../storage/browserStorage.ts';
import { LangSwitch } from '../../ui/LangSwitch.tsx';
import { usePrivacyMask } from '../../ui/privacy.ts';

/**
 * Organisation, operator and the person's switches. The bell carries a badge only when a real unread count
 * is known (the notices capability provides it later); until then it is a plain link.
 */
export function HeaderBar({
  area,
  unread,
  compact = false,
}: {
  area: ShellArea;
  unread?: number;
  /** A phone: the organisation's number, the operator's name and the sign-out text give way. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [masked, setMasked] = usePrivacyMask();
  const notices = useAccess().pathTo('notices.bulletins');
  const orgName = readLocal(LOCAL.orgName) ?? '';
  const orgNo = readLocal(LOCAL.orgNo) ?? '';
  const operName = readLocal(LOCAL.operName) ?? '';

  const logout = async () => {
    await call(loginOut, {}, { quiet: true });
    clearLogin();
    navigate(signInPathOf(area), { replace: true });
  };

  const bell = <BellOutlined style={{ fontSize: 18 }} />;
  // The badge's figure is part of the link's name (WCAG 2.5.3): a speech user says what they see.
  const badge = unread && unread > 0 ? (unread > 99 ? '99+' : String(unread)) : null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, width: '100%', minWidth: 0 }}>
      <div style={{ flex: 1, minWidth: 0, lineHeight: 1.35 }}>
        <Typography.Text strong ellipsis style={{ display: 'block', fontSize: 15 }}>
          {orgName}
        </Typography.Text>
        {compact ? null : (
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
            {area === 'provider'
              ? `${t('shell.areaName.provider')} · ${operProfile()?.login_name ?? ''}`
              : `${t(`shell.orgNo.${area}`)}: ${orgNo}`}
          </Typography.Text>
        )}
      </div>
      <Space
        size={compact ? 0 : 4}
        separator={compact ? null : <Divider orientation="vertical" />}
        align="center"
      >
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
            <Link
              to={notices}
              aria-label={badge ? t('shell.noticesUnread', { n: badge }) : t('shell.notices')}
              style={{ color: 'inherit', padding: '0 8px' }}
            >
              {badge ? (
                <Badge count={unread} overflowCount={99} size="small">
                  {bell}
                </Badge>
              ) : (
                bell
              )}
            </Link>
          </Tooltip>
        ) : null}
        <Tooltip title={compact ? operName : undefined}>
          <Space size={8}>
            <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1d5bbf' }} />
            {compact ? null : <Typography.Text>{operName}</Typography.Text>}
          </Space>
        </Tooltip>
        <Button
          type="text"
          icon={<LogoutOutlined />}
          aria-label={t('shell.logout')}
          onClick={() => void logout()}
        >
          {compact ? null : t('shell.logout')}
        </Button>
      </Space>
    </div>
  );
}
