import { newFormId } from '@mp/core';
import type { SweepOrg, World } from '../access-sweep-world.ts';
import type { Probe, Sample, SweepTable } from './kit.ts';

const FACE_NO_CODE =
  'face verification has no route code of its own (the public /identification page and the change flows); the contract admits only the person acting for the whole organisation, for its own checks';

const MISSING_CHECK = 'FC2020010199999999';

/** A finished face check of an organisation (no vendor call is needed to answer it). */
async function ownerCheck(w: World, o: SweepOrg): Promise<string> {
  const no = `FC20200101${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const op = await w.db.query<{ id: string }>(
    'select id::text as id from operators where org_kind = $1 and org_id = $2 order by id limit 1',
    [o.kind, o.id],
  );
  await w.db.query(
    `insert into face_checks (check_no, org_kind, org_id, operator_id, purpose, method, status, expires_at, created_at, finished_at)
     values ($1, $2, $3, $4, 'IDENTIFICATION', 'FACE', 'PASSED', now(), now(), now())`,
    [no, o.kind, o.id, op.rows[0].id],
  );
  return no;
}

/** An upload of the organisation (a row only: the call reads no content). */
async function ownerFile(w: World, o: SweepOrg): Promise<string> {
  const fileNo = newFormId();
  await w.db.query(
    `insert into uploaded_files (file_no, owner_kind, owner_key, purpose, file_name, content_type, size_bytes, sha256, storage_key)
     values ($1, $2, $3, 'OTHER', 'sweep.txt', 'text/plain', 5, '', $4)`,
    [fileNo, o.kind, o.id, `uploads/sweep/${fileNo}`],
  );
  return fileNo;
}

const samples: Record<string, Sample> = {
  'face/fetchFaceOpenUrl': () => ({ purpose: 'IDENTIFICATION', consent: 'Y' }),
  'face/faceResultQuery': () => ({ check_no: MISSING_CHECK }),
  'face/faceDocumentsSubmit': () => ({ purpose: 'IDENTIFICATION', file_ids: [newFormId()] }),
};

const noCode: Record<string, string> = {
  'face/fetchFaceOpenUrl': FACE_NO_CODE,
  'face/faceResultQuery': FACE_NO_CODE,
  'face/faceDocumentsSubmit': FACE_NO_CODE,
  'face/faceCheckList': FACE_NO_CODE,
};

const probes: Record<string, Probe> = {
  'face/faceResultQuery check_no': { value: (w, o) => ownerCheck(w, o) },
  'face/faceDocumentsSubmit file_ids': {
    value: (w, o) => ownerFile(w, o),
    body: (_s, v) => ({ purpose: 'IDENTIFICATION', file_ids: [v] }),
    note: 'the owner gets its check; the attacker FIL10001, as for a missing file',
  },
};

/** The access sweep's entries of the face capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, probes };
