import './messages.ts';
import '../../ui/admin/messages.ts';
import { ISSUED_CERT_STATUS, labelOf } from '@mp/core/statuses';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { statusColor } from '../../ui/list/statusColors.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { certPem, type IssuedCert, saveFile, useCerts, useRequestCert, useRevokeCert } from './api.ts';
import { ymd } from './DocText.tsx';

/**
 * The organisation's API-signing certificates: request one for a public key, list, download (PEM with the
 * CA certificate) and revoke. On the agreements page and under the signing key (security, tab "key").
 */
export default function ApiCertificates() {
  const { t } = useTranslation();
  const lang = currentLang();
  const q = useCerts(true);
  const request = useRequestCert();
  const revoke = useRevokeCert();
  const [form] = Form.useForm<{ public_key: string; validity: '1Y' | '2Y' | '3Y' | 'LONG' }>();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (v: { public_key: string; validity: '1Y' | '2Y' | '3Y' | 'LONG' }) => {
    setProblem(null);
    try {
      await request.mutateAsync({ public_key: v.public_key.trim(), validity: v.validity });
      notifier().success(t('agreements.issued'));
      form.resetFields(['public_key']);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={t('agreements.request')}>
        <Typography.Paragraph type="secondary">{t('agreements.certIntro')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          name="certRequest"
          initialValues={{ validity: '1Y' }}
          onFinish={submit}
        >
          <Form.Item
            name="public_key"
            label={t('agreements.publicKey')}
            rules={[{ required: true, whitespace: true }]}
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
          >
            <Input.TextArea
              rows={5}
              maxLength={8000}
              spellCheck={false}
              placeholder="-----BEGIN PUBLIC KEY-----"
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
          <Space wrap align="start">
            <Form.Item name="validity" label={t('agreements.validity')}>
              <Select
                style={{ width: 160 }}
                options={(['1Y', '2Y', '3Y', 'LONG'] as const).map((v) => ({
                  value: v,
                  label: t(`agreements.${v}`),
                }))}
              />
            </Form.Item>
            <Form.Item label=" ">
              <Button type="primary" htmlType="submit" loading={request.isPending}>
                {t('agreements.request')}
              </Button>
            </Form.Item>
          </Space>
        </Form>
      </Card>
      {q.data?.ca_subject ? (
        <Typography.Text type="secondary">
          {t('agreements.caIssuer', { ca: q.data.ca_subject })}
        </Typography.Text>
      ) : null}
      <RowsTable<IssuedCert>
        rowKey="cert_id"
        loading={q.isPending}
        rows={q.data?.rows}
        empty={t('agreements.emptyCerts')}
        label={t('agreements.tabCerts')}
        scroll={{ x: 1000 }}
        columns={[
          {
            title: t('agreements.serial'),
            dataIndex: 'serial_no',
            render: (s: string) => (
              <Typography.Text code style={{ fontSize: 12 }}>
                {s}
              </Typography.Text>
            ),
          },
          { title: t('agreements.keyType'), dataIndex: 'key_type', width: 110 },
          {
            title: t('agreements.validFrom'),
            dataIndex: 'valid_from',
            width: 120,
            render: (v: string) => ymd(v),
          },
          {
            title: t('agreements.validTo'),
            dataIndex: 'valid_to',
            width: 120,
            render: (v: string) => (v === '99991231' ? t('agreements.longTerm') : ymd(v)),
          },
          {
            title: t('agreements.status'),
            dataIndex: 'status',
            width: 100,
            render: (s: string) => <Tag color={statusColor(s)}>{labelOf(ISSUED_CERT_STATUS, s, lang)}</Tag>,
          },
          {
            title: t('agreements.actions'),
            key: 'actions',
            width: 170,
            render: (_: unknown, r) => (
              <Space size={4}>
                <Button
                  size="small"
                  onClick={async () => {
                    const f = await certPem(r.cert_id);
                    saveFile(f.file_name, { text: `${f.pem}${f.chain_pem}` }, 'application/x-pem-file');
                  }}
                >
                  {t('agreements.downloadPem')}
                </Button>
                {r.status === 'VALID' ? (
                  <Popconfirm
                    title={t('agreements.revokeCertTitle', { serial: r.serial_no.slice(0, 8) })}
                    onConfirm={async () => {
                      await revoke.mutateAsync(r.cert_id);
                      notifier().success(t('agreements.certRevoked'));
                    }}
                  >
                    <Button size="small" danger>
                      {t('agreements.revokeCert')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
