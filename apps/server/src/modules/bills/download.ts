import { AppError } from '../../kernel/errors.ts';
import type { DownloadResolver } from '../exports/index.ts';
import { merchantOfOrg, selectBillFileById } from './queries.ts';

// The file of a bill token in the token's language: the organisation's own bill, or one of its merchants'.
export const billDownload: DownloadResolver = async (db, refId, { operator, lang }) => {
  const row = await selectBillFileById(db, refId);
  if (!row) throw new AppError('FIL10001');
  const own = row.org_kind === operator.orgKind && String(row.org_id) === String(operator.orgId);
  const member =
    row.org_kind === 'merchant' && (await merchantOfOrg(db, operator.orgKind, operator.orgId, row.org_id));
  if (!own && !member) throw new AppError('FIL10001');
  return {
    key: lang === 'en' ? row.key_en : row.key_zh,
    name: row.file_name,
    size: Number(lang === 'en' ? row.size_en : row.size_zh),
    contentType: 'text/csv; charset=utf-8',
    target: row.file_name,
  };
};

/** The files a download token of this capability names (modules/index.ts registers them). */
export const downloadKinds = { bill: billDownload };
