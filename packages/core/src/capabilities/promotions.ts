import { capability, page } from '../capability.ts';

/**
 * Promotions (issue 27; spec points 2-5, 9): discount and reduction campaigns of a merchant, reviewed by
 * the provider, applied to the payments booked at its stores. The spec gives no route or code: ours are
 * in docs/decisions.md "Promotions" (code 7 reads, 71 changes; read-only in the service and group areas).
 */
export const manifest = capability({
  name: 'promotions',
  pages: [
    page('promotions.list', 155, ['營銷活動', 'Promotions'], {
      code: '7',
      menu: 'transactions',
      merchant: 'promotion_list',
      service: 'promotion_list',
      group: 'gpromotion_list',
    }),
    // In the service area the same form creates a union campaign for the provider's merchants (no stores).
    page('promotions.create', 156, ['新增活動', 'New campaign'], {
      code: '71',
      merchant: 'promotion_create',
      service: {
        name: 'promotion_union_create',
        title: { zh: '新增聯合營銷活動', en: 'New union campaign' },
      },
    }),
    page('promotions.detail', 157, ['活動詳情', 'Campaign detail'], {
      code: '7',
      merchant: 'promotion_detail',
      service: 'promotion_detail',
      group: 'gpromotion_detail',
    }),
  ],
  statuses: {
    WAIT_AUDIT: 'warning',
    WAIT_EFFECT: 'warning',
    IN_PROGRESS: 'processing',
    REJECTED: 'error',
    CANCELLED: 'default',
    INITIAL: 'warning',
    WAIT_REVOKE_AUDIT: 'warning',
    REVOKE_APPROVED: 'success',
    REVOKE_REJECTED: 'error',
    JOINED: 'processing',
    LEFT: 'default',
    PROMO_FUNDED: 'green',
    PROMO_FUNDED_BACK: 'orange',
  },
  auditActions: {
    promotion_create: { zh: '新增營銷活動', en: 'Campaign created' },
    promotion_amend: { zh: '修改營銷活動', en: 'Campaign amended' },
    promotion_cancel: { zh: '取消營銷活動', en: 'Campaign cancelled' },
    promotion_revoke: { zh: '申請撤銷營銷活動', en: 'Campaign revoke requested' },
    promotion_review: { zh: '審核營銷活動', en: 'Campaign reviewed' },
    promotion_revoke_review: { zh: '審核活動撤銷', en: 'Campaign revoke reviewed' },
    promotion_contact: { zh: '活動結算聯絡完成', en: 'Campaign settlement contact done' },
    promotion_union_create: { zh: '新增聯合營銷活動', en: 'Union campaign created' },
    promotion_union_review: { zh: '審核聯合營銷活動', en: 'Union campaign reviewed' },
    promotion_union_join: { zh: '參加聯合營銷活動', en: 'Union campaign joined' },
    promotion_union_leave: { zh: '退出聯合營銷活動', en: 'Union campaign left' },
  },
  jobs: ['promotion-schedule'],
  reviewKinds: ['promotion', 'promotion-revoke', 'promotion-union'],
});
