import { useTranslation } from 'react-i18next';

/**
 * While a page's chunk loads: a quiet spinner in place of the page, never a blank area. Plain CSS
 * (`.mp-spinner` in index.html), not antd's Spin: it shows before antd's core has loaded.
 */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
      <div className="mp-spinner" role="status" aria-label={t('shell.loading')} />
    </div>
  );
}
