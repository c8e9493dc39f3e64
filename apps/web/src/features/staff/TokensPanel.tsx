import './messages.ts';
import '../../ui/admin/messages.ts';
import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import { TOKEN_SCOPES } from '@mp/core/schemas/staff';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { showServerError } from '../../ui/admin/fieldErrors.ts';
import { timeColumn } from '../../ui/list/columns.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import { statusColor } from '../../ui/list/statusColors.ts';
import { OTP_CODES, type TokenRow, useCreateToken, useRevokeToken, useTokens } from './api.ts';
import { OtpField, otpValue, requiredRule } from './OtpInput.tsx';

interface Values {
  name: string;
  scopes: string[];
  days: number;
  otp: string;
}
/** A scope's message key: i18next reads ':' as its namespace separator. */
const scopeKey = (scope: string) => scope.replace(':', '_');
const OTP_PLACEMENT = Object.fromEntries(OTP_CODES.map((c) => [c, 'otp']));

/** The dialog of a new token: name, scopes, days and a current code; then the token, once, to copy. */
function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateToken({ handleCodes: OTP_CODES });
  const [token, setToken] = useState<{ token: string; expires_at: string } | null>(null);

  const close = () => {
    setToken(null);
    form.resetFields();
    onClose();
  };
  const submit = async (v: Values) => {
    try {
      const r = await create.mutateAsync({
        name: v.name.trim(),
        scopes: v.scopes as (typeof TOKEN_SCOPES)[number][],
        days: v.days,
        otp_code: otpValue(v.otp),
      });
      setToken(r);
    } catch (e) {
      showServerError(form, e, OTP_PLACEMENT);
    }
  };

  return (
    <Modal
      open={open}
      title={token ? t('staff.tokens.createdTitle') : t('staff.tokens.add')}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        token ? (
          <Button type="primary" onClick={close}>
            {t('staff.codes.done')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('admin.cancel')}</Button>
            <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
              {t('staff.tokens.create')}
            </Button>
          </Space>
        )
      }
    >
      {token ? (
        <div>
          <Alert type="warning" showIcon title={t('staff.tokens.createdWarn')} style={{ marginBottom: 16 }} />
          <div style={{ fontSize: 13, marginBottom: 4 }}>{t('staff.tokens.tokenLabel')}</div>
          <Typography.Paragraph
            data-testid="new-token"
            style={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              background: '#f5f7fa',
              padding: '8px 12px',
              borderRadius: 6,
              wordBreak: 'break-all',
            }}
          >
            {token.token}
          </Typography.Paragraph>
          <Space wrap>
            <Button
              icon={<CopyOutlined />}
              onClick={() =>
                void navigator.clipboard.writeText(token.token).then(
                  () => notifier().success(t('staff.codes.copied')),
                  () => notifier().error(t('staff.codes.copyFailed')),
                )
              }
            >
              {t('staff.tokens.copy')}
            </Button>
            <Typography.Text type="secondary">
              {t('staff.tokens.expiresAt')}: {formatTime14(token.expires_at)}
            </Typography.Text>
          </Space>
        </div>
      ) : (
        <Form<Values>
          form={form}
          name="token-create"
          layout="vertical"
          requiredMark={false}
          initialValues={{ scopes: ['review:read'], days: 30 }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item
            name="name"
            label={t('staff.tokens.name')}
            extra={t('staff.tokens.nameHint')}
            rules={[requiredRule(t('staff.tokens.name'))]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="scopes"
            label={t('staff.tokens.scopes')}
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: t('staff.login.required', { field: t('staff.tokens.scopes') }),
              },
            ]}
          >
            <Checkbox.Group
              options={TOKEN_SCOPES.map((s) => ({ value: s, label: t(`staff.tokens.scope.${scopeKey(s)}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="days"
            label={t('staff.tokens.days')}
            extra={t('staff.tokens.daysHint')}
            rules={[
              { required: true, type: 'integer', min: 1, max: 90, message: t('staff.tokens.daysHint') },
            ]}
          >
            <InputNumber min={1} max={90} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <OtpField label={t('staff.tokens.otp')} extra={t('staff.tokens.otpHint')} />
        </Form>
      )}
    </Modal>
  );
}

/** The caller's API tokens: status, scopes, dates; create (shown once) and revoke. */
export function TokensPanel() {
  const { t } = useTranslation();
  const q = useTokens();
  const revoke = useRevokeToken();
  const [creating, setCreating] = useState(false);
  return (
    <div style={{ maxWidth: 1080 }}>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16, marginBottom: 16, flexWrap: 'wrap' }}>
        <Typography.Paragraph type="secondary" style={{ flex: '1 1 320px', margin: 0 }}>
          {t('staff.tokens.intro')}
        </Typography.Paragraph>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('staff.tokens.add')}
        </Button>
      </div>
      <Table<TokenRow>
        rowKey="token_id"
        size="middle"
        pagination={false}
        loading={q.isFetching}
        dataSource={q.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('staff.tokens.empty') }}
        columns={[
          {
            key: 'name',
            title: t('staff.tokens.name'),
            render: (_, r) => <Typography.Text strong>{r.name}</Typography.Text>,
          },
          {
            key: 'scopes',
            title: t('staff.tokens.scopes'),
            render: (_, r) => (
              <Space size={4} wrap>
                {r.scopes.map((s) => (
                  <Tag key={s} style={{ marginInlineEnd: 0 }}>
                    {t(`staff.tokens.scope.${scopeKey(s)}`)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'status',
            title: t('staff.tokens.status'),
            render: (_, r) => (
              <Tag color={statusColor(r.status)} style={{ marginInlineEnd: 0 }}>
                {t(`staff.tokens.statusOf.${r.status}`)}
              </Tag>
            ),
          },
          timeColumn('created', t('staff.tokens.createdAt'), (r) => r.created_at),
          timeColumn('expires', t('staff.tokens.expiresAt'), (r) => r.expires_at),
          timeColumn('used', t('staff.tokens.lastUsed'), (r) => r.last_used_at, t('staff.tokens.never')),
          {
            key: 'actions',
            title: t('admin.actions'),
            render: (_, r) =>
              r.status === 'ACTIVE' ? (
                <Popconfirm
                  title={t('staff.tokens.revokeConfirm', { name: r.name })}
                  description={t('staff.tokens.revokeHint')}
                  okText={t('staff.tokens.revoke')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('admin.cancel')}
                  onConfirm={async () => {
                    const ok = await revoke.mutateAsync(r.token_id).then(
                      () => true,
                      () => false,
                    );
                    if (ok) notifier().success(t('staff.tokens.revoked'));
                  }}
                >
                  <Button
                    type="link"
                    size="small"
                    danger
                    aria-label={`${t('staff.tokens.revoke')} ${r.name}`}
                  >
                    {t('staff.tokens.revoke')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
