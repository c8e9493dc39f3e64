import type { AddBindAppIdReqT, BindingRowT } from '@mp/core/schemas/appid';
import { macauTime14 } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { checkText } from '../../lists/input.ts';
import { recordAudit } from '../audit/index.ts';
import { assertFeaturesOpen } from '../inspection/index.ts';
import {
  type BindingDbRow,
  bindings,
  channelFormats,
  deleteBinding,
  fitsChannel,
  insertBinding,
  type Org,
} from './queries.ts';

/** The contracts admit merchants and providers only. */
type OrgCtx = SignedInContext<'merchant' | 'service'>;

function orgOf(ctx: OrgCtx): Org {
  return { kind: ctx.operator.orgKind, id: ctx.operator.orgId };
}

const rowOf = (b: BindingDbRow): BindingRowT => ({
  binding_id: String(b.id),
  channel: b.channel,
  app_id: b.app_id,
  remark: b.remark,
  created_by: b.created_by ?? '',
  created_at: macauTime14(b.created_at),
});

export async function bindingList(ctx: OrgCtx, body: { channel?: string }) {
  const org = orgOf(ctx);
  const rows = await bindings(ctx.db, org, body.channel || null);
  const formats = (await channelFormats(ctx.db)).map((f) => ({ channel: f.code, example: f.appid_example }));
  return { rows: rows.map(rowOf), formats };
}

/** Binds an app-id: the channel's shape (APP10001), one organisation per app-id and channel (APP10002). */
export async function addBinding(ctx: OrgCtx, body: AddBindAppIdReqT) {
  const op = ctx.operator;
  const org = orgOf(ctx);
  const appId = body.app_id.trim();
  checkText('app_id', body.app_id, 64);
  checkText('remark', body.remark, 64, true);
  if (!(await fitsChannel(ctx.db, body.channel, appId))) throw new AppError('APP10001', 'app_id');
  // A merchant past a document's or an inspection's deadline opens no new feature (issue 29 point 2).
  if (op.orgKind === 'merchant') await assertFeaturesOpen(ctx.db, op.orgId);
  return ctx.db.tx(async (tx) => {
    const row = await insertBinding(tx, {
      org,
      channel: body.channel,
      appId,
      remark: body.remark?.trim() ?? '',
      operatorId: op.id,
      at: ctx.ports.clock.now(),
    });
    if (!row) throw new AppError('APP10002', 'app_id');
    await recordAudit(ctx, { action: 'appid_bind', target: `${body.channel} ${appId}` }, tx);
    return rowOf(row);
  });
}

export async function removeBinding(ctx: OrgCtx, body: { binding_id: string }) {
  const org = orgOf(ctx);
  return ctx.db.tx(async (tx) => {
    const gone = await deleteBinding(tx, org, body.binding_id);
    if (!gone) throw new AppError('SCM40401');
    await recordAudit(ctx, { action: 'appid_unbind', target: `${gone.channel} ${gone.app_id}` }, tx);
    return { binding_id: body.binding_id };
  });
}
