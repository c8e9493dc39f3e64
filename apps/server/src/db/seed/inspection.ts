import { addDaysYmd, todayYmd } from '@mp/core';
import type { Db } from '../types.ts';
import type { OrgIds } from './write-orgs.ts';

/**
 * Issue 29's demo rows: the first demo merchant (demo_merchant) has its legal representative's document
 * expiring in 20 days (the registration in 200), so the inspection page, the banner and the reminders have
 * something to show; and one open inspection task (a lease and a photo of the shop front, due in 14 days,
 * the site at the registered address in central Macau).
 */
export async function writeInspection(db: Db, ids: OrgIds, now: Date): Promise<void> {
  const merchantId = ids.merchantIds[0];
  const today = todayYmd(now);
  await db.query(
    `insert into merchant_profiles (merchant_id, base_info, updated_at)
     select m.id, jsonb_build_object(
         'merc_category', m.category, 'merc_name', m.name, 'merc_short_name', m.short_name, 'merc_name_en', '',
         'bus_type', '', 'licence_no', m.licence_no, 'licence_expiry', $2::text, 'mcc', m.mcc, 'area_code', '',
         'address', m.address, 'legal_name', m.legal_name, 'id_type', coalesce(nullif(m.legal_id_type, ''), 'PASSPORT'),
         'id_no', coalesce(nullif(m.legal_id_no, ''), 'E12345678'),
         'id_issue_date', '20070101', 'id_expiry', $3::text, 'files', '{}'::jsonb), $4
       from merchants m where m.id = $1
     on conflict (merchant_id) do nothing`,
    [merchantId, addDaysYmd(today, 200), addDaysYmd(today, 20), now],
  );
  const t = await db.query<{ id: string }>(
    `insert into inspection_tasks (task_no, merchant_id, title, due_date, site_lat, site_lng, site_radius_m, status,
       opened_by, opened_by_name, created_at)
     values ('IT2026DEMO0001', $1, '年度巡檢 Yearly inspection', $2, 22.1937, 113.5399, 300, 'OPEN', 0, 'demo_reviewer', $3)
     on conflict (task_no) do nothing returning id`,
    [merchantId, addDaysYmd(today, 14), now],
  );
  const taskId = t.rows[0]?.id;
  if (!taskId) return;
  await db.query(
    `insert into inspection_items (task_id, seq, kind, purpose, label, status) values
       ($1, 1, 'DOCUMENT', 'OTHER', '舖位租約 Lease of the premises', 'REQUESTED'),
       ($1, 2, 'PHOTO', 'STORE_FRONT', '店面相片 Photo of the shop front', 'REQUESTED')`,
    [taskId],
  );
}
