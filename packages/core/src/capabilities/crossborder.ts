import { capability, page } from '../capability.ts';

/** Cross-border transfer (ghf, code 9; issue 26): payees, quote, the four steps, status and list. */
export const manifest = capability({
  name: 'crossborder',
  pages: [
    page('crossborder.ghf', 460, ['跨境匯款', 'Cross-border transfer'], { code: '9', menu: 'crossborder', merchant: 'ghf' }),
    page('crossborder.ghfCreate', 470, ['新建匯款', 'New transfer'], { code: '9', redirect: '/layout/ghf/trade/create/stepOne', merchant: { name: 'ghfCreate', path: '/layout/ghf/trade/create' } }),
    page('crossborder.ghfStepOne', 480, ['收款人及金額', 'Payee and amount'], { code: '9', merchant: { name: 'ghfStepOne', path: '/layout/ghf/trade/create/stepOne' } }),
    page('crossborder.ghfStepTwo', 490, ['用途及貿易單據', 'Purpose and documents'], { code: '9', merchant: { name: 'ghfStepTwo', path: '/layout/ghf/trade/create/stepTwo' } }),
    page('crossborder.ghfStepThree', 500, ['確認與驗證', 'Confirm'], { code: '9', merchant: { name: 'ghfStepThree', path: '/layout/ghf/trade/create/stepThree' } }),
    page('crossborder.ghfStepFinish', 510, ['完成', 'Done'], { code: '9', merchant: { name: 'ghfStepFinish', path: '/layout/ghf/trade/create/stepFinish' } }),
    page('crossborder.ghfStatus', 520, ['匯款狀態', 'Transfer status'], { code: '9', merchant: { name: 'ghfStatus', path: '/layout/ghf/trade/status' } }),
  ],
  statuses: {
    SUBMITTED: 'processing',
    AWAITING_APPROVAL: 'warning',
    IN_REVIEW: 'processing',
    SENT: 'processing',
    CREDITED: 'success',
    CANCELLED: 'default',
    RETURNED: 'orange',
    REFUNDED: 'default',
    VERIFIED: 'success',
    MISMATCH: 'error',
    PENDING: 'warning',
    XFER_HOLD: 'orange',
    XFER_RELEASE: 'cyan',
    XFER_OUT: 'volcano',
    XFER_FEE: 'magenta',
    XFER_REFUND: 'green',
  },
  auditActions: {
    xfer_payee_add: { zh: '新增跨境收款人', en: 'Cross-border payee added' },
    xfer_payee_verify: { zh: '驗證跨境收款人', en: 'Cross-border payee verified' },
    xfer_submit: { zh: '提交跨境匯款', en: 'Cross-border transfer submitted' },
    xfer_cancel: { zh: '取消跨境匯款', en: 'Cross-border transfer cancelled' },
    xfer_review: { zh: '審核跨境匯款', en: 'Cross-border transfer reviewed' },
    xfer_order: { zh: '跨境貿易訂單', en: 'Cross-border trade order' },
    xfer_evidence: { zh: '跨境貿易證明文件', en: 'Cross-border trade evidence file' },
    xfer_approve: { zh: '覆核跨境匯款', en: 'Cross-border transfer approved or declined' },
  },
  reviewKinds: ['xfer'],
  jobs: ['xfer-network'],
  exports: {
    xfer_transfers: { zh: '跨境匯款', en: 'Cross-border transfers' },
  },
});
