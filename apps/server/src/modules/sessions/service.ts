import { createHash } from 'node:crypto';
import { macauTime14 } from '@mp/core/time';
import type { CallContext, Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { endSessions, liveSessions, type SessionDbRow } from './queries.ts';
import { describeUserAgent } from './user-agent.ts';

/**
 * The security centre: the signed-in operator's live sessions, and ending the other ones. A session is
 * shown by an opaque number derived from its id, so the page never holds anything that opens a session.
 */
function caller(ctx: CallContext): { op: Operator; current: string } {
  const op = ctx.operator;
  if (!op || !ctx.session) throw new AppError('SCM60401');
  return { op, current: ctx.session.id };
}

export const sessionNo = (id: string) =>
  createHash('sha256').update(`session-no:${id}`).digest('hex').slice(0, 24);

async function mine(ctx: CallContext, op: Operator): Promise<SessionDbRow[]> {
  const now = ctx.ports.clock.now();
  return liveSessions(ctx.db, op.id, new Date(now.getTime() - ctx.config.idleTimeoutMin * 60_000));
}

export async function sessionList(ctx: CallContext) {
  const { op, current } = caller(ctx);
  const rows = await mine(ctx, op);
  return {
    rows: rows.map((s) => ({
      session_no: sessionNo(s.id),
      ...describeUserAgent(s.user_agent),
      ip: s.ip,
      created_at: macauTime14(s.created_at),
      last_seen_at: macauTime14(s.last_seen_at),
      current: s.id === current ? ('Y' as const) : ('N' as const),
    })),
  };
}

async function end(ctx: CallContext, op: Operator, ids: string[], scope: 'others' | 'one') {
  if (ids.length === 0) return { ended: 0 };
  return ctx.db.tx(async (tx) => {
    const ended = await endSessions(tx, ids, 'ended_by_user', ctx.ports.clock.now());
    await recordAudit(ctx, { action: 'sessions_end', target: op.loginName, detail: { scope, ended } }, tx);
    return { ended };
  });
}

export async function endOtherSessions(ctx: CallContext) {
  const { op, current } = caller(ctx);
  const others = (await mine(ctx, op)).filter((s) => s.id !== current).map((s) => s.id);
  return end(ctx, op, others, 'others');
}

/** Ends one other session; the current one ends by signing out. */
export async function endOneSession(ctx: CallContext, body: { session_no: string }) {
  const { op, current } = caller(ctx);
  const target = (await mine(ctx, op)).find((s) => sessionNo(s.id) === body.session_no && s.id !== current);
  if (!target) throw new AppError('SCM40401');
  return end(ctx, op, [target.id], 'one');
}
