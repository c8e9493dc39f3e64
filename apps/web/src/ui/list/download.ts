import './messages.ts';
import { SESSION_INVALID_CODES } from '@mp/core/catalogue';
import { goTo } from '../../api/navigation.ts';
import { notifier } from '../../api/notify.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { i18n } from '../../i18n/index.ts';
import { clearLogin, signInPath } from '../../storage/browserStorage.ts';

/**
 * Fetches a one-time download link (GET, the session cookie) and hands the file to the browser under
 * its own name. A refusal comes back as the classic JSON body: its message is shown as the 3-second error
 * toast of spec point 8 instead of a page of JSON.
 */
export async function saveDownload(url: string, fileName: string): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    notifier().error(i18n.t('api.unreachable'));
    return false;
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    let code = '';
    let text = '';
    try {
      const body = (await res.json()) as { gda?: { msg_cd?: string; msg_inf?: string } };
      code = body.gda?.msg_cd ?? '';
      text = body.gda?.msg_inf ?? '';
    } catch {
      // not JSON: fall through to the generic text
    }
    if (SESSION_INVALID_CODES.includes(code)) {
      const to = signInPath();
      clearLogin();
      goTo(to);
    }
    notifier().error(text || catalogueText(code, i18n.t('money.export.downloadFailed')));
    return false;
  }
  saveBlob(await res.blob(), fileName);
  return true;
}

/** Hands a file made in the page to the browser's download, under its name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled; the object URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
