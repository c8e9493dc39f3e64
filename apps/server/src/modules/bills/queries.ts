import type { OrgKind } from '@mp/core/contract';
import type { BillType } from '@mp/core/schemas/bills';
import type { Db } from '../../db/types.ts';

/** Every statement of the bills module. Business comes from the per-day summaries (txn_daily_summary). */

const sqlDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

export interface BillOwner {
  orgKind: OrgKind;
  orgId: string;
  /** mer_no, agt_no or group_no: part of the file name. */
  no: string;
  /** The merchants the bill sums over. */
  merchantIds: readonly string[];
}

/** The periods of [first, last] (yyyymmdd) in which the merchants had successful business, newest first. */
export async function periodsWithBusiness(
  db: Db,
  merchantIds: readonly string[],
  type: BillType,
  first: string,
  last: string,
): Promise<string[]> {
  const period = type === 'DAILY' ? `to_char(business_date, 'YYYYMMDD')` : `to_char(business_date, 'YYYYMM')`;
  const r = await db.query<{ p: string }>(
    `select distinct ${period} as p from txn_daily_summary
      where merchant_id = any($1::bigint[]) and business_date between $2::date and $3::date
        and result = 'SUCCESS' and txn_count > 0
      order by 1 desc`,
    [[...merchantIds], sqlDate(first), sqlDate(last)],
  );
  return r.rows.map((x) => x.p);
}

export interface BillLine {
  mer_no: string;
  mer_name: string;
  store_no: string;
  store_name: string;
  pay_type: string;
  spend_count: string;
  spend_amount: string;
  discount_amount: string;
  fee: string;
  refund_count: string;
  refund_amount: string;
}

/** One line per merchant, store and payment type with successful business in [first, last]. */
export async function billLines(
  db: Db,
  merchantIds: readonly string[],
  first: string,
  last: string,
): Promise<BillLine[]> {
  const r = await db.query<BillLine>(
    `select m.mer_no, m.name as mer_name, st.store_no, st.name as store_name, s.pay_type,
            coalesce(sum(s.txn_count) filter (where s.txn_type = 'SPEND'), 0) as spend_count,
            coalesce(sum(s.amount) filter (where s.txn_type = 'SPEND'), 0) as spend_amount,
            coalesce(sum(s.discount_amount) filter (where s.txn_type = 'SPEND'), 0) as discount_amount,
            coalesce(sum(s.fee) filter (where s.txn_type = 'SPEND'), 0) as fee,
            coalesce(sum(s.txn_count) filter (where s.txn_type = 'REFUND'), 0) as refund_count,
            coalesce(sum(s.amount) filter (where s.txn_type = 'REFUND'), 0) as refund_amount
       from txn_daily_summary s
       join merchants m on m.id = s.merchant_id
       join stores st on st.id = s.store_id
      where s.merchant_id = any($1::bigint[]) and s.business_date between $2::date and $3::date
        and s.result = 'SUCCESS' and s.txn_count > 0
      group by m.mer_no, m.name, st.store_no, st.name, s.pay_type
      order by m.mer_no, st.store_no, s.pay_type`,
    [[...merchantIds], sqlDate(first), sqlDate(last)],
  );
  return r.rows;
}

export interface BillFileRow {
  id: string;
  org_kind: OrgKind;
  org_id: string;
  bill_type: BillType;
  period: string;
  file_name: string;
  key_zh: string;
  key_en: string;
  size_zh: string;
  size_en: string;
  row_count: number;
}

const FILE_COLUMNS =
  'id, org_kind, org_id, bill_type, period, file_name, key_zh, key_en, size_zh, size_en, row_count';

export async function selectBillFiles(
  db: Db,
  owner: Pick<BillOwner, 'orgKind' | 'orgId'>,
  type: BillType,
  periods: readonly string[],
): Promise<Map<string, BillFileRow>> {
  const r = await db.query<BillFileRow>(
    `select ${FILE_COLUMNS} from bill_files
      where org_kind = $1 and org_id = $2 and bill_type = $3 and period = any($4::text[])`,
    [owner.orgKind, owner.orgId, type, [...periods]],
  );
  return new Map(r.rows.map((row) => [row.period, row]));
}

export async function selectBillFileById(db: Db, id: string): Promise<BillFileRow | null> {
  const r = await db.query<BillFileRow>(`select ${FILE_COLUMNS} from bill_files where id = $1`, [id]);
  return r.rows[0] ?? null;
}

