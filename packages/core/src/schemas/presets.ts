import { z } from 'zod';

/**
 * Named filter presets (style.md: saleor's presets are named query strings): an operator saves the
 * filters of a list page under a name and finds them again on any device. `pc/filterPresetList|Save|Delete`.
 */
export const PRESET_PAGE_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
export const PRESET_QUERY_MAX = 2000;
export const PRESET_NAME_MAX = 30;
/** A page holds at most this many presets per operator. */
export const PRESETS_PER_PAGE = 20;

export const PresetListReq = z.object({ page_key: z.string().max(64) }).strict();
export const PresetSaveReq = z
  .object({
    page_key: z.string().max(64),
    name: z.string().max(200),
    /** The page's URL query string without '?', e.g. 'start_date=20260101&pay_type=WECHAT'. */
    query: z.string().max(PRESET_QUERY_MAX),
  })
  .strict();
export const PresetDeleteReq = z.object({ preset_id: z.string().max(20) }).strict();

export const PresetRow = z.object({
  preset_id: z.string(),
  page_key: z.string(),
  name: z.string(),
  query: z.string(),
  updated_at: z.string(),
});
export const PresetListRes = z.object({ rows: z.array(PresetRow) });
export const PresetSaveRes = PresetRow;
