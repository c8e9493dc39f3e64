import { newFormId } from '@mp/core';
import { createLocalFiles } from '../../src/ports/files-local.ts';
import type { SweepOrg, World } from '../access-sweep-world.ts';
import { randomMacauMobile, uniqueLoginName } from '../fixtures.ts';
import type { Probe, Sample, SweepTable } from './kit.ts';

/** An application number no row has (sub-merchant entry). */
const MISSING_APPLY = 'AP2000010100000000';

/** Base information that passes the schema (the entry's step 2). */
const ENTRY_BASE = {
  merc_category: 'ENTERPRISE',
  merc_name: '掃描測試有限公司',
  merc_short_name: '掃描',
  merc_name_en: '',
  bus_type: 'LTD',
  licence_no: 'SO12345',
  licence_expiry: '99991231',
  mcc: '5812',
  area_code: '820001',
  address: '澳門新馬路 1 號',
  legal_name: '陳大文',
  id_type: 'PASSPORT',
  id_no: 'E12345678',
  id_issue_date: '20200110',
  id_expiry: '20300109',
};

/** A draft sub-merchant entry of the provider `o`. */
async function freshEntry(w: World, o: SweepOrg): Promise<string> {
  const applyNo = `AP${String(Math.floor(Math.random() * 1e16)).padStart(16, '0')}`;
  await w.db.query(
    `insert into merchant_applications (apply_no, registrant, agent_id, phone_area, phone)
     values ($1, 'service', $2, '', '')`,
    [applyNo, o.id],
  );
  return applyNo;
}

/** A text file of an organisation, stored as file/upload stores one (onboarding, issue 14). */
async function ownerFile(w: World, o: SweepOrg): Promise<string> {
  const fileNo = newFormId();
  const key = `uploads/sweep/${fileNo}`;
  await createLocalFiles(w.server.config.dataDir).put(key, Buffer.from('sweep'));
  await w.db.query(
    `insert into uploaded_files (file_no, owner_kind, owner_key, purpose, file_name, content_type, size_bytes, sha256, storage_key)
     values ($1, $2, $3, 'OTHER', 'sweep.txt', 'text/plain', 5, '', $4)`,
    [fileNo, o.kind, o.id, key],
  );
  return fileNo;
}

const samples: Record<string, Sample> = {
  'file/upload': () => ({ purpose: 'OTHER', file_name: 'sweep.txt', content_base64: 'c3dlZXA=' }),
  'file/fileTmpDownloadPc': () => ({ file_id: newFormId() }),
  'file/fileDownload': () => ({ file_id: newFormId() }),
  'meradm/subMerchantEnterQuery': () => ({ apply_no: MISSING_APPLY }),
  'meradm/subMerchantEnterProduct': () => ({
    apply_no: MISSING_APPLY,
    merc_category: 'ENTERPRISE',
    products: ['WECHAT_QR'],
  }),
  'meradm/subMerchantEnterBaseInfo': () => ({ apply_no: MISSING_APPLY, ...ENTRY_BASE }),
  'meradm/subMerchantEnterFiles': () => ({ apply_no: MISSING_APPLY, files: {} }),
  'meradm/subMerchantEnterSettle': () => ({
    apply_no: MISSING_APPLY,
    bank_code: 'HK004',
    account_name: 'Sweep',
    account_no: '123456789012',
  }),
  'meradm/subMerchantEnterContact': () => ({
    apply_no: MISSING_APPLY,
    admin_login_name: uniqueLoginName(),
    admin_name: 'Sweep',
    admin_phone_area: '+853',
    admin_phone: randomMacauMobile(),
    admin_email: 'sweep@example.test',
  }),
  'meradm/subMerchantEnterCommit': () => ({ apply_no: MISSING_APPLY }),
  'meradm/subMerchantEnterOcr': () => ({ file_id: newFormId() }),
};

const noCode: Record<string, string> = {
  'file/upload':
    "the caller's organisation's own documents; uploads serve several pages (111, 6, the bank-account change), so no one code",
  'file/fileTmpDownloadPc': "one of the caller's organisation's own files (another's answers FIL10001)",
  'file/fileDownload': "one of the caller's organisation's own files (another's answers FIL10001)",
};

const notARow: Record<string, string> = {
  'meradm/subMerchantEnterBaseInfo licence_no':
    "the new merchant's business registration number, typed by the provider: no row of ours",
  'meradm/subMerchantEnterBaseInfo id_no':
    "the legal person's ID number, typed by the provider: no row of ours",
  'meradm/subMerchantEnterSettle account_no':
    "the new merchant's bank account number, typed by the provider: no row of ours",
};

const probes: Record<string, Probe> = {
  'file/fileTmpDownloadPc file_id': { value: (w, o) => ownerFile(w, o) },
  'file/fileDownload file_id': { value: (w, o) => ownerFile(w, o) },
  // Sub-merchant entry (23): an entry of provider P (the owner may save or commit it; another provider
  // gets SCM40401 as for a missing one). OCR: a file of P.
  'meradm/subMerchantEnterQuery apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterProduct apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterBaseInfo apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterFiles apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterSettle apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterContact apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterCommit apply_no': { value: (w, o) => freshEntry(w, o) },
  'meradm/subMerchantEnterOcr file_id': { value: (w, o) => ownerFile(w, o) },
};

/** The access sweep's entries of the onboarding capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, notARow, probes };
