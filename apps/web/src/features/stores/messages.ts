import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The stores capability's texts (stores.*): store list and detail.
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  stores: {
    intro: '您可查看的門店及其終端與狀態。',
    name: '門店名稱',
    no: '門店編號',
    status: '狀態',
    merNo: '商戶編號',
    merchant: '所屬商戶',
    address: '地址',
    phone: '電話',
    terminals: '終端數',
    createdAt: '建立時間',
    terminalList: '終端',
    terminalNo: '終端編號',
    model: '型號',
    noTerminals: '此門店暫無終端',
    notFound: '找不到此門店',
    qrTitle: '收款碼',
    qrHint: '顧客以錢包或銀行 App 掃描此碼，輸入金額後付款。可下載後列印，張貼於收銀處。',
    qrAlt: '{{store}}的收款碼',
    qrFor: '{{merchant}} · {{store}}（{{no}}）',
    qrSvg: '下載 SVG（印刷用）',
    qrPng: '下載 PNG',
    qrClosed: '門店已關閉或商戶不在正常狀態，沒有收款碼。',
    qrPayload: '碼的內容（EMVCo）',
  },
};

const en: Shape<typeof zhTW> = {
  stores: {
    intro: 'The stores you may see, with their terminals and status.',
    name: 'Store name',
    no: 'Store no.',
    status: 'Status',
    merNo: 'Merchant no.',
    merchant: 'Merchant',
    address: 'Address',
    phone: 'Phone',
    terminals: 'Terminals',
    createdAt: 'Created',
    terminalList: 'Terminals',
    terminalNo: 'Terminal no.',
    model: 'Model',
    noTerminals: 'This store has no terminals yet',
    notFound: 'This store does not exist',
    qrTitle: 'Payment QR code',
    qrHint:
      'Customers scan it with their wallet or banking app and type the amount to pay. Download it to print and put it up at the till.',
    qrAlt: 'Payment QR code of {{store}}',
    qrFor: '{{merchant}} · {{store}} ({{no}})',
    qrSvg: 'Download SVG (for print)',
    qrPng: 'Download PNG',
    qrClosed: 'The store is closed or its merchant is not active: it has no payment QR code.',
    qrPayload: 'What the code holds (EMVCo)',
  },
};

export const messages = { zhTW, en };
addMessages(messages);
