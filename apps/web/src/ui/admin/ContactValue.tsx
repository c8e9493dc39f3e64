import './messages.ts';
import { EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A phone or e-mail as the server answers it, masked (issue 15, point 2), with a 'show' button when the
 * person may see it in full (`reveal` given: the caller checked the contract with useAccess). Showing is a
 * call of its own, which the server audits; the full value stays on this screen only, never in a cache.
 */
export function ContactValue({
  masked,
  prefix,
  reveal,
}: {
  masked: string;
  /** Shown before the value either way (a phone's area code). */
  prefix?: string;
  reveal?: () => Promise<string>;
}) {
  const { t } = useTranslation();
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!masked) return <>-</>;
  const shown = `${prefix ? `${prefix} ` : ''}${full ?? masked}`;
  if (full !== null || !reveal) return <>{shown}</>;
  const show = async () => {
    setBusy(true);
    try {
      setFull(await reveal());
    } catch {
      // The API client has told the person why (no permission, not found, session ended).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4}>
      <span>{shown}</span>
      <Tooltip title={t('admin.showContactHint')}>
        <Button size="small" type="link" icon={<EyeOutlined />} loading={busy} onClick={show}>
          {t('admin.showContact')}
        </Button>
      </Tooltip>
    </Space>
  );
}
