import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The settlement capability's texts (money.settle: settlements and settle orders; money.rlt: reconciliation).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    settle: {
      intro:
        '按結算日期查詢結算單：結算金額已扣除手續費、優惠及退款，並加上營銷活動出資方（服務商、卡組織）的補貼。',
      fundProvider: '服務商補貼',
      fundScheme: '卡組織補貼',
      ordersIntro: '子商戶的結算單及合計。',
      unsettled: '未結算統計',
      unsettledRange: '統計期間：{{range}}',
      nothingUnsettled: '目前沒有未結算的交易',
      toSettle: '待結算淨額',
    },
    rlt: {
      intro:
        '子商戶按日及支付方式，與支付通道的每日結算文件逐筆核對：全部相符或每筆差異已附原因處理後為「已對賬」。',
      detailTitle: '對賬明細',
      byStore: '按門店',
      notFound: '找不到此對賬記錄',
      matched: '相符筆數',
      matchedAmount: '相符淨額',
      missingOurs: '我方缺失',
      missingTheirs: '通道缺失',
      diffs: '金額不符',
      diffAmount: '差異金額',
      problems: '文件問題',
      open: '待處理差異',
      differences: '差異明細',
      noDifferences: '通道文件與我方記錄全部相符',
      pendingFile: '尚未讀取通道結算文件',
      kind: '類型',
      lineNo: '文件行號',
      orderNo: '訂單號',
      theirAmount: '通道金額',
      ourAmount: '我方金額',
      diffStatus: '處理狀態',
      resolution: '處理方式',
      resolvedBy: '處理人',
      reason: '原因',
      problem: '問題',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    settle: {
      intro:
        "Settlements by settlement day; the amount settled is net of fees, discounts and refunds, plus the campaign funders' (provider's, scheme's) parts.",
      fundProvider: 'Provider funded',
      fundScheme: 'Scheme funded',
      ordersIntro: "Your sub-merchants' settlements and their totals.",
      unsettled: 'Not yet settled',
      unsettledRange: 'Period: {{range}}',
      nothingUnsettled: 'Nothing is waiting to be settled',
      toSettle: 'Net to settle',
    },
    rlt: {
      intro:
        "Each sub-merchant by day and payment type, matched line by line with the channel's daily settlement file: reconciled when every line matches or every difference was resolved with a reason.",
      detailTitle: 'Reconciliation detail',
      byStore: 'By store',
      notFound: 'This reconciliation line cannot be found',
      matched: 'Matched',
      matchedAmount: 'Matched net',
      missingOurs: 'Missing ours',
      missingTheirs: 'Missing theirs',
      diffs: 'Amount differences',
      diffAmount: 'Difference amount',
      problems: 'File problems',
      open: 'Open differences',
      differences: 'Differences',
      noDifferences: "The channel's file and our records match",
      pendingFile: "The channel's settlement file has not been read yet",
      kind: 'Kind',
      lineNo: 'File line',
      orderNo: 'Order no.',
      theirAmount: "Channel's amount",
      ourAmount: 'Our amount',
      diffStatus: 'Status',
      resolution: 'Resolution',
      resolvedBy: 'Resolved by',
      reason: 'Reason',
      problem: 'Problem',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
