import { capability } from '../capability.ts';

/** Uploaded files: upload checks, the file store, each file's owner, OCR. */
export const manifest = capability({
  name: 'files',
  noWebFolder: 'the pages that take documents (features/onboarding, merchantinfo, bankchange) upload and show them',
});
