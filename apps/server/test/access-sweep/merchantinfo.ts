import type { SweepOrg, World } from '../access-sweep-world.ts';
import { uniq } from '../harness.ts';
import type { Probe, Sample, SweepTable } from './kit.ts';

/** The body of a basic-information change (the schema's fields; the rules refuse it). */
const BASIC_SAMPLE = {
  merc_name: '',
  merc_short_name: '',
  merc_name_en: '',
  bus_type: '',
  licence_no: '',
  licence_expiry: '',
  mcc: '',
  area_code: '',
  address: '',
  legal_name: '',
  id_type: '',
  id_no: '',
  id_issue_date: '',
  id_expiry: '',
  files: {},
};

/** A rejected supplementary-data change of a merchant (merchantinfo, issue 14 point 5). */
async function ownerChange(w: World, o: SweepOrg): Promise<string> {
  const no = `MCSWEEP${uniq()}`.slice(0, 40);
  await w.db.query(
    `insert into merchant_change_requests (change_no, merchant_id, kind, status, old_value, new_value)
     values ($1, $2, 'SUPPLEMENT', 'REJECTED', '{}', '{"remark":"sweep","files":{}}')`,
    [no, o.id],
  );
  return no;
}

const samples: Record<string, Sample> = {
  'meradm/queryMercInfoEdit': () => ({ kind: 'BASIC' }),
  'meradm/queryByMercNo': () => ({ mer_no: 'M00000000000' }),
  'meradm/mercInfoModify': () => ({ ...BASIC_SAMPLE }),
  'meradm/mercPersonModify': () => ({ people: [] }),
  'meradm/mercExpiryModify': () => ({ id_issue_date: '20200101', id_expiry: '20400101', files: {} }),
  'meradm/mercSupplementAdd': () => ({ remark: 'Sweep', files: {} }),
  'meradm/mercStatusModifyCheck': () => ({ change_no: 'MC2026010100000000' }),
  'meradm/mercStatusModify': () => ({ change_no: 'MC2026010100000000' }),
};

const notARow: Record<string, string> = {
  'meradm/mercInfoModify licence_no':
    "the merchant's business registration number, typed by the merchant: no row of ours",
  'meradm/mercInfoModify id_no': "the legal person's ID number, typed by the merchant: no row of ours",
};

const probes: Record<string, Probe> = {
  // merchant-information changes (issue 14 point 5): a decided change of the owner merchant (a decided one,
  // so probes may make many: one open change of a kind per merchant). The owner gets ONB10010 / allowed N,
  // another merchant SCM40401 as for a missing number.
  'meradm/mercStatusModifyCheck change_no': { value: (w, o) => ownerChange(w, o) },
  'meradm/mercStatusModify change_no': { value: (w, o) => ownerChange(w, o) },
};

/** The access sweep's entries of the merchantinfo capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, notARow, probes };
