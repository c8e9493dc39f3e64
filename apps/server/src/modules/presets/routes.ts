import * as c from '@mp/core/contracts/presets';
import { endpoint } from '../../http/endpoint.ts';
import { listPresets, removePreset, savePreset } from './service.ts';

export const endpoints = [
  endpoint(c.filterPresetList, { handler: (ctx, body) => listPresets(ctx, body.page_key) }),
  endpoint(c.filterPresetSave, { handler: (ctx, body) => savePreset(ctx, body) }),
  endpoint(c.filterPresetDelete, { handler: (ctx, body) => removePreset(ctx, body.preset_id) }),
];
