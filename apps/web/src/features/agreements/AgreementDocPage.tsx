import './messages.ts';
import { AGREEMENT_KIND, type AgreementKind } from '@mp/core/statuses';
import { Alert, Button, Card, Descriptions, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang, pick } from '../../i18n/index.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { RegisterShell } from '../onboarding/index.ts';
import { protocolPdf, saveFile, useProtocol } from './api.ts';
import { DocText, time14 } from './DocText.tsx';

/** The public document routes and the agreement each shows (docs/decisions.md, "The public agreement pages"). */
export const KIND_OF_ROUTE: Record<string, AgreementKind> = {
  serverXY: 'SERVICE',
  childrenPrivateInfoProtocal: 'CHILDREN_PRIVACY',
  mandate: 'MANDATE',
  company_contract_template: 'COMPANY_TEMPLATE',
  contract_template: 'CONTRACT_TEMPLATE',
  netInvit_contract_template: 'NET_INVITATION',
  notXCandTC_contract_template: 'NOT_XC_TC',
  company_contract_total: 'COMPANY_TOTAL',
  attach_company: 'ATTACH_COMPANY',
  attach_specialinvited: 'ATTACH_SPECIAL',
};

/**
 * A published agreement for anyone to read before signing (no sign-in): the latest version or one chosen
 * from its history, in the current language, with its fingerprint and the exact PDF in either language.
 */
export default function AgreementDocPage({ route }: PageProps) {
  const { t } = useTranslation();
  const kind = KIND_OF_ROUTE[route.name] ?? 'SERVICE';
  const [version, setVersion] = useState<number | undefined>(undefined);
  const q = useProtocol(kind, version);
  const lang = currentLang();
  const doc = q.data;
  const pdf = async (l: 'zh-TW' | 'en') => {
    if (!doc) return;
    const f = await protocolPdf({ kind, version: doc.version, lang: l });
    saveFile(f.file_name, { base64: f.content_base64 }, 'application/pdf');
  };
  const title = pick(AGREEMENT_KIND[kind]) || pick(route.title);
  return (
    <RegisterShell title={title}>
      <Card variant="borderless">
        {q.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : !doc ? (
          <Alert type="info" showIcon message={t('agreements.notPublished')} />
        ) : (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={t('agreements.version')}>
                {doc.versions.length > 1 ? (
                  <Select
                    size="small"
                    aria-label={t('agreements.versions')}
                    value={doc.version}
                    onChange={(v) => setVersion(v)}
                    options={doc.versions.map((v) => ({
                      value: v.version,
                      label: `v${v.version} · ${time14(v.published_at).slice(0, 10)}`,
                    }))}
                  />
                ) : (
                  `v${doc.version}`
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('agreements.published')}>
                {time14(doc.published_at)}
              </Descriptions.Item>
              <Descriptions.Item label={t('agreements.fingerprint')} span={2}>
                <Typography.Text code copyable style={{ wordBreak: 'break-all', fontSize: 12 }}>
                  {lang === 'en' ? doc.sha256_en : doc.sha256_zh}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            <DocText sections={doc.sections} />
            <Space wrap>
              <Button onClick={() => void pdf('zh-TW')}>
                {t('agreements.downloadPdf', { lang: '繁體中文' })}
              </Button>
              <Button onClick={() => void pdf('en')}>
                {t('agreements.downloadPdf', { lang: 'English' })}
              </Button>
            </Space>
          </Space>
        )}
      </Card>
    </RegisterShell>
  );
}
