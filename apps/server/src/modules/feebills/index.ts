/**
 * Fee bills (47): the door other modules use. Invoices read confirmed bills through it; the export machine
 * serves its two sources.
 */
export { feeBillExports, feeBillExports as exportSources } from './export-source.ts';
export { holdBills, insertConfirmation, releaseBills, selectFeeFigures } from './queries.ts';
export { endpoints } from './routes.ts';
export { billNoOf, findBill, lastClosedMonth } from './service.ts';
