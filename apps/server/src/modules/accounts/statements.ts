import { addDaysYmd, maskEmail, todayYmd } from '@mp/core';
import type { StatementSubSaveReqT } from '@mp/core/schemas/accounts';
import { macauTime14 } from '@mp/core/time';
import { validateEmail } from '@mp/core/validators/text';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { JobDeps, ScheduledJob } from '../../schedule/index.ts';
import { recordAudit } from '../audit/index.ts';
import { appointExport, jobContext } from '../exports/index.ts';
import {
  type DeliveryDbRow,
  deleteStatementSub,
  finishDelivery,
  insertDueDeliveries,
  selectDueDelivery,
  selectStatementDeliveries,
  selectStatementSubs,
  upsertStatementSub,
} from './statement-queries.ts';

/**
 * Statement subscriptions (issue 12, point 7b). A merchant operator subscribes the merchant to a daily,
 * weekly or monthly statement of account flows, fee bills or settlements. Each closed period is delivered
 * once per channel by deliverStatements(): to the download centre (an export job of the kind's export
 * source, run by the export machine under the subscriber's scope) and, with an address, by mail through the
 * mail port. A failed delivery waits RETRY_BASE_MS, then twice that, ... and after MAX_TRIES tries stays
 * FAILED; the page shows each delivery with its state. Several processes deliver once: each delivery is
 * claimed with `for update skip locked` in the transaction that performs it.
 */
export const MAX_TRIES = 5;
export const RETRY_BASE_MS = 5 * 60_000;

type Kind = 'FLOWS' | 'FEE_BILL' | 'SETTLEMENT';
type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** The export source of each kind and its filters for a period (first and last day, yyyymmdd). */
const SOURCES: Record<Kind, { source: string; filters: (first: string, last: string) => object }> = {
  FLOWS: { source: 'account_flows', filters: (first, last) => ({ start_date: first, end_date: last }) },
  FEE_BILL: {
    source: 'fee_bills',
    filters: (first, last) => ({ start_month: first.slice(0, 6), end_month: last.slice(0, 6) }),
  },
  SETTLEMENT: { source: 'settlements', filters: (first, last) => ({ start_date: first, end_date: last }) },
};

const NAMES: Record<Kind, { zh: string; en: string }> = {
  FLOWS: { zh: '賬戶收支結單', en: 'Account activity statement' },
  FEE_BILL: { zh: '手續費賬單', en: 'Fee bill statement' },
  SETTLEMENT: { zh: '結算結單', en: 'Settlement statement' },
};

const weekday = (ymd: string) =>
  new Date(
    Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))),
  ).getUTCDay();

/**
 * The last closed period of a frequency at `now` (Macau days): yesterday; last week, Monday to Sunday;
 * last month.
 */
export function lastClosedPeriod(
  frequency: Frequency,
  now: Date,
): { period: string; first: string; last: string } {
  const today = todayYmd(now);
  if (frequency === 'DAILY') {
    const y = addDaysYmd(today, -1)!;
    return { period: `D${y}`, first: y, last: y };
  }
  if (frequency === 'WEEKLY') {
    const dow = weekday(today);
    const sunday = addDaysYmd(today, -(dow === 0 ? 7 : dow))!;
    const monday = addDaysYmd(sunday, -6)!;
    return { period: `W${monday}`, first: monday, last: sunday };
  }
  const last = addDaysYmd(`${today.slice(0, 6)}01`, -1)!;
  return { period: `M${last.slice(0, 6)}`, first: `${last.slice(0, 6)}01`, last };
}

// ---- The calls -------------------------------------------------------------------------------

export async function statementSubs(ctx: SignedInContext) {
  const op = ctx.operator;
  const [subs, deliveries] = await Promise.all([
    selectStatementSubs(ctx.db, op.orgId),
    selectStatementDeliveries(ctx.db, op.orgId, 50),
  ]);
  return {
    subscriptions: subs.map((s) => ({
      kind: s.kind,
      frequency: s.frequency,
      email: maskEmail(s.email),
      oper_login_name: s.oper_login_name ?? '',
      updated_at: macauTime14(s.updated_at),
    })),
    deliveries: deliveries.map((d) => ({
      delivery_id: String(d.id),
      kind: d.kind,
      period: d.period,
      first_day: d.first_day,
      last_day: d.last_day,
      channel: d.channel,
      status: d.status,
      tries: d.tries,
      next_at: d.status === 'PENDING' ? macauTime14(d.next_at) : '',
      last_error: d.last_error,
      sent_at: macauTime14(d.sent_at),
    })),
  };
}

/**
 * Subscribes (or with OFF unsubscribes) the merchant to a statement of one kind. Fee bills are monthly
 * documents: FEE_BILL takes MONTHLY only (VAL10037 naming `frequency`). The subscriber must be able to
 * export the kind (its code: 32 flows, 47 fee bills, 44 settlements): the contract's codeFrom, which the
 * gate checks.
 */
