import { formatCents } from '@mp/core';
import type { JobDeps } from '../../schedule/index.ts';
import { claimUnsentAlerts, markAlertSent, merchantAdminMails, type UnsentAlert } from './queries.ts';

/** Alerts sent a run at most (the rest wait for the next run, 20 seconds on). */
const BATCH = 50;

/** The alert's text in both languages: the campaign, the level reached and what is used of which cap. */
export function alertText(a: UnsentAlert) {
  const name = { zh: a.name_zh || a.name_en, en: a.name_en || a.name_zh };
  const used: { zh: string[]; en: string[] } = { zh: [], en: [] };
  if (a.amount_cap !== null) {
    const u = formatCents(Number(a.used_amount));
    const c = formatCents(Number(a.amount_cap));
    used.zh.push(`優惠金額已用 MOP ${u} / ${c}`);
    used.en.push(`discount used MOP ${u} of ${c}`);
  }
  if (a.count_cap !== null) {
    used.zh.push(`次數已用 ${a.used_count} / ${a.count_cap}`);
    used.en.push(`redemptions ${a.used_count} of ${a.count_cap}`);
  }
  const full = Number(a.level) >= 100;
  const zh = `活動「${name.zh}」（${a.promo_no}）預算已達 ${a.level}%：${used.zh.join('，')}。${full ? '活動已因預算用盡結束。' : '如需延續，請於活動詳情提高限額。'}`;
  const en = `Campaign "${name.en}" (${a.promo_no}) has used ${a.level}% of its budget: ${used.en.join(', ')}. ${full ? 'It has closed: the budget is spent.' : 'To keep it running, raise a cap on the campaign page.'}`;
  return {
    subject: `優惠活動預算提醒 ${a.level}% / Campaign budget alert ${a.level}%`,
    body: `${zh}\n\n${en}`,
    sms: `【商戶平台】${zh} / ${en}`,
  };
}

/**
 * Sends the budget alerts reached (50, 80, 100 %, recorded by the redemptions), each once: a mail to the
 * merchant's administrators and an SMS to the campaign's contact. Claimed and marked in one transaction:
 * a send that fails leaves the alert for the next run; a second process skips the claimed rows.
 */
export async function sendPromotionAlerts(
  deps: JobDeps,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  try {
    await deps.db.tx(async (tx) => {
      for (const a of await claimUnsentAlerts(tx, BATCH)) {
        const text = alertText(a);
        for (const to of await merchantAdminMails(tx, String(a.merchant_id)))
          await deps.ports.mail.send(to, text.subject, text.body);
        if (a.contact_phone)
          await deps.ports.sms.send(
            {
              areaCode: a.contact_area || (a.contact_phone.length === 11 ? '+86' : '+853'),
              mobile: a.contact_phone,
            },
            text.sms,
          );
        await markAlertSent(tx, String(a.promotion_id), Number(a.level), now);
        sent += 1;
      }
    });
  } catch (e) {
    failed += 1;
    sent = 0;
    deps.log.warn({ err: e }, 'promotion alerts not sent');
  }
  return { sent, failed };
}
