import type { TokenScopeT } from '@mp/core/schemas/staff';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { checkText } from '../../lists/input.ts';
import { recordAudit } from '../audit/index.ts';
import { insertToken, revokeToken, tokensOf, useToken } from './queries.ts';
import { spendTotp } from './signin.ts';
import { hashToken, randomToken } from './totp.ts';

/**
 * Staff API tokens: a person's own, for machine use (`npm run review`, the provider's scripts): scoped,
 * expiring (1 to 90 days), revocable, shown once (only a sha-256 is kept). A token acts as its owner: the
 * review kit's rules (four eyes) apply to it as to the person.
 */
type Ctx = SignedInContext<'provider'>;
const DAY_MS = 86_400_000;

export async function listTokens(ctx: Ctx) {
  const now = ctx.ports.clock.now();
  const rows = await tokensOf(ctx.db, ctx.operator.id);
  return {
    list: rows.map((t) => ({
      token_id: t.id,
      name: t.name,
      scopes: t.scopes as TokenScopeT[],
      created_at: macauTime14(t.created_at),
      expires_at: macauTime14(t.expires_at),
      last_used_at: macauTime14(t.last_used_at),
      status: t.revoked_at
        ? ('REVOKED' as const)
        : t.expires_at <= now
          ? ('EXPIRED' as const)
          : ('ACTIVE' as const),
    })),
  };
}

export async function createToken(
  ctx: Ctx,
  body: { name: string; scopes: TokenScopeT[]; days: number; otp_code: string },
) {
  checkText('name', body.name, 40);
  await spendTotp(ctx, ctx.operator.id, body.otp_code);
  const at = ctx.ports.clock.now();
  const token = randomToken('mpst_');
  const expiresAt = new Date(at.getTime() + body.days * DAY_MS);
  const scopes = [...new Set(body.scopes)];
  const id = await ctx.db.tx(async (tx) => {
    const id = await insertToken(tx, {
      operatorId: ctx.operator.id,
      name: body.name,
      hash: hashToken(token),
      scopes,
      at,
      expiresAt,
    });
    await recordAudit(
      ctx,
      { action: 'staff_token_create', target: body.name, detail: { token_id: id, scopes, days: body.days } },
      tx,
    );
    return id;
  });
  return { token_id: id, token, expires_at: macauTime14(expiresAt) };
}

export async function dropToken(ctx: Ctx, body: { token_id: string }) {
  const at = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    if (!(await revokeToken(tx, ctx.operator.id, body.token_id, at))) throw new AppError('SCM40401');
    await recordAudit(ctx, { action: 'staff_token_revoke', target: body.token_id }, tx);
  });
  return {};
}

/**
 * The staff member a bearer token acts for, when it is live and holds the scope: their operator id. Throws
 * STF10006 (no such live token) or STF10008 (not this scope). For the JSON API of machine callers.
 */
export async function tokenOwner(
  db: Db,
  authorization: string,
  scope: TokenScopeT,
  at: Date,
): Promise<string> {
  const m = /^Bearer (mpst_[A-Za-z0-9_-]{20,64})$/.exec(authorization);
  if (!m) throw new AppError('STF10006');
  const t = await useToken(db, hashToken(m[1]), at);
  if (!t) throw new AppError('STF10006');
  if (!t.scopes.includes(scope)) throw new AppError('STF10008');
  return t.operator_id;
}