export async function saveStatementSub(ctx: SignedInContext, body: StatementSubSaveReqT) {
  const op = ctx.operator;
  const kept =
    body.email === undefined
      ? ((await selectStatementSubs(ctx.db, op.orgId)).find((s) => s.kind === body.kind)?.email ?? '')
      : undefined;
  const email = kept ?? (body.email ?? '').trim();
  if (body.frequency !== 'OFF') {
    if (body.kind === 'FEE_BILL' && body.frequency !== 'MONTHLY') throw new AppError('VAL10037', 'frequency');
    if (email !== '' && kept === undefined) {
      const bad = validateEmail(email);
      if (bad) throw new AppError(bad, 'email');
    }
  }
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    if (body.frequency === 'OFF') await deleteStatementSub(tx, op.orgId, body.kind);
    else
      await upsertStatementSub(tx, {
        merchantId: op.orgId,
        kind: body.kind,
        frequency: body.frequency,
        email,
        operatorId: op.id,
        lang: ctx.lang,
        at: now,
      });
    await recordAudit(
      ctx,
      {
        action: 'statement_subscribe',
        target: body.kind,
        detail: { frequency: body.frequency, mail: email !== '' ? 'Y' : 'N' },
      },
      tx,
    );
  });
  return statementSubs(ctx);
}

// ---- The job ---------------------------------------------------------------------------------

/** The wait before try n + 1 after n failed tries: 5 min, 10, 20, 40. */
export const retryWaitMs = (tries: number) => RETRY_BASE_MS * 2 ** Math.max(0, tries - 1);

async function perform(deps: JobDeps, d: DeliveryDbRow): Promise<string | null> {
  const ctx = await jobContext(deps, {
    operatorId: String(d.operator_id),
    orgKind: 'merchant',
    orgId: String(d.merchant_id),
    storeIds: null,
    lang: d.lang === 'en' ? 'en' : 'zh-TW',
  });
  const kind = d.kind;
  if (d.channel === 'CENTRE') {
    const s = SOURCES[kind];
    const job = await appointExport(ctx, s.source, s.filters(d.first_day, d.last_day), 'CSV');
    return job.job_id;
  }
  const name = NAMES[kind];
  const en = d.lang === 'en';
  const range = d.first_day === d.last_day ? d.first_day : `${d.first_day}-${d.last_day}`;
  await deps.ports.mail.send(
    d.email,
    en ? `${name.en} ${range}` : `${name.zh} ${range}`,
    en
      ? `Your ${name.en.toLowerCase()} for ${range} is ready in the download centre of the merchant portal.`
      : `您 ${range} 的${name.zh}已備妥，請在商戶平台的下載中心下載。`,
  );
  return null;
}

/**
 * One run: writes the due deliveries of every subscription (once: unique per subscription, period and
 * channel), then performs every delivery whose time has come, each in its own transaction holding its row.
 * Answers how many were sent and how many failed this run.
 */
export async function deliverStatements(deps: JobDeps, now: Date): Promise<{ sent: number; failed: number }> {
  for (const f of ['DAILY', 'WEEKLY', 'MONTHLY'] as const) {
    const p = lastClosedPeriod(f, now);
    await insertDueDeliveries(deps.db, f, p, now);
  }
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < 1000; i++) {
    const done = await deps.db.tx(async (tx) => {
      const d = await selectDueDelivery(tx, now);
      if (!d) return null;
      try {
        const jobId = await perform({ ...deps, db: tx }, d);
        await finishDelivery(tx, String(d.id), { ok: true, jobId, at: now });
        return 'sent' as const;
      } catch (e) {
        const tries = d.tries + 1;
        const error = e instanceof AppError ? e.code : (e as Error).message?.slice(0, 200) || 'error';
        await finishDelivery(tx, String(d.id), {
          ok: false,
          error,
          tries,
          giveUp: tries >= MAX_TRIES,
          nextAt: new Date(now.getTime() + retryWaitMs(tries)),
          at: now,
        });
        deps.log.warn({ delivery: d.id, tries, error }, 'statement delivery failed');
        return 'failed' as const;
      }
    });
    if (!done) break;
    if (done === 'sent') sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

/** The statement deliveries (STATEMENT_JOB): at start, then every 5 minutes. */
export const statementJob: ScheduledJob = {
  name: 'statements',
  on: (config) => config.statementJob,
  every: 5 * 60_000,
  async run(deps, now) {
    const r = await deliverStatements(deps, now);
    return r.sent || r.failed ? r : null;
  },
  says: { done: 'statements delivered', failed: 'statement delivery run failed' },
};
