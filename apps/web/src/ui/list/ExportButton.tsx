import './messages.ts';
import { CheckCircleFilled, DownloadOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import type { ExportFormat, ExportSourceKey } from '@mp/core/schemas/exports';
import { Button, Dropdown, Modal, Space, Tooltip, Typography, theme } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '../../api/notify.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { usePrivacyMask } from '../privacy.ts';
import { downloadCentrePath } from './area.ts';
import { saveDownload } from './download.ts';
import { exportNow, useAppointExport } from './exports.ts';
import { problemText } from './FilterForm.tsx';
import type { ListPage } from './useListPage.ts';

type Step = { kind: 'large'; format: ExportFormat; message: string } | { kind: 'queued'; rows: number };

/**
 * Export of what the list shows (CSV or XLSX, headers in the person's language, masked by the privacy
 * flag). Up to the server's synchronous limit the file downloads at once; above it the server answers
 * SCM40025 and the person is offered the scheduled download ('預約下載'), whose file then appears in the
 * area's download centre. The scheduled download can also be chosen directly. When the export rules refuse
 * the filters shown (the current day: exports follow the senior rules), the button says why before any
 * click: it stays focusable, looks disabled, and its reason shows on hover and focus (docs/decisions.md,
 * "Lists: query pages that show their results").
 */
export function ExportButton({
  list,
  source,
  area,
}: {
  list: ListPage;
  source: ExportSourceKey;
  area: SignedInArea;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [masked] = usePrivacyMask();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const appoint = useAppointExport(area);

  const filters = (): Record<string, string> | null => {
    const built = list.exportFilters();
    if (built.ok) return built.filters;
    notifier().error(problemText(built.problem));
    return null;
  };

  const now = async (format: ExportFormat) => {
    const f = filters();
    if (!f) return;
    setBusy(true);
    try {
      const out = await exportNow({ source, filters: f, format, mask: masked ? 'Y' : 'N' });
      if (out.kind === 'file') await saveDownload(out.link.download_url, out.link.file_name);
      else if (out.kind === 'scheduled') setStep({ kind: 'large', format, message: out.message });
    } finally {
      setBusy(false);
    }
  };

  const schedule = async (format: ExportFormat) => {
    const f = filters();
    if (!f) return;
    try {
      const job = await appoint.mutateAsync({ source, filters: f, format, mask: masked ? 'Y' : 'N' });
      setStep({ kind: 'queued', rows: job.total_rows });
    } catch {
      // The API client has shown the refusal; the dialog stays as it was.
    }
  };

  // Each way (now, scheduled) offers both formats; a menu key is `way:FORMAT`.
  const way = (key: 'now' | 'appoint') => ({
    type: 'group' as const,
    key,
    label: t(`money.export.${key}`),
    children: [
      { key: `${key}:CSV`, label: t('money.export.csv') },
      { key: `${key}:XLSX`, label: t('money.export.xlsx') },
    ],
  });
  const items = [way('now'), { type: 'divider' as const }, way('appoint')];

  const built = list.exportFilters();
  if (!built.ok) {
    // Today's view is shown (query allowed) but cannot be exported: say so, not 'cannot query today'.
    if (built.problem.code === 'VAL10015') return <RefusedExport reason={t('money.export.notToday')} today />;
    return <RefusedExport reason={problemText(built.problem)} today={false} />;
  }

  const centre = downloadCentrePath(area);
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => {
            trigger.current?.focus(); // the menu closes: the keyboard stays on the button, not lost
            const [mode, format] = key.split(':') as ['now' | 'appoint', ExportFormat];
            void (mode === 'now' ? now(format) : schedule(format));
          },
        }}
      >
        <Button ref={trigger} icon={<DownloadOutlined />} loading={busy}>
          {t('money.export.button')}
        </Button>
      </Dropdown>
      <Modal
        open={step !== null}
        onCancel={() => setStep(null)}
        centered
        width={460}
        title={null}
        footer={
          step?.kind === 'large' ? (
            <Space>
              <Button onClick={() => setStep(null)}>{t('money.common.cancel')}</Button>
              <Button type="primary" loading={appoint.isPending} onClick={() => void schedule(step.format)}>
                {t('money.export.appoint')}
              </Button>
            </Space>
          ) : (
            <Space>
              <Button onClick={() => setStep(null)}>{t('money.common.close')}</Button>
              <Button
                type="primary"
                onClick={() => {
                  setStep(null);
                  navigate(centre);
                }}
              >
                {t('money.export.toCentre')}
              </Button>
            </Space>
          )
        }
      >
        {step?.kind === 'large' ? (
          <Space align="start" size={12} style={{ paddingTop: 8 }}>
            <ExclamationCircleFilled style={{ color: '#faad14', fontSize: 22 }} />
            <Typography.Paragraph style={{ margin: 0, fontSize: 15 }}>{step.message}</Typography.Paragraph>
          </Space>
        ) : step?.kind === 'queued' ? (
          <Space align="start" size={12} style={{ paddingTop: 8 }}>
            <CheckCircleFilled style={{ color: '#52c41a', fontSize: 22 }} />
            <div>
              <Typography.Paragraph strong style={{ marginBottom: 4, fontSize: 15 }}>
                {t('money.export.queued')}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {t('money.export.queuedHint', { rows: step.rows })}
              </Typography.Text>
            </div>
          </Space>
        ) : null}
      </Modal>
    </>
  );
}

/**
 * The export button while the rules refuse the filters: focusable (a disabled button could not be
 * reached by keyboard nor show a tooltip), marked aria-disabled, its reason in a tooltip on hover, focus
 * and tap, and as its accessible description.
 */
function RefusedExport({ reason, today }: { reason: string; today: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = useId();
  const hint = today ? t('money.export.notTodayHint') : null;
  return (
    <Tooltip
      title={
        <>
          <div>{reason}</div>
          {hint ? <div>{hint}</div> : null}
        </>
      }
      trigger={['hover', 'focus', 'click']}
      placement="bottomRight"
      styles={{ root: { maxWidth: 340 } }}
    >
      <Button
        icon={<DownloadOutlined />}
        aria-disabled="true"
        aria-describedby={id}
        onClick={(e) => e.preventDefault()}
        style={{
          color: token.colorTextDisabled,
          background: token.colorBgContainerDisabled,
          borderColor: token.colorBorder,
          cursor: 'not-allowed',
          boxShadow: 'none',
        }}
      >
        {t('money.export.button')}
        <span id={id} hidden>
          {hint ? `${reason} ${hint}` : reason}
        </span>
      </Button>
    </Tooltip>
  );
}
