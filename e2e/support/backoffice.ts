import { type REVIEW_REASONS, reasonsOf } from '@mp/core/schemas/review';
import { REVIEW_DECISION, REVIEW_ITEM_STATUS } from '@mp/core/statuses';
import type { Page } from '@playwright/test';
import { settled, shot } from './browser.ts';
import type { OpenPage } from './journey.ts';
import { chooseOption } from './select.ts';
import { signInStaff } from './staff.ts';

/**
 * The provider's back office in the browser tests (issue 25): a staff member on a page of their own (own
 * cookies: the merchant's page keeps its session), signed in at /backoffice_login with their authenticator
 * code, deciding a request through the review kit as a person does: the queue filtered by kind (the URL),
 * the request's detail, a decision with a reason from the catalogue and/or a text, and the status it leads to.
 */

type Lang = 'zh-TW' | 'en';
export type Decision = keyof typeof REVIEW_DECISION;
type Reason = keyof typeof REVIEW_REASONS.common | 'NOT_ELIGIBLE' | 'NAME_MISMATCH' | 'HEAD_WRONG';

/** The detail page's words (apps/web/src/features/review/messages.ts) a person reads. */
const WORDS: Record<Lang, { decision: string; reason: string; text: string; submit: string; agree: string }> =
  {
    en: {
      decision: 'Decision',
      reason: 'Reason',
      text: 'Explanation',
      submit: 'Submit decision',
      agree: 'Agree and carry out',
    },
    'zh-TW': { decision: '決定', reason: '原因', text: '說明', submit: '提交決定', agree: '同意並執行' },
  };

const pick = (l: { zh: string; en: string }, lang: Lang) => (lang === 'en' ? l.en : l.zh);

export interface StaffDesk {
  page: Page;
  lang: Lang;
  login: string;
}

/**
 * A staff member's desk: a page of their own at 1366 px in `lang` (English unless told), signed in with their
 * published authenticator key.
 */
export async function staffDesk(open: OpenPage, login: string, lang: Lang = 'en'): Promise<StaffDesk> {
  const page = await open({ lang, viewport: { width: 1366, height: 820 } });
  await signInStaff(page, login);
  return { page, lang, login };
}

/**
 * Finds request `ref` in the queue of its kind (`?kind=` in the URL, as a click on the kind's count does) and
 * opens its detail by the link its number is. `shotName`: a screenshot of the queue first.
 */
export async function openRequest(desk: StaffDesk, kind: string, ref: string, shotName?: string) {
  const { page } = desk;
  await page.goto(`/backoffice/index?kind=${encodeURIComponent(kind)}`);
  const link = page.getByRole('link', { name: ref, exact: true });
  await link.waitFor();
  if (shotName) {
    await settled(page);
    await shot(page, shotName);
  }
  await link.click();
  await page.waitForURL('**/backoffice/review_detail?item_id=*');
  // The request's card: its kind and number in the title.
  await page.locator('.ant-card-head-title', { hasText: ref }).waitFor();
}

/** The status the request's card shows. */
const statusTag = (desk: StaffDesk, label: string) =>
  desk.page.locator('.ant-card').first().locator('.ant-tag', { hasText: label });

/**
 * Takes `decision` on the open request with a reason from the catalogue and/or a text, and waits for what
 * follows: decided, or (an approval above the limit) awaiting a second approver. Answers which it was.
 */
export async function decideRequest(
  desk: StaffDesk,
  kind: string,
  decision: Decision,
  why: { reason?: Reason; text?: string } = {},
): Promise<'DECIDED' | 'AWAITING_SECOND'> {
  const { page, lang } = desk;
  const w = WORDS[lang];
  const form = page.locator('form#decide');
  await chooseOption(page, form.getByLabel(w.decision), pick(REVIEW_DECISION[decision], lang));
  if (why.reason) {
    const label = reasonsOf(kind)[why.reason];
    if (!label) throw new Error(`${kind} has no reason ${why.reason}`);
    await chooseOption(page, form.getByLabel(w.reason), pick(label, lang));
  }
  if (why.text) await form.getByLabel(w.text).fill(why.text);
  await form.getByRole('button', { name: w.submit }).click();
  const decided = statusTag(desk, pick(REVIEW_ITEM_STATUS.DECIDED, lang));
  const waits = statusTag(desk, pick(REVIEW_ITEM_STATUS.AWAITING_SECOND, lang));
  await decided.or(waits).waitFor();
  return (await decided.count()) > 0 ? 'DECIDED' : 'AWAITING_SECOND';
}

/** The second approver agrees to the decision awaiting them on the open request, and it is carried out. */
export async function secondApproval(desk: StaffDesk, text = '') {
  const { page, lang } = desk;
  if (text) await page.getByLabel(WORDS[lang].text).fill(text);
  await page.getByRole('button', { name: WORDS[lang].agree }).click();
  await statusTag(desk, pick(REVIEW_ITEM_STATUS.DECIDED, lang)).waitFor();
}

/**
 * The whole of it: `login` signs in on a desk of their own, opens request `ref` of `kind` and decides it;
 * an approval above the limit is given its second approval by `second` (another staff member). Answers the
 * desk (still open) for what the test checks next.
 */
export async function decideInBackOffice(
  open: OpenPage,
  o: {
    login: string;
    kind: string;
    ref: string;
    decision: Decision;
    reason?: Reason;
    text?: string;
    second?: string;
    lang?: Lang;
  },
): Promise<StaffDesk> {
  const desk = await staffDesk(open, o.login, o.lang);
  await openRequest(desk, o.kind, o.ref);
  const outcome = await decideRequest(desk, o.kind, o.decision, o);
  if (outcome === 'AWAITING_SECOND') {
    if (!o.second) throw new Error(`${o.ref}: the decision waits for a second approver, and none was named`);
    const other = await staffDesk(open, o.second, o.lang);
    await openRequest(other, o.kind, o.ref);
    await secondApproval(other);
    await other.page.close();
  }
  return desk;
}
