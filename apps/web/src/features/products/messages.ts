import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The products capability's texts (products.*): merchant services (channels, fees), the merchant's product
 * authorisations and the provider's authorisation of its sub-merchants' products.
 */
const zhTW = {
  products: {
    servicesIntro: '您已配置的支付渠道、各產品費率及近 30 日手續費。刪除渠道後，該渠道的新交易將被拒絕。',
    channel: '支付渠道',
    product: '產品',
    productCode: '產品代碼',
    rate: '費率',
    minFee: '單筆最低手續費',
    maxFee: '單筆最高手續費',
    noCap: '不設上限',
    settleCycle: '結算週期',
    status: '狀態',
    source: '開通方式',
    closedReason: '關閉原因',
    openedDate: '開通日期',
    updatedAt: '最近變更',
    deleteChannel: '刪除渠道',
    deleteChannelTitle: '刪除「{{name}}」渠道？',
    deleteChannelText: '該渠道的全部產品將被關閉，新交易將被拒絕；如需重新開通請聯絡您的服務商。',
    deleted: '已刪除渠道，關閉 {{n}} 個產品',
    noChannels: '尚未配置任何支付渠道',
    charges: '近 30 日手續費',
    chargesRange: '{{start}} 至 {{end}}',
    txnCount: '交易筆數',
    amount: '交易金額',
    fee: '手續費',
    effectiveRate: '實際費率',
    authIntro: '您的服務商為您授權的產品及其狀態。取消授權的產品不再接受新交易。',
    childIntro: '為子商戶授權或取消產品。取消後，該子商戶的此產品即時停止接受新交易。',
    merNo: '商戶編號',
    merchant: '商戶',
    grant: '授權產品',
    grantTitle: '為子商戶授權產品',
    grantOk: '授權',
    granted: '已授權產品',
    cancelAuth: '取消授權',
    cancelTitle: '取消「{{name}}」的授權？',
    cancelText: '該子商戶將不能再以此產品收款。',
    cancelled: '已取消授權',
    actions: '操作',
    choose: '請選擇',
    checks: {
      OK: '可授權',
      ALREADY_OPEN: '已開通',
      PERSONAL_ONLINE: '個體工商戶不可開通線上產品',
      MERCHANT_NOT_NORMAL: '商戶狀態不正常',
    },
  },
};

const en: Shape<typeof zhTW> = {
  products: {
    servicesIntro:
      'Your configured payment channels, the rate of each product and the fees of the last 30 days. Once a channel is deleted, its new payments are refused.',
    channel: 'Payment channel',
    product: 'Product',
    productCode: 'Product code',
    rate: 'Rate',
    minFee: 'Minimum fee per payment',
    maxFee: 'Maximum fee per payment',
    noCap: 'No cap',
    settleCycle: 'Settlement cycle',
    status: 'Status',
    source: 'Opened by',
    closedReason: 'Why closed',
    openedDate: 'Opened',
    updatedAt: 'Last change',
    deleteChannel: 'Delete channel',
    deleteChannelTitle: 'Delete the channel "{{name}}"?',
    deleteChannelText:
      'Every product of this channel is closed and its new payments are refused; ask your service provider to open it again.',
    deleted: 'Channel deleted; products closed: {{n}}',
    noChannels: 'No payment channel is configured yet',
    charges: 'Fees of the last 30 days',
    chargesRange: '{{start}} to {{end}}',
    txnCount: 'Payments',
    amount: 'Amount',
    fee: 'Fee',
    effectiveRate: 'Effective rate',
    authIntro:
      'The products your service provider has authorised for you. A cancelled product takes no new payments.',
    childIntro:
      "Authorise or cancel your sub-merchants' products. A cancelled product stops taking new payments at once.",
    merNo: 'Merchant no.',
    merchant: 'Merchant',
    grant: 'Authorise a product',
    grantTitle: 'Authorise a product for a sub-merchant',
    grantOk: 'Authorise',
    granted: 'Product authorised',
    cancelAuth: 'Cancel authorisation',
    cancelTitle: 'Cancel the authorisation of "{{name}}"?',
    cancelText: 'The sub-merchant can no longer take payments with this product.',
    cancelled: 'Authorisation cancelled',
    actions: 'Actions',
    choose: 'Please choose',
    checks: {
      OK: 'May be authorised',
      ALREADY_OPEN: 'Already open',
      PERSONAL_ONLINE: 'No online product for an individual business',
      MERCHANT_NOT_NORMAL: 'The merchant is not in normal status',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
