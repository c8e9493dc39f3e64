import './messages.ts';
import { FACE_METHOD, FACE_PURPOSE, FACE_STATUS, type FacePurpose, labelOf } from '@mp/core/statuses';
import { Alert, Button, Card, Checkbox, Descriptions, Result, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { currentLang } from '../../i18n/index.ts';
import { MAX_UPLOAD_BYTES, readBase64 } from '../../ui/fileUpload.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import {
  type FaceCheck,
  uploadDocument,
  useFaceCheck,
  useFaceChecks,
  useOpenFace,
  useSubmitDocuments,
} from './api.ts';

const PURPOSES = Object.keys(FACE_PURPOSE) as FacePurpose[];
const DOCS = ['front', 'back', 'holding'] as const;

/**
 * /identification (issue 29 point 4): the face check behind the vendor's one-time link, after a separate
 * consent, its state asked of the server (which asks the vendor), and the non-biometric alternative in
 * view: documents a reviewer checks. A public route: without a merchant's or provider's session it asks
 * to sign in and makes no call.
 */
export default function IdentificationPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useAccess();
  const area = access.person?.area;
  const [params] = useSearchParams();
  const asked = params.get('purpose') as FacePurpose | null;
  const purpose: FacePurpose = asked && PURPOSES.includes(asked) ? asked : 'IDENTIFICATION';
  const signedIn = area === 'merchant' || area === 'service';
  const [checkNo, setCheckNo] = useState<string | null>(params.get('check_no'));
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [openUrl, setOpenUrl] = useState('');
  const list = useFaceChecks(signedIn);
  const current = useFaceCheck(signedIn ? checkNo : null);
  const open = useOpenFace();
  const lang = currentLang();

  if (!signedIn)
    return (
      <main style={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}>
        <Card>
          <Result
            status="info"
            title={t('face.signInTitle')}
            subTitle={t('face.signInHint')}
            extra={
              <Button type="primary" onClick={() => navigate('/')}>
                {t('face.signIn')}
              </Button>
            }
          />
        </Card>
      </main>
    );

  const start = () => {
    if (!consent) {
      setConsentError(true);
      return;
    }
    open.mutate(
      { purpose, consent: 'Y' },
      {
        onSuccess: (r) => {
          setCheckNo(r.check_no);
          setOpenUrl(r.open_url);
          window.location.assign(r.open_url);
        },
      },
    );
  };

  const back =
    purpose === 'BANK_CHANGE'
      ? { to: access.pathTo('bankchange.change'), label: t('face.backBank') }
      : purpose === 'LEGAL_CHANGE'
        ? { to: access.pathTo('merchantinfo.basic'), label: t('face.backInfo') }
        : null;
  const c = current.data;
  const failures = c?.failures_today ?? list.data?.failures_today ?? 0;
  const blocked = failures >= 3;

  return (
    <main style={{ maxWidth: 880, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('face.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('face.intro')}</Typography.Paragraph>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card
          title={t('face.faceTitle')}
          extra={`${t('face.purpose')}：${labelOf(FACE_PURPOSE, purpose, lang)}`}
        >
          <Typography.Paragraph>{t('face.faceHint')}</Typography.Paragraph>
          {c ? <CheckState check={c} openUrl={openUrl} /> : null}
          {open.error && 'code' in open.error && open.error.code === 'FAC10002' ? (
            <Alert type="warning" showIcon title={String(open.error.message)} style={{ marginBottom: 16 }} />
          ) : null}
          <Checkbox
            checked={consent}
            onChange={(e) => {
              setConsent(e.target.checked);
              setConsentError(false);
            }}
            aria-invalid={consentError}
          >
            {t('face.consent')}
          </Checkbox>
          {consentError ? (
            <Typography.Paragraph type="danger" role="alert" style={{ margin: '4px 0 0' }}>
              {t('face.consentNeeded')}
            </Typography.Paragraph>
          ) : null}
          <div style={{ marginTop: 16 }}>
            <Space wrap>
              <Button type="primary" onClick={start} loading={open.isPending} disabled={blocked}>
                {t('face.start')}
              </Button>
              {back?.to && c?.status === 'PASSED' ? (
                <Button onClick={() => navigate(back.to ?? '/')}>{back.label}</Button>
              ) : null}
            </Space>
          </div>
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            {t('face.failures', { n: failures })}
          </Typography.Paragraph>
        </Card>
        <DocumentsCard purpose={purpose} onSent={(no) => setCheckNo(no)} />
        <Card title={t('face.history')}>
          <Table<FaceCheck>
            size="small"
            rowKey="check_no"
            loading={list.isLoading}
            dataSource={list.data?.rows ?? []}
            pagination={false}
            scroll={{ x: 640 }}
            locale={{ emptyText: t('face.empty') }}
            columns={[
              { title: t('face.checkNo'), dataIndex: 'check_no' },
              {
                title: t('face.purpose'),
                dataIndex: 'purpose',
                render: (v: string) => labelOf(FACE_PURPOSE, v, lang),
              },
              {
                title: t('face.method'),
                dataIndex: 'method',
                render: (v: string) => labelOf(FACE_METHOD, v, lang),
              },
              {
                title: t('face.status'),
                dataIndex: 'status',
                render: (v: string) => <StatusTag labels={FACE_STATUS} value={v} />,
              },
              { title: t('face.reason'), dataIndex: 'reason' },
              { title: t('face.createdAt'), dataIndex: 'created_at', render: (v: string) => formatTime14(v) },
            ]}
          />
        </Card>
      </Space>
    </main>
  );
}

function formatTime14(v: string): string {
  return v.length === 14
    ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)} ${v.slice(8, 10)}:${v.slice(10, 12)}`
    : v;
}

function CheckState({ check, openUrl }: { check: FaceCheck; openUrl: string }) {
  const { t } = useTranslation();
  const note: Record<string, [string, 'success' | 'info' | 'warning' | 'error']> = {
    CREATED: [t('face.waiting'), 'info'],
    IN_PROGRESS: [t('face.waiting'), 'info'],
    PROCESSING: [t('face.waiting'), 'info'],
    PASSED: [t('face.passed'), 'success'],
    FAILED: [t('face.failed'), 'warning'],
    EXPIRED: [t('face.expired'), 'warning'],
    MANUAL_REVIEW: [t('face.manual'), 'info'],
    REJECTED: [t('face.rejected'), 'error'],
  };
  const [text, type] = note[check.status] ?? ['', 'info'];
  return (
    <div style={{ marginBottom: 16 }} aria-live="polite">
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} title={t('face.current')}>
        <Descriptions.Item label={t('face.checkNo')}>{check.check_no}</Descriptions.Item>
        <Descriptions.Item label={t('face.status')}>
          <StatusTag labels={FACE_STATUS} value={check.status} />
        </Descriptions.Item>
        {check.reason ? <Descriptions.Item label={t('face.reason')}>{check.reason}</Descriptions.Item> : null}
      </Descriptions>
      <Alert type={type} showIcon title={text} />
      {openUrl && (check.status === 'CREATED' || check.status === 'IN_PROGRESS') ? (
        <Button type="link" href={openUrl} style={{ paddingInline: 0 }}>
          {t('face.openAgain')}
        </Button>
      ) : null}
    </div>
  );
}

function DocumentsCard({ purpose, onSent }: { purpose: FacePurpose; onSent: (checkNo: string) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<Partial<Record<(typeof DOCS)[number], { id: string; name: string }>>>(
    {},
  );
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const submit = useSubmitDocuments();
  // Reached by "use documents instead" beside a refused change: brought into view.
  useEffect(() => {
    if (globalThis.location?.hash === '#documents') document.getElementById('documents')?.scrollIntoView();
  }, []);
  const choose = async (key: (typeof DOCS)[number], file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(t('face.tooLarge'));
      return;
    }
    const r = await uploadDocument({
      purpose: key === 'back' ? 'ID_BACK' : key === 'front' ? 'ID_FRONT' : 'OTHER',
      file_name: file.name,
      content_base64: await readBase64(file),
    });
    if (r.ok) {
      setError('');
      setFiles((f) => ({ ...f, [key]: { id: r.data.file_id, name: file.name } }));
    }
  };
  const send = () => {
    const ids = Object.values(files).map((f) => f.id);
    if (ids.length === 0) {
      setError(t('face.needOne'));
      return;
    }
    submit.mutate(
      { purpose, file_ids: ids },
      {
        onSuccess: (r) => {
          setSent(true);
          onSent(r.check_no);
        },
      },
    );
  };
  return (
    <Card id="documents" title={t('face.altTitle')}>
      <Typography.Paragraph>{t('face.altHint')}</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {DOCS.map((key) => (
          <div key={key} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <label htmlFor={`face-doc-${key}`} style={{ minWidth: 140 }}>
              {t(`face.${key}`)}
            </label>
            <input
              id={`face-doc-${key}`}
              type="file"
              accept=".png,.jpg,.jpeg,.gif,.pdf"
              onChange={(e) => {
                void choose(key, e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            {files[key] ? <Typography.Text type="success">{files[key]?.name}</Typography.Text> : null}
          </div>
        ))}
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : null}
        {sent ? <Alert type="success" showIcon title={t('face.docsSent')} /> : null}
        <Button onClick={send} loading={submit.isPending} disabled={sent}>
          {t('face.submitDocs')}
        </Button>
      </Space>
    </Card>
  );
}
