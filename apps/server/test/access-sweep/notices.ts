import { MISSING_ID, type Probe, type Sample, type SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'system/bulletinDetail': () => ({ bulletin_id: MISSING_ID }),
  'system/notifyDetail': () => ({ notify_id: MISSING_ID }),
  'system/markRead': () => ({ kind: 'MAIL', ids: [MISSING_ID] }),
};

const notARow: Record<string, string> = {
  'system/bulletinDetail bulletin_id':
    'bulletins belong to no organisation (an audience of areas); notices.test.ts covers the audience',
};

const probes: Record<string, Probe> = {
  'system/notifyDetail notify_id': {},
  'system/markRead ids': {},
};

/** The access sweep's entries of the notices capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, notARow, probes };
