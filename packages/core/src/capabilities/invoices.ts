import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'invoices',
  pages: [
    page('invoices.manage', 250, ['發票管理', 'Invoices'], { code: '461', menu: 'invoices', merchant: 'invoiceManage' }),
    page('invoices.heads', 260, ['發票抬頭', 'Invoice recipients'], { code: '462', menu: 'invoices', merchant: 'invoiceHead' }),
    page('invoices.audit', 270, ['發票審核', 'Invoice audit'], { code: '463', menu: 'invoices', merchant: 'invoiceAudit' }),
  ],
  statuses: { RETURNED: 'orange', REVIEWING: 'processing', ISSUED: 'success' },
  auditActions: {
    invoice_head_save: { zh: '保存發票抬頭', en: 'Invoice recipient saved' },
    invoice_head_delete: { zh: '刪除發票抬頭', en: 'Invoice recipient removed' },
    invoice_apply: { zh: '申請開票', en: 'Invoice applied for' },
    invoice_manage: { zh: '管理發票申請', en: 'Invoice application changed' },
    invoice_audit: { zh: '審核發票申請', en: 'Invoice application audited' },
    invoice_review: { zh: '審批發票', en: 'Invoice reviewed' },
  },
  reviewKinds: ['invoice'],
});
