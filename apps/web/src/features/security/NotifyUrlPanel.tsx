import '../../ui/admin/messages.ts';
import './messages.ts';
import { SendOutlined } from '@ant-design/icons';
import { optional } from '@mp/core/validators/result';
import { NOTIFY_URL_MAX, validateNotifyHost, validateNotifyUrl } from '@mp/core/validators/security';
import { Button, Divider, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { notifier } from '../../api/notify.ts';
import { errorText, handledCodes, namedField } from '../../ui/admin/fieldErrors.ts';
import { coreRule } from '../../ui/formRules.ts';
import { type SecurityInfo, useSendTestNotify, useSendUrlCode, useUpdateNotifyUrls } from './api.ts';
import {
  CONFIRM_PLACEMENT,
  ConfirmDialog,
  type ConfirmValues,
  confirmationOf,
  type Method,
} from './ConfirmDialog.tsx';
import { DeliveryHistory } from './DeliveryHistory.tsx';
import { DeliveryResult } from './DeliveryResult.tsx';

interface Urls {
  async_notify_url: string;
  page_notify_url: string;
}

// The format, and a host that is visibly internal, are refused on the field before any confirmation.
const urlRules = [coreRule((v) => optional(v, (u) => validateNotifyUrl(u) ?? validateNotifyHost(u)))];

/** Refusals of a URL itself: shown under its field, never in a toast over the confirmation. */
const URL_REFUSALS = ['VAL10024', 'SEC10008', 'SEC10009'];

/**
 * The asynchronous and page notification URLs: validated here with the server's rule, saved with an SMS
 * code or the payment password, tried with a test notification whose HTTP result is shown, and the
 * history of what was delivered.
 */
export function NotifyUrlPanel({ info, methods }: { info: SecurityInfo; methods: readonly Method[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Urls>();
  const [pending, setPending] = useState<Urls | null>(null);
  const sendCode = useSendUrlCode();
  const update = useUpdateNotifyUrls({ handleCodes: [...handledCodes(CONFIRM_PLACEMENT), ...URL_REFUSALS] });
  const test = useSendTestNotify();
  const [testing, setTesting] = useState<'ASYNC' | 'PAGE' | null>(null);

  const runTest = async (kind: 'ASYNC' | 'PAGE') => {
    setTesting(kind);
    const d = await test.mutateAsync(kind).catch(() => null);
    setTesting(null);
    if (!d) return;
    Modal[d.result === 'OK' ? 'success' : 'warning']({
      title: t(d.result === 'OK' ? 'security.urls.testOk' : 'security.urls.testFailed'),
      content: <DeliveryResult d={d} />,
      width: 640,
      okText: t('admin.ok'),
      centered: true,
    });
  };

  const testButton = (kind: 'ASYNC' | 'PAGE', saved: string) => (
    <Button
      icon={<SendOutlined />}
      disabled={!saved}
      title={saved ? undefined : t('security.urls.saveFirst')}
      loading={testing === kind}
      onClick={() => void runTest(kind)}
    >
      {t('security.urls.test')}
    </Button>
  );

  /** A URL's field with the button that tries what is saved for it. */
  const urlField = (kind: 'ASYNC' | 'PAGE', name: keyof Urls, label: string, hint: string) => (
    <Form.Item label={label} extra={hint}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={urlRules}>
          <Input placeholder="https://" maxLength={NOTIFY_URL_MAX} autoComplete="off" />
        </Form.Item>
        {testButton(kind, info[name])}
      </Space.Compact>
    </Form.Item>
  );

  return (
    <div style={{ maxWidth: 860 }}>
      <Typography.Paragraph type="secondary">{t('security.urls.intro')}</Typography.Paragraph>
      <Form<Urls>
        form={form}
        layout="vertical"
        initialValues={{ async_notify_url: info.async_notify_url, page_notify_url: info.page_notify_url }}
        onFinish={(v) =>
          setPending({ async_notify_url: v.async_notify_url ?? '', page_notify_url: v.page_notify_url ?? '' })
        }
      >
        {urlField('ASYNC', 'async_notify_url', t('security.urls.async'), t('security.urls.asyncHint'))}
        {urlField('PAGE', 'page_notify_url', t('security.urls.page'), t('security.urls.pageHint'))}
        <Button type="primary" htmlType="submit">
          {t('security.urls.save')}
        </Button>
      </Form>
      <Divider />
      <DeliveryHistory />
      <ConfirmDialog<ConfirmValues>
        open={!!pending}
        title={t('security.urls.confirmTitle')}
        intro={t('security.urls.confirmIntro')}
        methods={methods}
        sendCode={() => sendCode.mutateAsync(undefined)}
        okText={t('admin.confirm')}
        busy={update.isPending}
        onClose={() => setPending(null)}
        onSubmit={async (v, method) => {
          if (!pending) return;
          try {
            await update.mutateAsync({ ...pending, ...confirmationOf(method, v) });
          } catch (e) {
            // A refused URL belongs to its field in the form, not to the confirmation.
            if (e instanceof ApiError && URL_REFUSALS.includes(e.code)) {
              const field =
                namedField(e.message) === 'page_notify_url' ? 'page_notify_url' : 'async_notify_url';
              form.setFields([{ name: field, errors: [errorText(e)] }]);
              setPending(null);
              form.focusField(field);
              return;
            }
            throw e;
          }
          setPending(null);
          notifier().success(t('security.urls.saved'));
        }}
      />
    </div>
  );
}
