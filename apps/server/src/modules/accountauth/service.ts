import type { AccountAuthRowT } from '@mp/core/schemas/accountauth';
import { macauTime14 } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { num } from '../../lists/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { type AuthDbRow, selectAuth, selectAuthPage, untie } from './queries.ts';

/** Account authorisation: the merchant's own list, and untying one (another tenant's answers SCM40401). */

function toRow(r: AuthDbRow): AccountAuthRowT {
  return {
    auth_no: r.auth_no,
    party_name: r.party_name,
    party_kind: r.party_kind,
    scope: r.scope,
    daily_limit: num(r.daily_limit),
    status: r.status,
    authorised_at: macauTime14(r.authorised_at),
    untied_at: macauTime14(r.untied_at),
  };
}

export async function authList(
  ctx: SignedInContext,
  body: { status?: '' | AccountAuthRowT['status']; page_no: number; page_size: number },
) {
  const op = ctx.operator;
  const { rows, total } = await selectAuthPage(
    ctx.db,
    op.orgId,
    body.status || undefined,
    body.page_size,
    (body.page_no - 1) * body.page_size,
  );
  return { page_no: body.page_no, page_size: body.page_size, total_count: total, rows: rows.map(toRow) };
}

export async function authUntie(ctx: SignedInContext, authNo: string): Promise<AccountAuthRowT> {
  const op = ctx.operator;
  const found = await selectAuth(ctx.db, authNo.trim());
  if (!found || found.merchant_id !== op.orgId) throw new AppError('SCM40401', 'auth_no');
  await ctx.db.tx(async (tx) => {
    if (!(await untie(tx, found.id, op.id, ctx.ports.clock.now()))) throw new AppError('ACA10001', 'auth_no');
    await recordAudit(
      ctx,
      { action: 'account_auth_untie', target: found.auth_no, detail: { party: found.party_name } },
      tx,
    );
  });
  const after = await selectAuth(ctx.db, found.auth_no);
  if (!after) throw new AppError('SCM40401', 'auth_no');
  return toRow(after);
}
