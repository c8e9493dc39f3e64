import { uniq } from '../harness.ts';
import { MISSING_ID, type Probe, type Sample, type SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'pc/filterPresetList': () => ({ page_key: 'sweep' }),
  'pc/filterPresetSave': () => ({ page_key: 'sweep', name: `Sweep ${uniq()}`, query: 'a=1' }),
  'pc/filterPresetDelete': () => ({ preset_id: MISSING_ID }),
};

const noCode: Record<string, string> = {
  'pc/filterPresetList': "the caller's own filter presets",
  'pc/filterPresetSave': "the caller's own filter presets",
  'pc/filterPresetDelete': "the caller's own filter presets",
};

const probes: Record<string, Probe> = {
  'pc/filterPresetDelete preset_id': {},
};

/** The access sweep's entries of the presets capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, probes };
