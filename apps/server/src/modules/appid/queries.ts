import type { Db } from '../../db/types.ts';

/** Every SQL statement of app-ID binding. The caller's organisation (kind and id) scopes every row. */

export interface Org {
  kind: 'merchant' | 'service';
  id: string;
}

export interface BindingDbRow {
  id: string;
  channel: 'WECHAT' | 'ALIPAY' | 'UNIONPAY' | 'MCB' | 'HUAYIN';
  app_id: string;
  remark: string;
  created_by: string | null;
  created_at: Date;
}

const COLUMNS = `b.id, b.channel, b.app_id, b.remark, coalesce(o.login_name, '') as created_by, b.created_at`;

export async function bindings(db: Db, org: Org, channel: string | null): Promise<BindingDbRow[]> {
  const r = await db.query<BindingDbRow>(
    `select ${COLUMNS} from app_id_bindings b left join operators o on o.id = b.created_by
      where b.org_kind = $1 and b.org_id = $2 and ($3::text is null or b.channel = $3)
      order by b.created_at desc, b.id desc`,
    [org.kind, org.id, channel],
  );
  return r.rows;
}

/** Whether the app-id has the channel's shape (a channel without a pattern takes no app-id). */
export async function fitsChannel(db: Db, channel: string, appId: string): Promise<boolean> {
  const r = await db.query<{ ok: boolean }>(
    `select appid_pattern <> '' and $2 ~ appid_pattern as ok from pay_channels where code = $1`,
    [channel, appId],
  );
  return r.rows[0]?.ok === true;
}

export async function channelFormats(db: Db) {
  const r = await db.query<{ code: BindingDbRow['channel']; appid_example: string }>(
    'select code, appid_example from pay_channels order by sort_order',
  );
  return r.rows;
}

/** Binds; null when the app-id is already bound (to anybody) on that channel. */
export async function insertBinding(
  db: Db,
  b: { org: Org; channel: string; appId: string; remark: string; operatorId: string; at: Date },
): Promise<BindingDbRow | null> {
  const r = await db.query<{ id: string }>(
    `insert into app_id_bindings (org_kind, org_id, channel, app_id, remark, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (channel, app_id) do nothing returning id`,
    [b.org.kind, b.org.id, b.channel, b.appId, b.remark, b.operatorId, b.at],
  );
  const id = r.rows[0]?.id;
  if (!id) return null;
  const row = await db.query<BindingDbRow>(
    `select ${COLUMNS} from app_id_bindings b left join operators o on o.id = b.created_by where b.id = $1`,
    [id],
  );
  return row.rows[0];
}

/** Deletes one binding of the organisation; null when it has none with that id. */
export async function deleteBinding(db: Db, org: Org, id: string) {
  const r = await db.query<{ channel: string; app_id: string }>(
    `delete from app_id_bindings where id = $1 and org_kind = $2 and org_id = $3 returning channel, app_id`,
    [id, org.kind, org.id],
  );
  return r.rows[0] ?? null;
}
