import { labelOf, macauTime14, REQUIREMENT_KIND } from '@mp/core';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import { insertAudit } from '../audit/index.ts';
import { L, type ReviewKind } from '../review/index.ts';
import {
  decideItem,
  decideRelief,
  itemForUpdate,
  itemsOf,
  reliefByNo,
  reliefsAuditing,
  setTaskStatus,
  submittedItems,
  taskByNo,
} from './queries.ts';
import { evaluate } from './requirements.ts';
import { refresh } from './service.ts';

/**
 * The review kit's kinds of issue 29: an answered inspection item (`inspection-item`, ref TASKNO-SEQ:
 * accept, or reject with a reason, which asks only that item again), and a waiver or extension asked by a
 * staff member (`relief`), decided by another (the kit refuses the requester: four eyes).
 */

function splitRef(ref: string): { taskNo: string; seq: number } | null {
  const m = /^(.+)-(\d{1,2})$/.exec(ref);
  return m ? { taskNo: m[1], seq: Number(m[2]) } : null;
}

async function itemOfRef(db: Db, ref: string, lock = false) {
  const r = splitRef(ref);
  if (!r) return null;
  const t = await taskByNo(db, r.taskNo, null, lock);
  if (!t) return null;
  const item = lock
    ? await itemForUpdate(db, t.id, r.seq)
    : (await itemsOf(db, [t.id])).find((i) => i.seq === r.seq);
  return item ? { t, item } : null;
}

const ymd = (s: string) => (s.length === 8 ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : s);
/** Macau time as the reviewer reads it: yyyy-mm-dd HH:MM:SS. */
const at = (d: Date | null) => {
  const t = macauTime14(d);
  return t.length === 14
    ? `${ymd(t.slice(0, 8))} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`
    : '';
};

/** What the photo check found (photo.ts): the phone's position, and whether the picture's EXIF agreed. */
function placeCheckText(check: string) {
  if (check === 'GPS+EXIF')
    return L(
      '手機定位在登記地址範圍內；相片 EXIF 的時間與位置一致',
      "The phone's position is within the registered address; the picture's EXIF time and place agree",
    );
  if (check === 'GPS')
    return L(
      '手機定位在登記地址範圍內；相片沒有 EXIF 時間或位置（不能核對，請細看相片）',
      "The phone's position is within the registered address; the picture carries no EXIF time or place (look at it closely)",
    );
  return L(check || '—', check || '—');
}

export const itemKind: ReviewKind = {
  name: 'inspection-item',
  title: L('巡檢資料', 'Inspection item'),
  closedCodes: ['INS10006'],
  decisions: { APPROVE: { reason: false }, REJECT: { reason: true } },
  async pending(db) {
    return (await submittedItems(db)).map((i) => ({
      ref: `${i.task_no}-${i.seq}`,
      merNo: i.mer_no,
      merName: i.mer_name,
      requesterId: null,
      amount: null,
      submittedAt: i.submitted_at,
      summary: i.label,
    }));
  },
  async show(db, ref) {
    const x = await itemOfRef(db, ref);
    if (!x) return null;
    const { t, item } = x;
    return {
      sections: [
        {
          title: L('巡檢任務', 'Inspection task'),
          rows: [
            { label: L('任務編號', 'Task no.'), value: t.task_no },
            { label: L('任務', 'Task'), value: t.title },
            { label: L('限期', 'Due'), value: ymd(t.due_date) },
            { label: L('開立人', 'Opened by'), value: t.opened_by_name },
          ],
        },
        {
          title: L('提交項目', 'Item'),
          rows: [
            { label: L('項目', 'Item'), value: item.label },
            {
              label: L('類型', 'Kind'),
              value: item.kind === 'PHOTO' ? L('相片', 'Photo') : L('文件', 'Document'),
            },
            ...(item.kind === 'PHOTO'
              ? [
                  { label: L('拍攝時間（澳門）', 'Taken at (Macau)'), value: at(item.taken_at) },
                  {
                    label: L('拍攝位置', 'Taken at position'),
                    value:
                      item.lat === null || item.lng === null
                        ? ''
                        : `${item.lat.toFixed(5)}, ${item.lng.toFixed(5)}`,
                  },
                  {
                    label: L('登記地址位置', 'Registered address position'),
                    value: `${Number(t.site_lat).toFixed(5)}, ${Number(t.site_lng).toFixed(5)} (± ${t.site_radius_m} m)`,
                  },
                  {
                    label: L('與登記地址距離', 'Distance from the registered address'),
                    value: item.distance_m === null ? '' : `${item.distance_m} m`,
                  },
                  {
                    label: L('位置與 EXIF 核對', 'Place and EXIF check'),
                    value: placeCheckText(item.place_check),
                  },
                ]
              : []),
            {
              label: L('提交方式', 'Sent from'),
              value:
                item.submitted_via === 'PHONE'
                  ? L('手機頁面', 'Phone page')
                  : item.submitted_via === 'PC'
                    ? L('電腦', 'PC')
                    : L(item.submitted_via, item.submitted_via),
            },
            { label: L('提交時間', 'Sent at'), value: at(item.submitted_at) },
            ...(item.reason
              ? [{ label: L('上次退回原因', 'Last rejected because'), value: item.reason }]
              : []),
          ],
        },
      ],
      files: item.file_no
        ? [{ label: L(item.label, item.label), fileId: item.file_no, fileName: item.label }]
        : [],
      history: item.submitted_at
        ? [{ at: item.submitted_at, action: 'SUBMITTED', actor: '', reason: '' }]
        : [],
    };
  },
  async decide(tx, ref, decision, d) {
    const x = await itemOfRef(tx, ref, true);
    if (!x) throw new AppError('SCM40401');
    const { t, item } = x;
    if (item.status !== 'SUBMITTED') throw new AppError('INS10006');
    await decideItem(
      tx,
      item.id,
      decision === 'APPROVE' ? 'ACCEPTED' : 'REJECTED',
      decision === 'APPROVE' ? '' : d.reason,
      d.staff.name,
      d.at,
    );
    const items = await itemsOf(tx, [t.id]);
    if (items.every((i) => i.status === 'ACCEPTED')) await setTaskStatus(tx, t.id, 'ACCEPTED', d.at);
    else if (items.some((i) => i.status === 'REJECTED' || i.status === 'REQUESTED'))
      await setTaskStatus(tx, t.id, 'OPEN', d.at);
    await insertAudit(tx, {
      at: d.at,
      operatorId: d.staff.id,
      loginName: d.staff.name,
      orgKind: 'merchant',
      orgId: String(t.merchant_id),
      action: 'inspection_item_review',
      target: ref,
      ok: true,
      ip: d.ip,
      detail: { decision },
    });
    await refresh(tx, String(t.merchant_id), d.at);
    return undefined;
  },
};

