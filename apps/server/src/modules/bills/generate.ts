import type { BillType } from '@mp/core/schemas/bills';
import type { Db } from '../../db/types.ts';
import type { FileStore } from '../../kernel/ports.ts';
import { billCsv } from './content.ts';
import { periodDays } from './periods.ts';
import { type BillFileRow, type BillOwner, billLines, upsertBillFile } from './queries.ts';

/** BILL_D_<no>_<yyyymmdd>.csv or BILL_M_<no>_<yyyymm>.csv: the name the file list shows. */
export function billFileName(type: BillType, no: string, period: string): string {
  return `BILL_${type === 'DAILY' ? 'D' : 'M'}_${no}_${period}.csv`;
}

function keyOf(owner: BillOwner, type: BillType, period: string, lang: 'zh-TW' | 'en'): string {
  return `bills/${owner.orgKind}/${owner.orgId}/${type.toLowerCase()}/${period}.${lang}.csv`;
}

/**
 * Writes one bill in both languages and records it. Idempotent: the keys are fixed by owner and period,
 * so generating again (the schedule and an on-demand download at once) rewrites the same files.
 */
export async function generateBill(
  db: Db,
  files: FileStore,
  owner: BillOwner,
  type: BillType,
  period: string,
  now: Date,
): Promise<BillFileRow> {
  const { first, last } = periodDays(type, period);
  const lines = await billLines(db, owner.merchantIds, first, last);
  const keyZh = keyOf(owner, type, period, 'zh-TW');
  const keyEn = keyOf(owner, type, period, 'en');
  const zh = await files.put(keyZh, Buffer.from(billCsv(period, lines, 'zh-TW'), 'utf8'));
  const en = await files.put(keyEn, Buffer.from(billCsv(period, lines, 'en'), 'utf8'));
  return upsertBillFile(db, {
    owner,
    type,
    period,
    fileName: billFileName(type, owner.no, period),
    keyZh,
    keyEn,
    sizeZh: zh.size,
    sizeEn: en.size,
    rowCount: lines.length,
    now,
  });
}
