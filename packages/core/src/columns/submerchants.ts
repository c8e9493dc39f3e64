import type { ChildMercRowT } from '../schemas/submerchants.ts';
import { MERCHANT_CATEGORY, ORG_STATUS } from '../statuses.ts';
import type { Column } from './column.ts';

/** Sub-merchants (21) and group members: one list of columns for the table and the export. */
export const CHILD_MERC_COLUMNS: readonly Column<ChildMercRowT>[] = [
  { key: 'mer_no', title: { zh: '商戶編號', en: 'Merchant no.' }, kind: 'code' },
  { key: 'mer_name', title: { zh: '商戶名稱', en: 'Merchant name' }, kind: 'text' },
  { key: 'short_name', title: { zh: '商戶簡稱', en: 'Short name' }, kind: 'text', optional: true },
  { key: 'category', title: { zh: '商戶類別', en: 'Category' }, kind: 'status', labels: MERCHANT_CATEGORY },
  { key: 'status', title: { zh: '狀態', en: 'Status' }, kind: 'status', labels: ORG_STATUS },
  { key: 'contact_name', title: { zh: '聯絡人', en: 'Contact' }, kind: 'text', mask: 'name', optional: true },
  {
    key: 'contact_phone',
    title: { zh: '聯絡電話', en: 'Contact phone' },
    kind: 'text',
    mask: 'phone',
    optional: true,
  },
  { key: 'store_count', title: { zh: '門店數', en: 'Stores' }, kind: 'count' },
  { key: 'open_products', title: { zh: '已開通產品', en: 'Open products' }, kind: 'count' },
  { key: 'txn_count_30d', title: { zh: '近30日交易筆數', en: 'Payments (30 days)' }, kind: 'count' },
  { key: 'txn_amount_30d', title: { zh: '近30日交易金額', en: 'Amount (30 days)' }, kind: 'money' },
  { key: 'group_name', title: { zh: '所屬集團', en: 'Group' }, kind: 'text', optional: true },
  { key: 'joined_date', title: { zh: '加入日期', en: 'Joined' }, kind: 'date' },
];
