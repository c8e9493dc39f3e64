import type { SweepOrg, World } from '../access-sweep-world.ts';
import { uniq } from '../harness.ts';
import type { Probe, Sample, SweepTable } from './kit.ts';

/**
 * Requirements, escalation, inspection and file collection (issue 29 points 1-3). The merchant's pages
 * carry no code in the spec; the phone page's calls carry a link token (a secret, not a row); the back
 * office sees every merchant.
 */

/** An open inspection task of the owner merchant with one requested document. */
async function ownerTask(w: World, o: SweepOrg): Promise<string> {
  const no = `ITSWEEP${uniq()}`.slice(0, 40);
  const r = await w.db.query<{ id: string }>(
    `insert into inspection_tasks (task_no, merchant_id, title, due_date, site_lat, site_lng, status, opened_by,
       opened_by_name, created_at)
     values ($1, $2, 'Sweep', '20991231', 22.19, 113.54, 'OPEN', 0, 'sweep', now()) returning id`,
    [no, o.id],
  );
  await w.db.query(
    `insert into inspection_items (task_id, seq, kind, purpose, label, status) values ($1, 1, 'DOCUMENT', 'OTHER', 'Sweep', 'REQUESTED')`,
    [r.rows[0].id],
  );
  return no;
}

const samples: Record<string, Sample> = {
  'collectfile/answerItem': () => ({ task_no: 'IT000000', seq: 1, file_id: 'F0' }),
  'inspection/remind': () => ({ mer_no: 'M00000000000' }),
  'inspection/merchantRequirements': () => ({ mer_no: 'M00000000000' }),
  'inspection/openTask': () => ({
    mer_no: 'M00000000000',
    title: 'Sweep',
    due_date: '20991231',
    items: [{ kind: 'DOCUMENT', purpose: 'OTHER', label: 'Sweep' }],
    site_lat: 22.19,
    site_lng: 113.54,
  }),
  'inspection/askRelief': () => ({ mer_no: 'M00000000000', req_key: 'X', kind: 'WAIVE', reason: 'Sweep' }),
};

const staffSees = 'the back office reads and acts for every merchant (the provider is the acquirer)';
const notARow: Record<string, string> = {
  'collectfile/answerItem file_id':
    "an upload of the merchant, checked after the task's item (another merchant's answers FIL10001: inspection.test.ts)",
  'inspection/merchantRequirements mer_no': staffSees,
  'inspection/openTask mer_no': staffSees,
  'inspection/askRelief mer_no': staffSees,
};

const probes: Record<string, Probe> = {
  'collectfile/answerItem task_no': { value: (w, o) => ownerTask(w, o) },
  'inspection/remind mer_no': {},
  'inspection/merchantState mer_no': {},
};

const noPageCode =
  'the spec gives /layout/merchantInspection and collectFile no code: every operator of the merchant';
const noCode: Record<string, string> = {
  'inspection/requirements': noPageCode,
  'inspection/taskList': noPageCode,
  'collectfile/answerItem': `${noPageCode} (answering: whole organisation)`,
  'collectfile/handoff': `${noPageCode} (whole organisation)`,
  'inspection/merchantState':
    'the service and group areas read their own merchants; the spec has no code for it',
  'inspection/remind': 'the service and group areas remind their own merchants (whole organisation)',
};

export const sweep: SweepTable = { samples, notARow, probes, noCode };
