import { contract } from '../contract.ts';
import {
  FaceCheckRow,
  FaceDocumentsReq,
  FaceListReq,
  FaceListRes,
  FaceOpenReq,
  FaceResultReq,
} from '../schemas/face.ts';

/**
 * Face verification (issue 29 point 4) of the person acting for the whole organisation (the flows that
 * need it, the bank-account and legal-representative changes, are theirs). docs/api.md "Face verification".
 */
const base = {
  capability: 'face',
  prefix: 'main',
  access: 'session',
  areas: ['merchant', 'service'],
  wholeOrg: true,
} as const;

export const fetchFaceOpenUrl = contract({
  ...base,
  mutates: true,
  path: 'face/fetchFaceOpenUrl',
  request: FaceOpenReq,
  answer: FaceCheckRow,
  summary:
    'Opens a face check at the vendor (port) after the separate consent: a one-time link valid 30 minutes. Refused after three failures today (FAC10002: manual review).',
});

export const faceResultQuery = contract({
  ...base,
  mutates: true,
  path: 'face/faceResultQuery',
  request: FaceResultReq,
  answer: FaceCheckRow,
  summary:
    "A check's state, asked of the vendor by the server with its own stored token (never taken from the browser); the third failure of a day goes to manual review.",
});

export const faceDocumentsSubmit = contract({
  ...base,
  mutates: true,
  path: 'face/faceDocumentsSubmit',
  request: FaceDocumentsReq,
  answer: FaceCheckRow,
  summary:
    'The non-biometric alternative: ID documents (own uploads) that a reviewer checks in the review kit.',
});

export const faceCheckList = contract({
  ...base,
  mutates: false,
  path: 'face/faceCheckList',
  request: FaceListReq,
  answer: FaceListRes,
  summary: "The organisation's verifications of the last 30 days, newest first, and today's failures.",
});

export const contracts = [fetchFaceOpenUrl, faceResultQuery, faceDocumentsSubmit, faceCheckList];
