import {
  DAY_MS,
  firstError,
  labelOf,
  todayYmd,
  validateMaxLength,
  validateNoForbiddenChars,
  validateQueryRange,
} from '@mp/core';
import { AUDIT_ACTIONS, type AuditQueryReqT } from '@mp/core/schemas/audit';
import { macauTime14, startOfYmd } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { check, checkFilter, checkText } from '../../lists/input.ts';
import { containsPattern, pageAnswer, pageWindow } from '../../lists/paging.ts';
import { queryAudit } from './queries.ts';
import { recordAudit } from './record.ts';

/** admin/queryAuditLog: the organisation's audit trail, for its administrators only. */
export async function auditQuery(ctx: SignedInContext, body: AuditQueryReqT) {
  const op = ctx.operator;
  const now = ctx.ports.clock.now();
  check(
    'start_date',
    validateQueryRange({ start: body.start_date, end: body.end_date, today: todayYmd(now) }),
  );
  checkFilter('login_name', body.login_name);
  checkFilter('action', body.action, 40);
  const from = startOfYmd(body.start_date);
  const to = new Date(startOfYmd(body.end_date).getTime() + DAY_MS);
  const rows = await queryAudit(ctx.db, {
    org: { kind: op.orgKind, id: op.orgId },
    from,
    to,
    loginPattern: containsPattern(body.login_name),
    operatorId: body.oper_id || null,
    action: body.action || null,
    ok: body.result === 'OK' ? true : body.result === 'FAIL' ? false : null,
    ...pageWindow(body),
  });
  return pageAnswer(
    body,
    rows,
    rows.map((r) => ({
      audit_id: String(r.id),
      at: macauTime14(r.at),
      oper_id: r.operator_id ? String(r.operator_id) : '',
      login_name: r.login_name,
      action: r.action,
      action_name: labelOf(AUDIT_ACTIONS, r.action, ctx.lang),
      target: r.target,
      result: r.ok ? ('OK' as const) : ('FAIL' as const),
      ip: r.ip,
      detail: JSON.stringify(r.detail ?? {}),
    })),
  );
}

/** admin/setLogMod: what the portal alone sees (an export, a download, an unmasked view) goes on record. */
export async function setLogMod(
  ctx: SignedInContext,
  body: { action: 'export' | 'download' | 'print' | 'unmask'; target: string; remark?: string },
) {
  checkText('target', body.target, 200);
  check('remark', firstError(validateNoForbiddenChars(body.remark), validateMaxLength(body.remark, 500)));
  await recordAudit(ctx, {
    action: body.action,
    target: body.target,
    detail: body.remark ? { remark: body.remark } : {},
  });
  return {};
}
