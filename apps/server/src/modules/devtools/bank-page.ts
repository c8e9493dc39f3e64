import { maskCard } from '@mp/core';
import { escapeHtml } from './outbox-page.ts';

export interface BankPaymentRow {
  change_no: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  verify_amount: string;
  pay_status: string;
  paid_at: Date | null;
  created_at: Date;
}

const STATUS: Record<string, string> = {
  PROCESSING: '打款中 Being paid',
  PAYOUT_SUCCESS: '已到賬 Credited',
  FAILURE: '失敗 Failed',
};

const mop = (cents: string) => `${(Number(cents) / 100).toFixed(2)} MOP`;

/**
 * The demo's bank statement: the verification payments the local bank adapter made to new settlement
 * accounts (bank-account changes), newest first, so someone trying the portal can read the amount
 * "received". The amount is shown once the bank has paid it. Plain HTML, refreshed every 5 s.
 */
export function renderBankPage(rows: readonly BankPaymentRow[]): string {
  const body = rows.length
    ? rows
        .map((r) => {
          const paid = r.pay_status === 'PAYOUT_SUCCESS';
          return (
            `<tr data-change="${escapeHtml(r.change_no)}"><td>${escapeHtml(r.change_no)}</td>` +
            `<td>${escapeHtml(r.bank_name)}<br>${escapeHtml(maskCard(r.account_no))} ${escapeHtml(r.account_name)}</td>` +
            `<td class="amount" data-amount="${paid ? (Number(r.verify_amount) / 100).toFixed(2) : ''}">${paid ? mop(r.verify_amount) : '—'}</td>` +
            `<td>${STATUS[r.pay_status] ?? escapeHtml(r.pay_status)}</td></tr>`
          );
        })
        .join('\n')
    : '<tr><td colspan="4" class="empty">尚無打款 · No payments yet</td></tr>';
  return `<!doctype html>
<html lang="zh-Hant">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>示範銀行 · Demo bank</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","PingFang TC","Microsoft JhengHei",sans-serif;margin:24px;color:#1f1f1f}
h1{font-size:20px;margin:0 0 4px}p{color:#595959;margin:0 0 16px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #f0f0f0;padding:8px 10px;text-align:left;vertical-align:top}
th{background:#fafafa;font-weight:600}td.amount{white-space:nowrap;font-variant-numeric:tabular-nums}.empty{color:#8c8c8c;text-align:center}
</style>
</head>
<body>
<h1>示範銀行 · Demo bank</h1>
<p>本機銀行介面向新結算賬戶打出的驗證款項（最新 50 筆），每 5 秒自動更新。<br>
The verification payments the local bank adapter made to new settlement accounts (latest 50); refreshes every 5 seconds.</p>
<table>
<thead><tr><th>變更編號 Change</th><th>收款賬戶 Account</th><th>到賬金額 Amount</th><th>狀態 Status</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`;
}
