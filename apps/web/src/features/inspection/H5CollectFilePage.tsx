import './messages.ts';
import { idTypeHasBackSide } from '@mp/core/validators/idNumber';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifier } from '../../api/notify.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import { readBase64 } from '../../ui/fileUpload.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { RegisterShell } from '../onboarding/index.ts';
import { type H5Page, h5AnswerItem, h5Expiry, h5Upload, inspectionKeys, useH5Page } from './api.ts';
import { RequirementGroups, RestrictionBanner } from './Requirements.tsx';
import { type Answerer, TaskCard } from './TaskItems.tsx';

/**
 * /h5CollectFile: the phone page, opened from a reminder (7 days) or the PC page's QR code (30 minutes)
 * with its link token, no session: the requirements, the renewed documents (the inspection-expiry update)
 * and the open tasks' items, photos taken here with the phone's time and position.
 */
function FileField({ label, value, onPick }: { label: string; value: string; onPick: (f: File) => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required>
      <Space wrap>
        <input
          type="file"
          accept="image/*,application/pdf"
          aria-label={label}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onPick(f);
          }}
        />
        {value ? (
          <Typography.Text type="success">✓</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('inspection.choose')}</Typography.Text>
        )}
      </Space>
    </Form.Item>
  );
}

function Renewal({ token, page, onDone }: { token: string; page: H5Page; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [files, setFiles] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const e = page.expiry;
  const enterprise = e.merc_category === 'ENTERPRISE';
  const pick = (purpose: string) => async (f: File) => {
    const r = await h5Upload({ t: token, purpose, file_name: f.name, content_base64: await readBase64(f) });
    if (r.ok) setFiles((x) => ({ ...x, [purpose]: r.data.file_id }));
  };
  const submit = async (v: { id_issue_date: string; id_expiry: string; licence_expiry?: string }) => {
    setBusy(true);
    try {
      const r = await h5Expiry(
        {
          t: token,
          id_issue_date: v.id_issue_date,
          id_expiry: v.id_expiry,
          licence_expiry: v.licence_expiry ?? '',
          files,
        },
        { handleCodes: ['INS10001', 'ONB10011', 'VAL10010', 'VAL10013', 'ONB10004'] },
      );
      if (r.ok) {
        notifier().success(t('inspection.renewed'));
        onDone();
      } else {
        form.setFields([{ name: 'id_expiry', errors: [catalogueText(r.code, r.message)] }]);
      }
    } finally {
      setBusy(false);
    }
  };
  const ymd = [{ required: true, pattern: /^\d{8}$/, message: t('inspection.ymdHint') }];
  return (
    <Card size="small" title={t('inspection.renewTitle')}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="id_issue_date"
          label={t('inspection.issueDate')}
          rules={ymd}
          extra={t('inspection.ymdHint')}
        >
          <Input inputMode="numeric" maxLength={8} autoComplete="off" />
        </Form.Item>
        <Form.Item name="id_expiry" label={t('inspection.idExpiry')} rules={ymd}>
          <Input inputMode="numeric" maxLength={8} autoComplete="off" />
        </Form.Item>
        <FileField
          label={t('inspection.idFront')}
          value={files.ID_FRONT ?? ''}
          onPick={(f) => void pick('ID_FRONT')(f)}
        />
        {idTypeHasBackSide(e.id_type) ? (
          <FileField
            label={t('inspection.idBack')}
            value={files.ID_BACK ?? ''}
            onPick={(f) => void pick('ID_BACK')(f)}
          />
        ) : null}
        {enterprise ? (
          <>
            <Form.Item name="licence_expiry" label={t('inspection.licenceExpiry')} rules={ymd}>
              <Input inputMode="numeric" maxLength={8} autoComplete="off" />
            </Form.Item>
            <FileField
              label={t('inspection.licence')}
              value={files.LICENCE ?? ''}
              onPick={(f) => void pick('LICENCE')(f)}
            />
          </>
        ) : null}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('inspection.send')}
        </Button>
      </Form>
    </Card>
  );
}

export default function H5CollectFilePage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const q = useH5Page(token);
  const refresh = () => void qc.invalidateQueries({ queryKey: inspectionKeys.h5(token) });
  const a: Answerer = {
    phone: true,
    async upload(purpose, file) {
      const r = await h5Upload({
        t: token,
        purpose,
        file_name: file.name,
        content_base64: await readBase64(file),
      });
      return r.ok ? r.data.file_id : null;
    },
    async send(task, item, fileId, meta) {
      const r = await h5AnswerItem({
        t: token,
        task_no: task.task_no,
        seq: item.seq,
        file_id: fileId,
        ...meta,
      });
      if (r.ok) {
        notifier().success(t('inspection.sent'));
        refresh();
      }
      return r.ok;
    },
  };
  const page = q.data?.ok ? q.data.data : null;
  const docsDue = page
    ? page.requirements.list.some(
        (r) => r.kind !== 'INSPECTION' && !r.under_review && r.relief !== 'WAIVE',
      ) && page.expiry.change?.status !== 'AUDITING'
    : false;
  return (
    <RegisterShell title={lang === 'en' ? route.title.en : route.title.zh}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {token === '' ? (
          <Alert type="info" showIcon title={t('inspection.noLink')} />
        ) : q.isLoading ? (
          <Skeleton active />
        ) : !page ? (
          <Alert type="warning" showIcon title={catalogueText(q.data?.code ?? 'INS10002')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              {t('inspection.merchant')}：<strong>{page.mer_name}</strong>
              <br />
              {t('inspection.phoneIntro')}
            </Typography.Paragraph>
            {page.spent ? <Alert type="success" showIcon title={t('inspection.linkSpent')} /> : null}
            <RestrictionBanner data={page.requirements} />
            <RequirementGroups data={page.requirements} />
            {!page.spent && docsDue ? <Renewal token={token} page={page} onDone={refresh} /> : null}
            {page.spent
              ? null
              : page.tasks
                  .filter((x) => x.status === 'OPEN')
                  .map((task) => <TaskCard key={task.task_no} task={task} a={a} />)}
          </>
        )}
      </Space>
    </RegisterShell>
  );
}
