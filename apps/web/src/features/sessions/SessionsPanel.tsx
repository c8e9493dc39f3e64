import '../../ui/admin/messages.ts';
import './messages.ts';
import {
  DesktopOutlined,
  LogoutOutlined,
  MobileOutlined,
  QuestionOutlined,
  TabletOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import { PALETTE } from '../../ui/theme.ts';
import { type SessionRow, useEndOtherSessions, useEndSession, useSessions } from './api.ts';

const DEVICE_ICON: Record<string, ReactNode> = {
  Desktop: <DesktopOutlined />,
  Mobile: <MobileOutlined />,
  Tablet: <TabletOutlined />,
};

/**
 * The security centre: where the operator is signed in (device, browser, IP, last use), this device
 * marked, and signing out the others (one, or all at once).
 */
export function SessionsPanel() {
  const { t } = useTranslation();
  const q = useSessions();
  const endOthers = useEndOtherSessions();
  const endOne = useEndSession();
  const others = (q.data ?? []).filter((s) => s.current !== 'Y').length;

  return (
    <div style={{ maxWidth: 980 }}>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16, marginBottom: 16 }}>
        <Typography.Paragraph type="secondary" style={{ flex: 1, margin: 0 }}>
          {t('sessions.intro')}
        </Typography.Paragraph>
        <Popconfirm
          title={t('sessions.endOthersConfirm', { count: others })}
          okText={t('sessions.endOthers')}
          okButtonProps={{ danger: true }}
          cancelText={t('admin.cancel')}
          disabled={others === 0}
          onConfirm={async () => {
            const r = await endOthers.mutateAsync().catch(() => null);
            if (r) notifier().success(t('sessions.ended', { count: r.ended }));
          }}
        >
          <Button danger icon={<LogoutOutlined />} disabled={others === 0} loading={endOthers.isPending}>
            {t('sessions.endOthers')}
          </Button>
        </Popconfirm>
      </div>
      <Table<SessionRow>
        rowKey="session_no"
        size="middle"
        pagination={false}
        loading={q.isFetching}
        dataSource={q.data}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'device',
            title: t('sessions.device'),
            render: (_, r) => (
              <Space>
                <span style={{ fontSize: 18, color: '#1d5bbf' }}>
                  {DEVICE_ICON[r.device] ?? <QuestionOutlined />}
                </span>
                <span>
                  <Typography.Text
                    strong
                  >{`${r.browser || t('sessions.unknown')} · ${r.os || t('sessions.unknown')}`}</Typography.Text>
                  <div style={{ fontSize: 12, color: PALETTE.textMuted }}>
                    {t(`sessions.devices.${r.device}`, { defaultValue: r.device })}
                  </div>
                </span>
                {r.current === 'Y' ? <Tag color="success">{t('sessions.thisDevice')}</Tag> : null}
              </Space>
            ),
          },
          { key: 'ip', dataIndex: 'ip', title: t('sessions.ip') },
          { key: 'created', title: t('sessions.signedInAt'), render: (_, r) => formatTime14(r.created_at) },
          { key: 'seen', title: t('sessions.lastSeen'), render: (_, r) => formatTime14(r.last_seen_at) },
          {
            key: 'actions',
            title: t('admin.actions'),
            render: (_, r) =>
              r.current === 'Y' ? (
                <Typography.Text type="secondary">{t('sessions.signOutHere')}</Typography.Text>
              ) : (
                <Popconfirm
                  title={t('sessions.endOneConfirm')}
                  okText={t('sessions.endOne')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('admin.cancel')}
                  onConfirm={async () => {
                    const ok = await endOne.mutateAsync(r.session_no).then(
                      () => true,
                      () => false,
                    );
                    if (ok) notifier().success(t('sessions.ended', { count: 1 }));
                  }}
                >
                  <Button type="link" size="small" danger>
                    {t('sessions.endOne')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </div>
  );
}
