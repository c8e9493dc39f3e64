/** The fee bills' door: invoices use the area's list and the confirmation. */
export { feeBillKeys, useConfirmBill, useFeeBills } from './api.ts';
