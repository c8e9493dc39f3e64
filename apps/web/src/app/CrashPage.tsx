import { CloseCircleTwoTone } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PALETTE } from './theme.ts';

/**
 * Shown when a page throws or its code fails to load. It is part of the start-up bundle on purpose: it must
 * render even when no further chunk can be fetched.
 */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ maxWidth: 520, margin: '96px auto', padding: 24, textAlign: 'center' }}>
      <CloseCircleTwoTone twoToneColor="#cf1322" style={{ fontSize: 56 }} />
      <h3 style={{ margin: '24px 0 8px', fontSize: 22, fontWeight: 600 }}>{t('shell.serverError.title')}</h3>
      <p style={{ margin: '0 0 24px', color: PALETTE.textMuted }}>{t('shell.serverError.text')}</p>
      <Space>
        <Button type="primary" onClick={() => globalThis.location.reload()}>
          {t('shell.reload')}
        </Button>
        <Button href="/">{t('shell.backHome')}</Button>
      </Space>
    </div>
  );
}
