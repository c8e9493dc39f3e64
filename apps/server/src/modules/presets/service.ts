import { firstError, validateMaxLength, validateNoForbiddenChars, validateRequired } from '@mp/core';
import { PRESET_NAME_MAX, PRESET_PAGE_KEY, PRESETS_PER_PAGE } from '@mp/core/schemas/presets';
import { macauTime14 } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import {
  countPresets,
  deletePreset,
  type PresetDbRow,
  presetExists,
  selectPresets,
  upsertPreset,
} from './queries.ts';

/** Named filter presets: each operator's own, per list page (page_key), found again on any device. */

function pageKeyOf(raw: string): string {
  if (!PRESET_PAGE_KEY.test(raw)) throw new AppError('VAL10037', 'page_key');
  return raw;
}

const toRow = (r: PresetDbRow) => ({
  preset_id: String(r.id),
  page_key: r.page_key,
  name: r.name,
  query: r.query,
  updated_at: macauTime14(r.updated_at),
});

export async function listPresets(ctx: SignedInContext, pageKey: string) {
  const op = ctx.operator;
  return { rows: (await selectPresets(ctx.db, op.id, pageKeyOf(pageKey))).map(toRow) };
}

export async function savePreset(
  ctx: SignedInContext,
  body: { page_key: string; name: string; query: string },
) {
  const op = ctx.operator;
  const pageKey = pageKeyOf(body.page_key);
  const name = body.name.trim();
  const bad = firstError(
    validateRequired(name),
    validateNoForbiddenChars(name),
    validateMaxLength(name, PRESET_NAME_MAX),
  );
  if (bad) throw new AppError(bad, 'name');
  // The page's own query string: a leading '?' is dropped, so both forms save the same preset.
  const query = body.query.replace(/^\?/, '');
  if (/[<>']/.test(query)) throw new AppError('VAL10007', 'query');
  const replacing = await presetExists(ctx.db, op.id, pageKey, name);
  if (!replacing && (await countPresets(ctx.db, op.id, pageKey)) >= PRESETS_PER_PAGE)
    throw new AppError('QRY10001');
  return toRow(
    await upsertPreset(ctx.db, { operatorId: op.id, pageKey, name, query, at: ctx.ports.clock.now() }),
  );
}

export async function removePreset(ctx: SignedInContext, presetId: string) {
  const op = ctx.operator;
  // Another operator's preset is answered as a missing one.
  if (!/^\d{1,18}$/.test(presetId) || !(await deletePreset(ctx.db, op.id, presetId)))
    throw new AppError('SCM40401');
  return {};
}
