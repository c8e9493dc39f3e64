export { billDownload, downloadKinds } from './download.ts';
export { billFileName, generateBill } from './generate.ts';
export { endpoints } from './routes.ts';
