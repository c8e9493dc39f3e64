import '../../ui/admin/messages.ts';
import './messages.ts';
import { CopyOutlined, KeyOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { generateSigningKey, SIGNING_KEY_LENGTH, validateSigningKey } from '@mp/core/validators/security';
import { Alert, Button, Form, Input, Modal, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { AclButton } from '../../ui/admin/AclButton.tsx';
import { handledCodes } from '../../ui/admin/fieldErrors.ts';
import { FactList } from '../../ui/FactList.tsx';
import { coreRule } from '../../ui/formRules.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import {
  type KeyOrg,
  type KeyReset,
  type SecurityInfo,
  useResendKey,
  useResetKey,
  useSendKeyResendCode,
  useSendKeyResetCode,
} from './api.ts';
import { CONFIRM_PLACEMENT, ConfirmDialog, type ConfirmValues } from './ConfirmDialog.tsx';

interface ResetValues extends ConfirmValues {
  mode: 'generate' | 'custom';
  sign_key?: string;
}

const RESET_PLACEMENT = { VAL10023: 'sign_key', sign_key: 'sign_key' };

/** A 32-character key typed or drawn at random in the browser (the server accepts either). */
function KeyInput({
  value,
  onChange,
  id,
  randomLabel,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  randomLabel: string;
}) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value.trim())}
        maxLength={SIGNING_KEY_LENGTH}
        showCount
        autoComplete="off"
        style={{ fontFamily: 'ui-monospace, Menlo, monospace' }}
      />
      <Button icon={<ReloadOutlined />} onClick={() => onChange?.(generateSigningKey())}>
        {randomLabel}
      </Button>
    </Space.Compact>
  );
}

/** The key shown once, with a copy button and what the overlap window means. */
function showNewKey(t: (k: string, o?: Record<string, string>) => string, r: KeyReset) {
  const until = r.prev_key_valid_until ? formatTime14(r.prev_key_valid_until) : '';
  Modal.success({
    title: t('security.key.newTitle'),
    width: 600,
    okText: t('security.key.stored'),
    centered: true,
    content: (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {r.sign_key ? (
          <>
            <Alert type="warning" showIcon title={t('security.key.onceOnly')} />
            <Input.Search
              readOnly
              value={r.sign_key}
              aria-label={t('security.key.newTitle')}
              style={{ fontFamily: 'ui-monospace, Menlo, monospace' }}
              enterButton={<Button icon={<CopyOutlined />}>{t('security.key.copy')}</Button>}
              onSearch={(v) =>
                void navigator.clipboard
                  ?.writeText(v)
                  .then(() => notifier().success(t('security.key.copied')))
                  .catch(() => undefined)
              }
            />
          </>
        ) : (
          <Typography.Text>{t('security.key.customSaved', { hint: r.key_hint })}</Typography.Text>
        )}
        {until ? (
          <Typography.Text type="secondary">{t('security.key.overlap', { until })}</Typography.Text>
        ) : null}
      </Space>
    ),
  });
}

/**
 * The signing key (13): set or reset (32 letters and digits, or generated), resent by SMS. After a reset
 * the previous key still verifies for a while, so a merchant can rotate without downtime.
 */
export function SigningKeyPanel({ info, org }: { info: SecurityInfo; org: KeyOrg }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'reset' | 'resend' | null>(null);
  const sendReset = useSendKeyResetCode(org);
  const sendResend = useSendKeyResendCode(org);
  const reset = useResetKey(org, { handleCodes: handledCodes({ ...CONFIRM_PLACEMENT, ...RESET_PLACEMENT }) });
  const resend = useResendKey(org, { handleCodes: handledCodes(CONFIRM_PLACEMENT) });

  const overlap = info.prev_key_valid_until ? formatTime14(info.prev_key_valid_until) : null;
  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">{t('security.key.intro')}</Typography.Paragraph>
      <FactList
        items={[
          {
            key: 'state',
            label: t('security.key.state'),
            children:
              info.key_set === 'Y' ? (
                <Space>
                  <Tag color="success">{t('security.key.set')}</Tag>
                  <Typography.Text code>{`${'•'.repeat(8)}${info.key_hint}`}</Typography.Text>
                </Space>
              ) : (
                <Tag color="warning">{t('security.key.notSet')}</Tag>
              ),
          },
          {
            key: 'updated',
            label: t('security.key.updatedAt'),
            children: info.key_updated_at ? formatTime14(info.key_updated_at) : '-',
          },
        ]}
      />
      {overlap ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title={t('security.key.overlapNow', { until: overlap })}
        />
      ) : null}
      <Space wrap style={{ marginTop: 16 }}>
        <AclButton code="13" type="primary" icon={<KeyOutlined />} onClick={() => setDialog('reset')}>
          {info.key_set === 'Y' ? t('security.key.reset') : t('security.key.setUp')}
        </AclButton>
        <AclButton
          code="13"
          icon={<SendOutlined />}
          reason={info.key_set === 'Y' ? null : t('security.key.notSet')}
          onClick={() => setDialog('resend')}
        >
          {t('security.key.resend')}
        </AclButton>
      </Space>

      <ConfirmDialog<ResetValues>
        open={dialog === 'reset'}
        title={info.key_set === 'Y' ? t('security.key.reset') : t('security.key.setUp')}
        intro={t('security.key.resetIntro')}
        methods={['sms']}
        sendCode={() => sendReset.mutateAsync(undefined)}
        okText={t('admin.confirm')}
        busy={reset.isPending}
        placement={RESET_PLACEMENT}
        initialValues={{ mode: 'generate' }}
        onClose={() => setDialog(null)}
        onSubmit={async (v) => {
          const r = await reset.mutateAsync({
            sms_code: v.sms_code ?? '',
            sign_key: v.mode === 'custom' ? v.sign_key : undefined,
          });
          setDialog(null);
          showNewKey(t, r);
        }}
      >
        {() => (
          <>
            <Form.Item name="mode" label={t('security.key.mode')}>
              <Radio.Group
                options={[
                  { value: 'generate', label: t('security.key.generate') },
                  { value: 'custom', label: t('security.key.custom') },
                ]}
              />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a, b) => a.mode !== b.mode}>
              {({ getFieldValue }) =>
                getFieldValue('mode') === 'custom' ? (
                  <Form.Item
                    name="sign_key"
                    label={t('security.key.yourKey')}
                    extra={t('security.key.keyHint', { n: String(SIGNING_KEY_LENGTH) })}
                    rules={[coreRule(validateSigningKey)]}
                  >
                    <KeyInput randomLabel={t('security.key.random')} />
                  </Form.Item>
                ) : null
              }
            </Form.Item>
          </>
        )}
      </ConfirmDialog>

      <ConfirmDialog<ConfirmValues>
        open={dialog === 'resend'}
        title={t('security.key.resend')}
        intro={t('security.key.resendIntro')}
        methods={['sms']}
        sendCode={() => sendResend.mutateAsync(undefined)}
        okText={t('security.key.resendSubmit')}
        busy={resend.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (v) => {
          const r = await resend.mutateAsync({ sms_code: v.sms_code ?? '' });
          setDialog(null);
          notifier().success(t('security.key.resent', { to: r.sent_to }));
        }}
      />
    </div>
  );
}
