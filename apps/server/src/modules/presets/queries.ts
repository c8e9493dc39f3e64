import type { Db } from '../../db/types.ts';

/** filter_presets: an operator's named query strings per list page. */
export interface PresetDbRow {
  id: string;
  page_key: string;
  name: string;
  query: string;
  updated_at: Date;
}

export async function selectPresets(db: Db, operatorId: string, pageKey: string): Promise<PresetDbRow[]> {
  const r = await db.query<PresetDbRow>(
    `select id, page_key, name, query, updated_at from filter_presets
      where operator_id = $1 and page_key = $2 order by name`,
    [operatorId, pageKey],
  );
  return r.rows;
}

export async function countPresets(db: Db, operatorId: string, pageKey: string): Promise<number> {
  const r = await db.query<{ n: string }>(
    'select count(*) as n from filter_presets where operator_id = $1 and page_key = $2',
    [operatorId, pageKey],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** Saves under a name; the same name on the same page replaces the query. */
export async function upsertPreset(
  db: Db,
  v: { operatorId: string; pageKey: string; name: string; query: string; at: Date },
): Promise<PresetDbRow> {
  const r = await db.query<PresetDbRow>(
    `insert into filter_presets (operator_id, page_key, name, query, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (operator_id, page_key, name) do update set query = excluded.query, updated_at = excluded.updated_at
     returning id, page_key, name, query, updated_at`,
    [v.operatorId, v.pageKey, v.name, v.query, v.at.toISOString()],
  );
  return r.rows[0];
}

export async function presetExists(
  db: Db,
  operatorId: string,
  pageKey: string,
  name: string,
): Promise<boolean> {
  const r = await db.query(
    'select 1 from filter_presets where operator_id = $1 and page_key = $2 and name = $3',
    [operatorId, pageKey, name],
  );
  return r.rows.length > 0;
}

/** Deletes one of the operator's own presets; answers whether there was one. */
export async function deletePreset(db: Db, operatorId: string, id: string): Promise<boolean> {
  const r = await db.query('delete from filter_presets where id = $1 and operator_id = $2', [id, operatorId]);
  return r.rowCount > 0;
}
