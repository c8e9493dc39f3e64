import './messages.ts';
import { AGREEMENT_KIND, type AgreementKind } from '@mp/core/statuses';
import { Alert, Button, Card, Descriptions, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang, pick } from '../../i18n/index.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { applyToken, RegisterShell } from '../onboarding/index.ts';
import { protocolPdf, saveFile, useProtocol, useSignState } from './api.ts';
import { DocText, time14 } from './DocText.tsx';
import { SignPanel } from './SignPanel.tsx';

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
  // /mandate is also onboarding's first signature: a signed-in applicant accepts the letter here.
  const navigate = useNavigate();
  const token = kind === 'MANDATE' ? applyToken.read() : null;
  const signState = useSignState(token);
  const signRow = signState.data?.items.find((i) => i.kind === 'MANDATE');
  const latest = doc && doc.versions[0]?.version === doc.version;
  return (
    <RegisterShell title={title}>
      <Card variant="borderless">
        {q.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : !doc ? (
          <Alert type="info" showIcon title={t('agreements.notPublished')} />
        ) : (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
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
            {token && <Typography.Paragraph>{t('agreements.sign.mandateIntro')}</Typography.Paragraph>}
            <DocText sections={doc.sections} />
            {token && latest && signState.data && (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                <SignPanel token={token} doc={doc} state={signRow} onSigned={() => navigate('/signIn')} />
                {signRow?.signed === 'Y' && (
                  <Button type="primary" onClick={() => navigate('/signIn')}>
                    {t('agreements.sign.next')}
                  </Button>
                )}
              </Space>
            )}
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
