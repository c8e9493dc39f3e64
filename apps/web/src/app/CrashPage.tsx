import { useTranslation } from 'react-i18next';
import { PALETTE } from '../ui/theme.ts';

/**
 * Shown when a page throws or its code fails to load. It is part of the start-up bundle on purpose: it must
 * render even when no further chunk can be fetched, so it is plain HTML in antd's look (`.mp-btn` in
 * index.html), without antd, whose core may be the very chunk that failed.
 */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ maxWidth: 520, margin: '96px auto', padding: 24, textAlign: 'center' }}>
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#fff1f0" stroke="#cf1322" strokeWidth="4" />
        <path d="M22 22l20 20M42 22L22 42" stroke="#cf1322" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h3 style={{ margin: '24px 0 8px', fontSize: 22, fontWeight: 600 }}>{t('shell.serverError.title')}</h3>
      <p style={{ margin: '0 0 24px', color: PALETTE.textMuted }}>{t('shell.serverError.text')}</p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
        <button type="button" className="mp-btn mp-btn-primary" onClick={() => globalThis.location.reload()}>
          {t('shell.reload')}
        </button>
        <a className="mp-btn" href="/">
          {t('shell.backHome')}
        </a>
      </div>
    </div>
  );
}
