/**
 * Uploaded files (issue 14): the upload checks, the file store under keys of our own, the owner of each
 * file (an applicant, a merchant, a service provider) and OCR. The onboarding wizard, the merchant
 * information changes and the bank-account change keep the files' numbers.
 */
export { checkFileName, decodeBase64, detectKind, UPLOAD_BODY_LIMIT } from './file-check.ts';
export { type FileDbRow, filesByNo, ownFile, reownFiles } from './queries.ts';
export { endpoints } from './routes.ts';
export {
  checkPurpose,
  type FileOwner,
  fileRow,
  fileWithContent,
  ocrFile,
  ownedFile,
  readContent,
  storeFile,
  uploadFile,
} from './service.ts';
