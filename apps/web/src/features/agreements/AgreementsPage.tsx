import './messages.ts';
import '../../ui/admin/messages.ts';
import { confirmMeragr, merCertQuery } from '@mp/core/contracts/agreements';
import { AGREEMENT_KIND, AGREEMENT_STATUS, labelOf } from '@mp/core/statuses';
import { Alert, Button, Card, Input, Modal, Popconfirm, Space, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { statusColor } from '../../ui/list/statusColors.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { useCountdown } from '../../ui/useCountdown.ts';
import ApiCertificates from './ApiCertificates.tsx';
import {
  type AgreementState,
  certificateOf,
  type Evidence,
  protocolPdf,
  saveFile,
  sendAcceptCode,
  useAccept,
  useEvidence,
  useProtocol,
  useRevoke,
  useStates,
} from './api.ts';
import { DocText, time14 } from './DocText.tsx';

const kindName = (kind: string, lang: 'zh-TW' | 'en') => labelOf(AGREEMENT_KIND, kind, lang);

async function downloadCertificate(evidenceId: string) {
  const f = await certificateOf(evidenceId);
  saveFile(f.file_name, { base64: f.content_base64 }, 'application/pdf');
}

/**
 * agreements (merchant and service areas; not a route of the spec): where the organisation stands with
 * each agreement, reading and accepting with an SMS code bound to the document's fingerprint, the
 * acceptance record with its certificates, and the API certificates.
 */
export default function AgreementsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const mayCerts = access.mayCall(merCertQuery);
  const [tab, setTab] = useState('agreements');
  return (
    <AdminPage route={route} intro={t('agreements.intro')}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'agreements', label: t('agreements.tabAgreements'), children: <StatesTab /> },
          { key: 'evidence', label: t('agreements.tabEvidence'), children: <EvidenceTab /> },
          ...(mayCerts
            ? [{ key: 'certs', label: t('agreements.tabCerts'), children: <ApiCertificates /> }]
            : []),
        ]}
      />
    </AdminPage>
  );
}

