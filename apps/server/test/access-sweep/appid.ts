import { MISSING_ID, type Probe, type Sample, type SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'appid/addBindAppId': () => ({ channel: 'MCB', app_id: `MCB${String(Date.now()).slice(-8)}` }),
  'appid/deleteBindAppId': () => ({ binding_id: MISSING_ID }),
};

const notARow: Record<string, string> = {
  'appid/addBindAppId app_id':
    "the new binding's own app-id; an app-id binds to one organisation per channel, so 'already bound' (APP10002) is answered for any organisation's by design",
};

const probes: Record<string, Probe> = {
  'appid/deleteBindAppId binding_id': {
    value: (w, o) =>
      w.db
        .query<{ id: string }>(
          `insert into app_id_bindings (org_kind, org_id, channel, app_id) values ($1, $2, 'MCB', $3) returning id`,
          [o.kind, o.id, `MCB${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`],
        )
        .then((r) => String(r.rows[0].id)),
  },
};

/** The access sweep's entries of the appid capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, notARow, probes };
