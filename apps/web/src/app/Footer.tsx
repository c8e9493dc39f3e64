import { HIDE_FOOTER_PATHS } from '@mp/core/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSysConfig } from '../api/sysConfig.ts';
import { PALETTE } from '../ui/theme.ts';

/** Spec point 1: the seal-logo script comes about 1.5 s after mount, so it never delays the first paint. */
export const SEAL_DELAY_MS = 1500;
const mountedAt = Date.now();
let sealRequested = false;

function loadSealScript(url: string, into: HTMLElement): void {
  if (sealRequested) return;
  sealRequested = true;
  const s = document.createElement('script');
  s.src = url;
  s.async = true;
  s.referrerPolicy = 'no-referrer';
  into.appendChild(s);
}

/** The footer: public-security filing line and the seal logo; hidden on the five routes the spec names. */
export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { config } = useSysConfig();
  const seal = useRef<HTMLDivElement>(null);
  const hidden = HIDE_FOOTER_PATHS.includes(pathname);

  useEffect(() => {
    if (hidden || !config.seal_script_url) return;
    const wait = Math.max(0, SEAL_DELAY_MS - (Date.now() - mountedAt));
    const timer = setTimeout(() => {
      if (seal.current) loadSealScript(config.seal_script_url, seal.current);
    }, wait);
    return () => clearTimeout(timer);
  }, [hidden, config.seal_script_url]);

  if (hidden) return null;
  return (
    <footer
      style={{
        padding: '20px 16px 24px',
        textAlign: 'center',
        color: PALETTE.textMuted,
        fontSize: 12,
        lineHeight: 2,
      }}
    >
      <div>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</div>
      {config.filing_text ? (
        <div>
          {config.filing_url ? (
            <a href={config.filing_url} target="_blank" rel="noreferrer" style={{ color: 'inherit' }}>
              {config.filing_text}
            </a>
          ) : (
            config.filing_text
          )}
        </div>
      ) : null}
      <div ref={seal} id="seal-logo" />
    </footer>
  );
}
