import { contract } from '../contract.ts';
import { EmptyRes } from '../schemas/auth.ts';
import {
  PresetDeleteReq,
  PresetListReq,
  PresetListRes,
  PresetSaveReq,
  PresetSaveRes,
} from '../schemas/presets.ts';

/** Named filter presets: each operator's own, per list page; no permission code (the caller's own rows). */
const capability = 'presets';

export const filterPresetList = contract({
  capability,
  prefix: 'main',
  path: 'pc/filterPresetList',
  access: 'session',
  mutates: false,
  request: PresetListReq,
  answer: PresetListRes,
  summary: "The operator's saved filter presets of one list page, by name.",
});

export const filterPresetSave = contract({
  capability,
  prefix: 'main',
  path: 'pc/filterPresetSave',
  access: 'session',
  mutates: true,
  request: PresetSaveReq,
  answer: PresetSaveRes,
  summary: 'Saves (or replaces, by name) a filter preset: the list page query string.',
});

export const filterPresetDelete = contract({
  capability,
  prefix: 'main',
  path: 'pc/filterPresetDelete',
  access: 'session',
  mutates: true,
  request: PresetDeleteReq,
  answer: EmptyRes,
  summary: "Deletes one of the operator's presets (another operator's: SCM40401).",
});

export const contracts = [filterPresetList, filterPresetSave, filterPresetDelete];
