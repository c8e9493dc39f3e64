import type { Db } from '../../db/types.ts';

// Every SQL statement of the uploaded files.

export interface FileDbRow {
  id: string;
  file_no: string;
  owner_kind: string;
  owner_key: string;
  purpose: string;
  file_name: string;
  content_type: string;
  size_bytes: string;
  storage_key: string;
}

const FILE_COLUMNS =
  'id, file_no, owner_kind, owner_key, purpose, file_name, content_type, size_bytes, storage_key';

export async function insertFile(
  db: Db,
  f: {
    fileNo: string;
    ownerKind: string;
    ownerKey: string;
    purpose: string;
    fileName: string;
    contentType: string;
    size: number;
    sha256: string;
    storageKey: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into uploaded_files (file_no, owner_kind, owner_key, purpose, file_name, content_type, size_bytes,
       sha256, storage_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      f.fileNo,
      f.ownerKind,
      f.ownerKey,
      f.purpose,
      f.fileName,
      f.contentType,
      f.size,
      f.sha256,
      f.storageKey,
      f.at,
    ],
  );
}

/** A file of one owner; another owner's file answers null, like a missing one. */
export async function ownFile(
  db: Db,
  ownerKind: string,
  ownerKey: string,
  fileNo: string,
): Promise<FileDbRow | null> {
  const r = await db.query<FileDbRow>(
    `select ${FILE_COLUMNS} from uploaded_files where file_no = $1 and owner_kind = $2 and owner_key = $3`,
    [fileNo, ownerKind, ownerKey],
  );
  return r.rows[0] ?? null;
}

export async function filesByNo(db: Db, fileNos: string[]): Promise<FileDbRow[]> {
  if (fileNos.length === 0) return [];
  const r = await db.query<FileDbRow>(
    `select ${FILE_COLUMNS} from uploaded_files where file_no = any($1::text[])`,
    [fileNos],
  );
  return r.rows;
}

/** Moves an applicant's files to the merchant created from the application. */
export async function reownFiles(db: Db, fileNos: string[], merchantId: string): Promise<void> {
  if (fileNos.length === 0) return;
  await db.query(
    `update uploaded_files set owner_kind = 'merchant', owner_key = $2 where file_no = any($1::text[])`,
    [fileNos, merchantId],
  );
}
