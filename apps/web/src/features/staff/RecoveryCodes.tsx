import './messages.ts';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { PALETTE } from '../../ui/theme.ts';

/** The text a copy or a download holds: a title, the codes one per line, the rule. */
function codesText(title: string, note: string, loginName: string, codes: readonly string[]): string {
  return [title, loginName, '', ...codes, '', note, ''].join('\n');
}

/**
 * Ten recovery codes, shown this once: copy, download as a .txt, and "I have saved them" before going on
 * (the continue button waits for the tick).
 */
export function RecoveryCodes({
  codes,
  loginName,
  continueText,
  onContinue,
}: {
  codes: readonly string[];
  loginName: string;
  continueText: string;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const listId = useId();
  const text = codesText(t('staff.codes.fileTitle'), t('staff.codes.fileNote'), loginName, codes);

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notifier().success(t('staff.codes.copied')),
      () => notifier().error(t('staff.codes.copyFailed')),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `recovery-codes-${loginName || 'staff'}.txt`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div>
      <Alert type="warning" showIcon title={t('staff.codes.intro')} style={{ marginBottom: 16 }} />
      <div id={listId} style={{ fontSize: 13, color: PALETTE.textMuted, marginBottom: 8 }}>
        {t('staff.codes.listLabel')}
      </div>
      <ol
        aria-labelledby={listId}
        data-testid="recovery-codes"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: '8px 16px',
          margin: '0 0 16px',
          padding: '12px 16px 12px 40px',
          background: '#f5f7fa',
          borderRadius: 8,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 15,
        }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('staff.codes.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t('staff.codes.download')}
        </Button>
      </Space>
      <div style={{ marginBottom: 16 }}>
        <Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)}>
          {t('staff.codes.saved')}
        </Checkbox>
      </div>
      <Button type="primary" size="large" block disabled={!saved} onClick={onContinue}>
        {continueText}
      </Button>
    </div>
  );
}
