import { macauTime14 } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { type ChangeDbRow, changeEvents, merchantChanges } from './queries.ts';

/**
 * The merchant's information changes after onboarding (basic info, people, inspection expiry,
 * supplementary data, bank account): their progress and the unfinished-review check. Always the caller's
 * own merchant. The changes are created and reviewed by modules/merchantinfo (issue 14 point 5) and the
 * bank-account change (point 6).
 */
/** A change's head as every page shows it: number, kind, status, the reviewer's reason and its times. */
export const changeRow = (
  c: Pick<ChangeDbRow, 'change_no' | 'kind' | 'status' | 'review_reason' | 'created_at' | 'reviewed_at'>,
) => ({
  change_no: c.change_no,
  kind: c.kind,
  status: c.status,
  review_reason: c.review_reason,
  created_at: macauTime14(c.created_at),
  reviewed_at: c.reviewed_at ? macauTime14(c.reviewed_at) : '',
});

export async function unfinishedChanges(ctx: SignedInContext, kind: string | undefined) {
  const op = ctx.operator;
  const open = await merchantChanges(ctx.db, op.orgId, { openOnly: true, kind: kind ?? null });
  return { unfinished: open.length > 0 ? ('Y' as const) : ('N' as const), open: open.map(changeRow) };
}

export async function modifyProgress(ctx: SignedInContext) {
  const op = ctx.operator;
  const list = await merchantChanges(ctx.db, op.orgId, { openOnly: false, kind: null });
  const events = await changeEvents(
    ctx.db,
    list.map((c) => c.id),
  );
  return {
    list: list.map((c) => ({
      ...changeRow(c),
      history: events
        .filter((e) => String(e.change_id) === String(c.id))
        .map((e) => ({ action: e.action, reason: e.reason, at: macauTime14(e.at) })),
    })),
  };
}
