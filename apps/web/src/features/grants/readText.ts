import './messages.ts';
import type { TFunction } from 'i18next';

/**
 * What a read was, as the server logs it ('balance', or 'yyyymmdd-yyyymmdd p<page>' for the account
 * activity), in the page's language; anything else as logged.
 */
export function readText(detail: string, t: TFunction): string {
  if (detail === 'balance') return t('grants.readBalance');
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{4})(\d{2})(\d{2}) p(\d+)$/.exec(detail);
  if (!m) return detail;
  return t('grants.readFlows', {
    from: `${m[1]}-${m[2]}-${m[3]}`,
    to: `${m[4]}-${m[5]}-${m[6]}`,
    page: m[7],
  });
}
