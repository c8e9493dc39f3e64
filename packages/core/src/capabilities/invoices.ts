import type { Manifest } from '../capability.ts';

export const manifest = {
  name: 'invoices',
  pages: [
    {
      id: 'invoices.manage',
      order: 250,
      title: { zh: '發票管理', en: 'Invoices' },
      code: '461',
      menu: 'invoices',
      areas: { merchant: 'invoiceManage' },
    },
    {
      id: 'invoices.heads',
      order: 260,
      title: { zh: '發票抬頭', en: 'Invoice heads' },
      code: '462',
      menu: 'invoices',
      areas: { merchant: 'invoiceHead' },
    },
    {
      id: 'invoices.audit',
      order: 270,
      title: { zh: '發票審核', en: 'Invoice audit' },
      code: '463',
      menu: 'invoices',
      areas: { merchant: 'invoiceAudit' },
    },
  ],
  statuses: { RETURNED: 'orange', REVIEWING: 'processing', ISSUED: 'success' },
  auditActions: {
    invoice_head_save: { zh: '保存發票抬頭', en: 'Invoice head saved' },
    invoice_head_delete: { zh: '刪除發票抬頭', en: 'Invoice head removed' },
    invoice_apply: { zh: '申請開票', en: 'Invoice applied for' },
    invoice_manage: { zh: '管理發票申請', en: 'Invoice application changed' },
    invoice_audit: { zh: '審核發票申請', en: 'Invoice application audited' },
    invoice_review: { zh: '審批發票', en: 'Invoice reviewed' },
  },
  exports: {},
  jobs: [],
  reviewKinds: ['invoice'],
} as const satisfies Manifest;
