import { capability, page } from '../capability.ts';

/**
 * Requirements, expiry escalation, inspection and file collection (issue 29 points 1-3): the merchant's
 * pages and the phone page; the back office opens tasks and asks reliefs; the review kit decides the
 * answered items (`inspection-item`) and the reliefs (`relief`).
 */
export const manifest = capability({
  name: 'inspection',
  pages: [
    page('inspection.merchantInspection', 360, ['商戶巡檢', 'Merchant inspection'], { menu: 'merchant', merchant: 'merchantInspection' }),
    page('inspection.collectFile', 370, ['資料收集', 'File collection'], { menu: 'merchant', merchant: 'collectFile' }),
    // Not a route of the spec: a provider's or group's merchants' requirements and restrictions, with
    // a reminder (issue 29 point 2).
    page('inspection.merchantState', 372, ['商戶證件及巡檢', "Merchants' requirements"], { menu: 'merchant', service: 'merchantRequirements', group: 'gmerchantRequirements' }),
    page('inspection.h5CollectFile', 950, ['資料收集', 'File collection'], { public: { name: 'h5CollectFile', hideFooter: true } }),
  ],
  statuses: {
    REQUESTED: 'default',
    SUBMITTED: 'processing',
    ACCEPTED: 'success',
    PAST_DUE: 'error',
    DUE_NOW: 'warning',
    UPCOMING: 'blue',
  },
  auditActions: {
    inspection_task_open: { zh: '開立巡檢任務', en: 'Inspection task opened' },
    inspection_item_answer: { zh: '提交巡檢資料', en: 'Inspection item answered' },
    inspection_item_review: { zh: '審核巡檢資料', en: 'Inspection item reviewed' },
    inspection_relief_ask: { zh: '申請豁免或延期', en: 'Waiver or extension asked' },
    inspection_relief_review: { zh: '審批豁免或延期', en: 'Waiver or extension decided' },
    inspection_remind: { zh: '發送到期提醒', en: 'Reminder sent' },
    inspection_restriction: { zh: '限制級別變更', en: 'Restriction level changed' },
  },
  jobs: ['requirementReminders'],
  reviewKinds: ['inspection-item', 'relief'],
});
