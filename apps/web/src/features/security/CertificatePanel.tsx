import '../../ui/admin/messages.ts';
import './messages.ts';
import type { CertInfoT } from '@mp/core/schemas/security';
import { CERTIFICATE_MAX, validateCertificatePem } from '@mp/core/validators/security';
import { Alert, Button, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { notifier } from '../../api/notify.ts';
import { errorText, handledCodes } from '../../ui/admin/fieldErrors.ts';
import { FactList } from '../../ui/FactList.tsx';
import { coreRule } from '../../ui/formRules.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import { type SecurityInfo, useSendCertCode, useUpdateCert } from './api.ts';
import {
  CONFIRM_PLACEMENT,
  ConfirmDialog,
  type ConfirmValues,
  confirmationOf,
  type Method,
} from './ConfirmDialog.tsx';
import { certInForce } from './certValidity.ts';

export function CertificateInfo({ cert }: { cert: CertInfoT }) {
  const { t } = useTranslation();
  const ok = certInForce(cert, new Date());
  return (
    <FactList
      items={[
        {
          key: 'subject',
          label: t('security.cert.subject'),
          children: <Typography.Text copyable>{cert.subject}</Typography.Text>,
        },
        { key: 'issuer', label: t('security.cert.issuer'), children: cert.issuer },
        {
          key: 'valid',
          label: t('security.cert.validity'),
          children: (
            <>
              {`${formatTime14(cert.valid_from)} ~ ${formatTime14(cert.valid_to)}`}
              <Tag color={ok ? 'success' : 'error'} style={{ marginInlineStart: 8 }}>
                {t(ok ? 'security.cert.inForce' : 'security.cert.expired')}
              </Tag>
            </>
          ),
        },
        {
          key: 'self',
          label: t('security.cert.selfSigned'),
          children: cert.self_signed === 'Y' ? t('admin.yes') : t('admin.no'),
        },
        {
          key: 'serial',
          label: t('security.cert.serial'),
          children: <Typography.Text code>{cert.serial_no}</Typography.Text>,
        },
        {
          key: 'fp',
          label: t('security.cert.fingerprint'),
          children: (
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {cert.fingerprint}
            </Typography.Text>
          ),
        },
        { key: 'updated', label: t('security.cert.updatedAt'), children: formatTime14(cert.updated_at) },
      ]}
    />
  );
}

/** The self-signed certificate: what is in force, and pasting a new one (checked by the server). */
export function CertificatePanel({ info, methods }: { info: SecurityInfo; methods: readonly Method[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ cert_content: string }>();
  const [pending, setPending] = useState<string | null>(null);
  const sendCode = useSendCertCode();
  const update = useUpdateCert({ handleCodes: handledCodes(CONFIRM_PLACEMENT) });
  const [fresh, setFresh] = useState<CertInfoT | null>(null);
  const cert = fresh ?? info.cert;

  return (
    <div style={{ maxWidth: 860 }}>
      <Typography.Paragraph type="secondary">{t('security.cert.intro')}</Typography.Paragraph>
      {fresh ? (
        <Alert type="success" showIcon title={t('security.cert.saved')} style={{ marginBottom: 16 }} />
      ) : null}
      {cert ? (
        <CertificateInfo cert={cert} />
      ) : (
        <Alert type="warning" showIcon title={t('security.cert.none')} />
      )}
      <Form<{ cert_content: string }>
        form={form}
        layout="vertical"
        style={{ marginTop: 24 }}
        onFinish={(v) => setPending(v.cert_content.trim())}
      >
        <Form.Item
          name="cert_content"
          label={cert ? t('security.cert.replace') : t('security.cert.paste')}
          extra={t('security.cert.pasteHint')}
          rules={[coreRule(validateCertificatePem)]}
        >
          <Input.TextArea
            rows={8}
            maxLength={CERTIFICATE_MAX}
            spellCheck={false}
            placeholder={'-----BEGIN CERTIFICATE-----\n...\n-----END CERTIFICATE-----'}
            style={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('security.cert.submit')}
        </Button>
      </Form>
      <ConfirmDialog<ConfirmValues>
        open={pending !== null}
        title={t('security.cert.confirmTitle')}
        intro={t('security.cert.confirmIntro')}
        methods={methods}
        sendCode={() => sendCode.mutateAsync(undefined)}
        okText={t('admin.confirm')}
        busy={update.isPending}
        onClose={() => setPending(null)}
        onSubmit={async (v, method) => {
          if (pending === null) return;
          try {
            const r = await update.mutateAsync({ cert_content: pending, ...confirmationOf(method, v) });
            setFresh(r.cert);
            form.resetFields();
            notifier().success(t('security.cert.saved'));
          } catch (e) {
            // A certificate the server cannot accept belongs to the text area, not to the code.
            if (e instanceof ApiError && e.code === 'VAL10025') {
              form.setFields([{ name: 'cert_content', errors: [errorText(e)] }]);
              setPending(null);
              return;
            }
            throw e;
          }
          setPending(null);
        }}
      />
    </div>
  );
}
