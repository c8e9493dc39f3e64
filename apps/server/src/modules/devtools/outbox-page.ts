import { macauTime14 } from '@mp/core/time';

export interface OutboxRow {
  id: string;
  channel: 'sms' | 'mail';
  target: string;
  subject: string;
  body: string;
  created_at: Date;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const time = (d: Date) => {
  const t = macauTime14(d);
  return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`;
};

/**
 * The demo outbox: what the local SMS and mail adapters "sent", newest first, so someone trying the
 * portal can read the verification code. Plain HTML (no script), refreshed by the browser every 5 s.
 */
export function renderOutboxPage(rows: OutboxRow[]): string {
  const body = rows.length
    ? rows
        .map(
          (r) =>
            `<tr><td class="t">${time(r.created_at)}</td><td>${r.channel === 'sms' ? '短訊 SMS' : '郵件 Mail'}</td>` +
            `<td>${escapeHtml(r.target)}</td><td>${r.subject ? `<b>${escapeHtml(r.subject)}</b><br>` : ''}` +
            `${escapeHtml(r.body)}</td></tr>`,
        )
        .join('\n')
    : '<tr><td colspan="4" class="empty">尚無訊息 · No messages yet</td></tr>';
  return `<!doctype html>
<html lang="zh-Hant">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>示範發件箱 · Demo outbox</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","PingFang TC","Microsoft JhengHei",sans-serif;margin:24px;color:#1f1f1f}
h1{font-size:20px;margin:0 0 4px}p{color:#595959;margin:0 0 16px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #f0f0f0;padding:8px 10px;text-align:left;vertical-align:top}
th{background:#fafafa;font-weight:600}td.t{white-space:nowrap;font-variant-numeric:tabular-nums}.empty{color:#8c8c8c;text-align:center}
</style>
</head>
<body>
<h1>示範發件箱 · Demo outbox</h1>
<p>本機短訊及郵件介面「已發送」的最新 50 則訊息，每 5 秒自動更新（時間為澳門時間）。<br>
The latest 50 messages the local SMS and mail adapters "sent"; refreshes every 5 seconds (Macau time).</p>
<table>
<thead><tr><th>時間 Time</th><th>渠道 Channel</th><th>收件人 To</th><th>內容 Text</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`;
}
