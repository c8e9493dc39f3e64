import { randomUUID } from 'node:crypto';
import { validateNoForbiddenChars, validateNotifyUrl } from '@mp/core';
import { macauTime14 } from '@mp/core/time';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { NotifyTargetRefusal } from '../../kernel/ports.ts';
import { type PageReq, pageAnswer, pageWindow } from '../../lists/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { auditedStep, commitChange } from './audited.ts';
import { confirmChange } from './confirm.ts';
import { openKey } from './key-vault.ts';
import { type KeyCtx, keyOrgCaller } from './org.ts';
import {
  type DeliveryDbRow,
  findKey,
  findUrls,
  insertDelivery,
  listDeliveries,
  orgNumber,
  saveUrls,
} from './queries.ts';
import { SIGN_TYPE, signPayload } from './signature.ts';
import { CHANGES, changeMail } from './texts.ts';

/** The spec's bound on a merchant's server: a test notification waits at most 5 seconds. */
export const NOTIFY_TIMEOUT_MS = 5_000;

/** The catalogue answer to a refused notification target. */
function refusalCode(refusal: NotifyTargetRefusal) {
  return refusal.kind === 'private' ? ('SEC10008' as const) : ('SEC10009' as const);
}

/** Format first, then where the host resolves: never to a private, loopback or metadata address. */
async function checkUrl(ctx: CallContext, field: string, url: string): Promise<void> {
  if (url === '') return;
  const bad = validateNoForbiddenChars(url) ?? validateNotifyUrl(url);
  if (bad) throw new AppError(bad, field);
  const refusal = await ctx.ports.notifier.checkTarget(url);
  if (refusal) throw new AppError(refusalCode(refusal), field);
}

export async function updateNotifyUrls(
  ctx: KeyCtx,
  body: { async_notify_url: string; page_notify_url: string; sms_code?: string; pay_password?: string },
) {
  const { op, org } = keyOrgCaller(ctx);
  const asyncUrl = body.async_notify_url.trim();
  const pageUrl = body.page_notify_url.trim();
  await checkUrl(ctx, 'async_notify_url', asyncUrl);
  await checkUrl(ctx, 'page_notify_url', pageUrl);
  const by = await auditedStep(ctx, 'notify_url_change', org.kind, () =>
    confirmChange(ctx, op, 'notify_url', body),
  );
  const at = ctx.ports.clock.now();
  await commitChange(
    ctx,
    org,
    {
      action: 'notify_url_change',
      target: org.kind,
      mail: changeMail(CHANGES.urls, { loginName: op.loginName, ip: ctx.ip }, macauTime14(at)),
    },
    async (tx) => {
      const before = await findUrls(tx, org);
      await saveUrls(tx, org, { asyncUrl, pageUrl, by: op.id, at });
      return {
        confirmed_by: by,
        async_url: { from: before?.async_url ?? '', to: asyncUrl },
        page_url: { from: before?.page_url ?? '', to: pageUrl },
      };
    },
  );
  return { async_notify_url: asyncUrl, page_notify_url: pageUrl };
}

function deliveryRow(d: DeliveryDbRow) {
  return {
    delivery_id: String(d.id),
    url_kind: d.url_kind,
    origin: d.origin,
    url: d.url,
    http_status: d.http_status ?? 0,
    result: d.result,
    response_excerpt: d.response_excerpt,
    error: d.error,
    duration_ms: d.duration_ms,
    created_at: macauTime14(d.created_at),
  };
}

/**
 * POSTs a signed test notification to the registered URL through the Notifier port and records the
 * outcome in the delivery history. A failure of the merchant's server is an answer, not an error.
 */
export async function sendTestNotify(ctx: KeyCtx, body: { url_kind: 'ASYNC' | 'PAGE' }) {
  const { op, org } = keyOrgCaller(ctx);
  const urls = await findUrls(ctx.db, org);
  const url = body.url_kind === 'ASYNC' ? urls?.async_url : urls?.page_url;
  if (!url) throw new AppError('SEC10004');
  const at = ctx.ports.clock.now();
  const key = await findKey(ctx.db, org);
  const message: Record<string, string> = {
    notify_type: 'TEST',
    notify_id: randomUUID().replaceAll('-', ''),
    org_no: await orgNumber(ctx.db, org),
    url_kind: body.url_kind,
    notify_time: macauTime14(at),
    message: 'Test notification from the merchant portal',
  };
  if (key) {
    message.sign_type = SIGN_TYPE;
    message.sign = signPayload(await openKey(ctx.db, org, key.key_enc, at), message);
  }
  const json = JSON.stringify(message);
  const outcome = await ctx.ports.notifier.post(url, json, { timeoutMs: NOTIFY_TIMEOUT_MS });
  if (outcome.refused) {
    // A URL saved before the rule, or whose host now resolves elsewhere: nothing was sent.
    await recordAudit(ctx, {
      action: 'notify_test',
      ok: false,
      target: body.url_kind,
      detail: { url, reason: refusalCode(outcome.refused), refused: outcome.refused.detail },
    });
    throw new AppError(
      refusalCode(outcome.refused),
      body.url_kind === 'ASYNC' ? 'async_notify_url' : 'page_notify_url',
    );
  }
  const row = await ctx.db.tx(async (tx) => {
    const d = await insertDelivery(tx, org, {
      urlKind: body.url_kind,
      url,
      requestBody: json,
      httpStatus: outcome.httpStatus,
      result: outcome.result,
      responseExcerpt: outcome.responseExcerpt,
      error: outcome.error,
      durationMs: outcome.durationMs,
      operatorId: op.id,
      at,
    });
    await recordAudit(
      ctx,
      {
        action: 'notify_test',
        ok: outcome.result === 'OK',
        target: body.url_kind,
        detail: { url, http_status: outcome.httpStatus, result: outcome.result },
      },
      tx,
    );
    return d;
  });
  return deliveryRow(row);
}

export async function notifyHistory(ctx: KeyCtx, body: PageReq & { url_kind?: '' | 'ASYNC' | 'PAGE' }) {
  const { org } = keyOrgCaller(ctx);
  const rows = await listDeliveries(ctx.db, org, { urlKind: body.url_kind || null, ...pageWindow(body) });
  return pageAnswer(body, rows, rows.map(deliveryRow));
}