function StatesTab() {
  const { t } = useTranslation();
  const lang = currentLang();
  const q = useStates();
  const revoke = useRevoke();
  const mayAccept = useAccess().mayCall(confirmMeragr);
  const [reading, setReading] = useState<AgreementState | null>(null);
  const rows = q.data?.rows ?? [];
  const open = rows.filter((r) => r.required === 'Y' && r.status !== 'AUTHORISED');
  const blocked = open.some((r) => r.status === 'OVERDUE' || r.status === 'EXPIRED');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {open.length > 0 ? (
        <Alert
          type={blocked ? 'error' : 'warning'}
          showIcon
          title={
            blocked
              ? t('agreements.pendingBannerBlocked')
              : t('agreements.pendingBanner', { count: open.length })
          }
        />
      ) : null}
      {!mayAccept ? <Typography.Text type="secondary">{t('agreements.adminOnly')}</Typography.Text> : null}
      <RowsTable<AgreementState>
        rowKey="kind"
        loading={q.isPending}
        rows={rows}
        label={t('agreements.tabAgreements')}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('agreements.kind'),
            dataIndex: 'kind',
            render: (k: string, r) => (
              <Space size={4} wrap>
                <span>{kindName(k, lang)}</span>
                {r.required === 'N' ? <Tag>{t('agreements.optional')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('agreements.version'), dataIndex: 'version', width: 80, render: (v: number) => `v${v}` },
          {
            title: t('agreements.status'),
            dataIndex: 'status',
            width: 150,
            render: (s: string) => <Tag color={statusColor(s)}>{labelOf(AGREEMENT_STATUS, s, lang)}</Tag>,
          },
          {
            title: t('agreements.due'),
            dataIndex: 'due_at',
            width: 170,
            render: (v: string) => time14(v) || '—',
          },
          {
            title: t('agreements.accepted'),
            key: 'accepted',
            render: (_: unknown, r) =>
              r.accepted_version
                ? `v${r.accepted_version} · ${time14(r.accepted_at)} · ${r.accepted_by}`
                : '—',
          },
          {
            title: t('agreements.actions'),
            key: 'actions',
            width: 220,
            render: (_: unknown, r) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  type={r.status === 'AUTHORISED' ? 'default' : 'primary'}
                  onClick={() => setReading(r)}
                >
                  {mayAccept && r.status !== 'AUTHORISED' ? t('agreements.readAccept') : t('agreements.read')}
                </Button>
                {mayAccept && r.kind === 'CHILDREN_PRIVACY' && r.status === 'AUTHORISED' ? (
                  <Popconfirm
                    title={t('agreements.revokeTitle', { name: kindName(r.kind, lang) })}
                    onConfirm={async () => {
                      await revoke.mutateAsync(r.kind);
                      notifier().success(t('agreements.revoked'));
                    }}
                  >
                    <Button size="small" danger>
                      {t('agreements.revoke')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {reading ? (
        <AcceptDialog
          state={reading}
          mayAccept={mayAccept && reading.status !== 'AUTHORISED'}
          onClose={() => setReading(null)}
        />
      ) : null}
    </Space>
  );
}

/**
 * Reading and accepting one agreement: the current version in the current language; the code is bound to
 * that language's fingerprint, so switching the language asks for a new code.
 */
function AcceptDialog({
  state,
  mayAccept,
  onClose,
}: {
  state: AgreementState;
  mayAccept: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const q = useProtocol(state.kind);
  const accept = useAccept();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Evidence | null>(null);
  const [left, start] = useCountdown();
  const doc = q.data;
  const sha = doc ? (lang === 'en' ? doc.sha256_en : doc.sha256_zh) : '';

  // The language switched mid-flow: the code sent was bound to the other language's document.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the language only
  useEffect(() => {
    setSentTo(null);
    setCode('');
    setProblem(null);
  }, [lang]);

  const outdated = async (e: unknown) => {
    const msg = e instanceof Error ? e.message : String(e);
    const codeOf = (e as { code?: string }).code;
    if (codeOf === 'AGR10002' || codeOf === 'AGR10003') {
      setSentTo(null);
      setCode('');
      await q.refetch();
      setProblem(t('agreements.newVersion'));
    } else setProblem(msg);
  };

  const send = async () => {
    if (!doc) return;
    setProblem(null);
    try {
      const r = await sendAcceptCode({ version_id: doc.version_id, lang, doc_sha256: sha });
      setSentTo(r.sent_to);
      start(r.resend_in);
    } catch (e) {
      await outdated(e);
    }
  };

  const confirm = async () => {
    if (!doc) return;
    setProblem(null);
    try {
      const r = await accept.mutateAsync({
        version_id: doc.version_id,
        lang,
        doc_sha256: sha,
        sms_code: code.trim(),
      });
      setDone(r.evidence);
    } catch (e) {
      await outdated(e);
    }
  };

  const pdf = async (l: 'zh-TW' | 'en') => {
    if (!doc) return;
    const f = await protocolPdf({ kind: state.kind, version: doc.version, lang: l });
    saveFile(f.file_name, { base64: f.content_base64 }, 'application/pdf');
  };

  return (
    <Modal
      open
      width={760}
      title={doc ? `${doc.title} · v${doc.version}` : kindName(state.kind, lang)}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {!doc ? null : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <DocText sections={doc.sections} maxHeight={320} />
          <div>
            <Typography.Text type="secondary">{t('agreements.fingerprint')}: </Typography.Text>
            <Typography.Text code style={{ wordBreak: 'break-all', fontSize: 12 }} data-testid="doc-sha">
              {sha}
            </Typography.Text>
          </div>
          <Space wrap>
            <Button size="small" onClick={() => void pdf('zh-TW')}>
              {t('agreements.downloadPdf', { lang: '繁體中文' })}
            </Button>
            <Button size="small" onClick={() => void pdf('en')}>
              {t('agreements.downloadPdf', { lang: 'English' })}
            </Button>
          </Space>
          {problem ? <Alert type="warning" showIcon title={problem} role="alert" /> : null}
          {done ? (
            <Alert
              type="success"
              showIcon
              title={t('agreements.confirmed')}
              description={`${done.at} · ${done.operator} · ${done.ip}`}
              action={
                <Button
                  size="small"
                  type="primary"
                  onClick={() => void downloadCertificate(done.evidence_id)}
                >
                  {t('agreements.downloadCert')}
                </Button>
              }
            />
          ) : mayAccept ? (
            <Card size="small">
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {t('agreements.bindingLang', { lang: lang === 'en' ? 'English' : '繁體中文' })}
              </Typography.Paragraph>
              <Space wrap align="start">
                <Input
                  aria-label={t('agreements.smsCode')}
                  placeholder={t('agreements.smsCode')}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  maxLength={6}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  style={{ width: 160 }}
                />
                <Button onClick={() => void send()} disabled={left > 0}>
                  {left > 0 ? t('agreements.resend', { s: left }) : t('agreements.sendCode')}
                </Button>
                <Button
                  type="primary"
                  disabled={!sentTo || code.trim().length !== 6}
                  loading={accept.isPending}
                  onClick={() => void confirm()}
                >
                  {t('agreements.confirm')}
                </Button>
              </Space>
              {sentTo ? (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                  {t('agreements.codeSent', { to: sentTo })}
                </Typography.Paragraph>
              ) : null}
            </Card>
          ) : null}
        </Space>
      )}
    </Modal>
  );
}

function EvidenceTab() {
  const { t } = useTranslation();
  const lang = currentLang();
  const q = useEvidence();
  return (
    <RowsTable<Evidence>
      rowKey="evidence_id"
      loading={q.isPending}
      rows={q.data?.rows}
      empty={t('agreements.emptyEvidence')}
      label={t('agreements.tabEvidence')}
      scroll={{ x: 1000 }}
      columns={[
        { title: t('agreements.at'), dataIndex: 'at', width: 200 },
        {
          title: t('agreements.kind'),
          dataIndex: 'kind',
          render: (k: string, r) => `${kindName(k, lang)} v${r.version}`,
        },
        {
          title: t('agreements.action'),
          dataIndex: 'action',
          width: 90,
          render: (a: 'ACCEPT' | 'REVOKE') => t(`agreements.${a}`),
        },
        { title: t('agreements.operator'), dataIndex: 'operator', width: 140 },
        { title: t('agreements.ip'), dataIndex: 'ip', width: 130 },
        { title: t('agreements.how'), dataIndex: 'factors', width: 170 },
        {
          title: t('agreements.actions'),
          key: 'cert',
          width: 150,
          render: (_: unknown, r) => (
            <Button size="small" onClick={() => void downloadCertificate(r.evidence_id)}>
              {t('agreements.downloadCert')}
            </Button>
          ),
        },
      ]}
    />
  );
}
