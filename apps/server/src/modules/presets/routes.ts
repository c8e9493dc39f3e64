import { PresetDeleteReq, PresetListReq, PresetSaveReq } from '@mp/core/schemas/presets';
import { endpoint } from '../../http/endpoint.ts';
import { listPresets, removePreset, savePreset } from './service.ts';

export const endpoints = [
  endpoint({
    prefix: 'main',
    path: 'pc/filterPresetList',
    access: 'session',
    mutates: false,
    schema: PresetListReq,
    summary: "The operator's saved filter presets of one list page, by name.",
    handler: (ctx, body) => listPresets(ctx, body.page_key),
  }),
  endpoint({
    prefix: 'main',
    path: 'pc/filterPresetSave',
    access: 'session',
    mutates: true,
    schema: PresetSaveReq,
    summary: 'Saves (or replaces, by name) a filter preset: the list page query string.',
    handler: (ctx, body) => savePreset(ctx, body),
  }),
  endpoint({
    prefix: 'main',
    path: 'pc/filterPresetDelete',
    access: 'session',
    mutates: true,
    schema: PresetDeleteReq,
    summary: "Deletes one of the operator's presets (another operator's: SCM40401).",
    handler: (ctx, body) => removePreset(ctx, body.preset_id),
  }),
];
