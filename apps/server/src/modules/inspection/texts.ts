import { labelOf, REQUIREMENT_KIND } from '@mp/core';
import type { RequirementT } from '@mp/core/schemas/inspection';

/**
 * The reminder's mail and SMS (issue 29 point 1), in both languages (the portal does not know which one the
 * merchant reads outside it): what is due, by when, what stops if it passes, and the phone page's link.
 */
const ymd = (s: string) => (s.length === 8 ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : s);

export function reminderTexts(merName: string, reqs: RequirementT[], link: string) {
  const zh = reqs
    .map((r) => `・${labelOf(REQUIREMENT_KIND, r.kind, 'zh-TW')}（${r.subject}）：限期 ${ymd(r.deadline)}`)
    .join('\n');
  const en = reqs
    .map((r) => `- ${labelOf(REQUIREMENT_KIND, r.kind, 'en')} (${r.subject}): due ${ymd(r.deadline)}`)
    .join('\n');
  const subject = `【商戶後台】請更新證件或巡檢資料 / Please update your documents (${merName})`;
  const body = [
    `${merName}：以下資料即將到期或已逾期，請於限期前提交：`,
    zh,
    '逾期後將暫停開通新功能；逾期 15 日暫停結算；逾期 30 日暫停收款。',
    `請用手機開啟（7 日內有效，只可使用一次）：${link}`,
    '',
    `${merName}: the items below are due or past due. Please send them by the date shown:`,
    en,
    'After the date, new features are blocked; 15 days later settlement is held; 30 days later collection is suspended.',
    `Open on your phone (valid 7 days, single use): ${link}`,
  ].join('\n');
  const first = reqs[0];
  const sms = `【商戶後台】${merName}：${reqs.length} 項資料須於 ${ymd(first?.deadline ?? '')} 前更新 / ${reqs.length} item(s) due by ${ymd(first?.deadline ?? '')}: ${link}`;
  return { subject, body, sms };
}
