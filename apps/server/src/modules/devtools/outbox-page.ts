import { macauTime14 } from '@mp/core/time';
import { escapeHtml, renderDemoTablePage } from './html-page.ts';

export interface OutboxRow {
  id: string;
  channel: 'sms' | 'mail';
  target: string;
  subject: string;
  body: string;
  created_at: Date;
}

const time = (d: Date) => {
  const t = macauTime14(d);
  return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`;
};

/**
 * The demo outbox: what the local SMS and mail adapters "sent", newest first, so someone trying the
 * portal can read the verification code. Plain HTML (no script), refreshed by the browser every 5 s.
 */
export function renderOutboxPage(rows: OutboxRow[]): string {
  return renderDemoTablePage({
    title: '示範發件箱 · Demo outbox',
    intro:
      '本機短訊及郵件介面「已發送」的最新 50 則訊息，每 5 秒自動更新（時間為澳門時間）。<br>\n' +
      'The latest 50 messages the local SMS and mail adapters "sent"; refreshes every 5 seconds (Macau time).',
    head: ['時間 Time', '渠道 Channel', '收件人 To', '內容 Text'],
    rows: rows.map(
      (r) =>
        `<tr><td class="t">${time(r.created_at)}</td><td>${r.channel === 'sms' ? '短訊 SMS' : '郵件 Mail'}</td>` +
        `<td>${escapeHtml(r.target)}</td><td>${r.subject ? `<b>${escapeHtml(r.subject)}</b><br>` : ''}` +
        `${escapeHtml(r.body)}</td></tr>`,
    ),
    empty: '尚無訊息 · No messages yet',
  });
}