export const reliefKind: ReviewKind = {
  name: 'relief',
  title: L('豁免或延期', 'Waiver or extension'),
  closedCodes: ['INS10006'],
  decisions: { APPROVE: { reason: false }, REJECT: { reason: true } },
  async pending(db) {
    return (await reliefsAuditing(db)).map((r) => ({
      ref: r.relief_no,
      merNo: r.mer_no,
      merName: r.mer_name,
      requesterId: String(r.requested_by),
      amount: null,
      submittedAt: r.created_at,
      summary: r.kind === 'WAIVE' ? '豁免' : `延期 ${r.days} 日`,
    }));
  },
  async show(db, ref) {
    const r = await reliefByNo(db, ref);
    if (!r) return null;
    const kind = r.req_key.split(':')[0];
    // The requirement as it stands now, and the merchant's level: what a waiver or extension changes.
    const ev = await evaluate(db, String(r.merchant_id), new Date());
    const req = ev?.list.find((x) => x.req_key === r.req_key);
    return {
      sections: [
        {
          title: L('豁免或延期', 'Waiver or extension'),
          rows: [
            { label: L('編號', 'No.'), value: r.relief_no },
            {
              label: L('要求', 'Requirement'),
              value: {
                zh: labelOf(REQUIREMENT_KIND, kind, 'zh-TW'),
                en: labelOf(REQUIREMENT_KIND, kind, 'en'),
              },
            },
            { label: L('要求編號', 'Requirement key'), value: r.req_key },
            {
              label: L('類型', 'Kind'),
              value: r.kind === 'WAIVE' ? L('豁免', 'Waiver') : L('延期', 'Extension'),
            },
            { label: L('日數', 'Days'), value: String(r.days) },
            { label: L('理由', 'Reason'), value: r.reason },
            { label: L('申請人', 'Asked by'), value: r.requested_by_name },
          ],
        },
        {
          title: L('要求現況', 'The requirement now'),
          rows: req
            ? [
                { label: L('到期日', 'Expires'), value: ymd(req.expires) },
                { label: L('限期', 'Deadline'), value: ymd(req.deadline) },
                { label: L('剩餘日數', 'Days left'), value: String(req.days_left) },
                {
                  label: L('審核中', 'Under review'),
                  value: req.under_review ? L('是', 'Yes') : L('否', 'No'),
                },
                {
                  label: L('商戶限制級別', "Merchant's restriction level"),
                  value: `${ev?.level ?? 0} / 3`,
                },
              ]
            : [
                {
                  label: L('要求', 'Requirement'),
                  value: L('已不再列出（已完成）', 'No longer listed (met)'),
                },
              ],
        },
      ],
      files: [],
      history: [{ at: r.created_at, action: 'SUBMITTED', actor: r.requested_by_name, reason: r.reason }],
    };
  },
  async decide(tx, ref, decision, d) {
    const r = await reliefByNo(tx, ref, true);
    if (!r) throw new AppError('SCM40401');
    if (r.status !== 'AUDITING') throw new AppError('INS10006');
    await decideRelief(
      tx,
      r.id,
      decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
      d.staff.name,
      d.reason,
      d.at,
    );
    await insertAudit(tx, {
      at: d.at,
      operatorId: d.staff.id,
      loginName: d.staff.name,
      orgKind: 'merchant',
      orgId: String(r.merchant_id),
      action: 'inspection_relief_review',
      target: ref,
      ok: true,
      ip: d.ip,
      detail: { decision, kind: r.kind, days: r.days },
    });
    await refresh(tx, String(r.merchant_id), d.at);
    return undefined;
  },
};