export interface BillFileWrite {
  owner: BillOwner;
  type: BillType;
  period: string;
  fileName: string;
  keyZh: string;
  keyEn: string;
  sizeZh: number;
  sizeEn: number;
  rowCount: number;
  now: Date;
}

/** Records a generated bill; a second generation of the same bill (another process) replaces the first. */
export async function upsertBillFile(db: Db, w: BillFileWrite): Promise<BillFileRow> {
  const r = await db.query<BillFileRow>(
    `insert into bill_files (org_kind, org_id, bill_type, period, file_name, key_zh, key_en, size_zh, size_en,
        row_count, generated_at)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
      on conflict (org_kind, org_id, bill_type, period) do update set
        file_name = excluded.file_name, key_zh = excluded.key_zh, key_en = excluded.key_en,
        size_zh = excluded.size_zh, size_en = excluded.size_en, row_count = excluded.row_count,
        generated_at = excluded.generated_at
      returning ${FILE_COLUMNS}`,
    [
      w.owner.orgKind,
      w.owner.orgId,
      w.type,
      w.period,
      w.fileName,
      w.keyZh,
      w.keyEn,
      w.sizeZh,
      w.sizeEn,
      w.rowCount,
      w.now.toISOString(),
    ],
  );
  return r.rows[0];
}

/**
 * Every organisation that had successful business in [first, last], as a bill owner: each merchant, each
 * service provider over its sub-merchants, each group over its members. The same membership rules as
 * http/scope.ts, read for an organisation because a scheduled bill has no signed-in operator.
 */
export async function ownersWithBusiness(db: Db, first: string, last: string): Promise<BillOwner[]> {
  const r = await db.query<{ org_kind: OrgKind; org_id: string; no: string; merchant_ids: string[] }>(
    `with active as (
       select distinct merchant_id from txn_daily_summary
        where business_date between $1::date and $2::date and result = 'SUCCESS' and txn_count > 0
     )
     select 'merchant' as org_kind, m.id as org_id, m.mer_no as no, array[m.id::text] as merchant_ids
       from merchants m join active a on a.merchant_id = m.id
     union all
     select 'service', sp.id, sp.agt_no, array_agg(m.id::text order by m.id)
       from service_providers sp join merchants m on m.agent_id = sp.id
      where exists (select 1 from merchants m2 join active a on a.merchant_id = m2.id where m2.agent_id = sp.id)
      group by sp.id, sp.agt_no
     union all
     select 'group', g.id, g.group_no, array_agg(gm.merchant_id::text order by gm.merchant_id)
       from merchant_groups g join group_members gm on gm.group_id = g.id
      where exists (select 1 from group_members gm2 join active a on a.merchant_id = gm2.merchant_id
                     where gm2.group_id = g.id)
      group by g.id, g.group_no`,
    [sqlDate(first), sqlDate(last)],
  );
  return r.rows.map((x) => ({
    orgKind: x.org_kind,
    orgId: String(x.org_id),
    no: x.no,
    merchantIds: x.merchant_ids,
  }));
}

/** Whether `merchantId` is one of the organisation's merchants (a bill of a member merchant). */
export async function merchantOfOrg(
  db: Db,
  orgKind: OrgKind,
  orgId: string,
  merchantId: string,
): Promise<boolean> {
  if (orgKind === 'merchant') return String(orgId) === String(merchantId);
  const sql =
    orgKind === 'service'
      ? 'select 1 from merchants where id = $2 and agent_id = $1'
      : 'select 1 from group_members where merchant_id = $2 and group_id = $1';
  return (await db.query(sql, [orgId, merchantId])).rows.length > 0;
}

export async function merchantByNo(db: Db, merNo: string): Promise<{ id: string; mer_no: string } | null> {
  const r = await db.query<{ id: string; mer_no: string }>(
    'select id, mer_no from merchants where mer_no = $1',
    [merNo],
  );
  return r.rows[0] ?? null;
}

export async function orgNo(db: Db, orgKind: OrgKind, orgId: string): Promise<string> {
  const sql =
    orgKind === 'merchant'
      ? 'select mer_no as no from merchants where id = $1'
      : orgKind === 'service'
        ? 'select agt_no as no from service_providers where id = $1'
        : 'select group_no as no from merchant_groups where id = $1';
  return (await db.query<{ no: string }>(sql, [orgId])).rows[0]?.no ?? String(orgId);
}
