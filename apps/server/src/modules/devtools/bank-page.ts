import { maskCard } from '@mp/core';
import { escapeHtml, renderDemoTablePage } from './html-page.ts';

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
  return renderDemoTablePage({
    title: '示範銀行 · Demo bank',
    intro:
      '本機銀行介面向新結算賬戶打出的驗證款項（最新 50 筆），每 5 秒自動更新。<br>\n' +
      'The verification payments the local bank adapter made to new settlement accounts (latest 50); refreshes every 5 seconds.',
    head: ['變更編號 Change', '收款賬戶 Account', '到賬金額 Amount', '狀態 Status'],
    rows: rows.map((r) => {
      const paid = r.pay_status === 'PAYOUT_SUCCESS';
      return (
        `<tr data-change="${escapeHtml(r.change_no)}"><td>${escapeHtml(r.change_no)}</td>` +
        `<td>${escapeHtml(r.bank_name)}<br>${escapeHtml(maskCard(r.account_no))} ${escapeHtml(r.account_name)}</td>` +
        `<td class="amount" data-amount="${paid ? (Number(r.verify_amount) / 100).toFixed(2) : ''}">${paid ? mop(r.verify_amount) : '—'}</td>` +
        `<td>${STATUS[r.pay_status] ?? escapeHtml(r.pay_status)}</td></tr>`
      );
    }),
    empty: '尚無打款 · No payments yet',
  });
}
