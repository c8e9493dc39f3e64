import * as c from '@mp/core/contracts/onboarding';
import { endpoint } from '../../http/endpoint.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { applicantOf, sendApplicantCode, signInApplicant } from './applicant.ts';
import { modifyProgress, unfinishedChanges } from './changes.ts';
import { entryEndpoints } from './entry.ts';
import { UPLOAD_BODY_LIMIT } from './file-check.ts';
import { type FileOwner, fileWithContent, ocrFile, uploadFile } from './files.ts';
import * as ref from './reference.ts';
import {
  answerReview,
  applicantRegistrant,
  applicationAnswer,
  commitApplication,
  openApplication,
  queryApplication,
  registerWithProducts,
  reviewChecks,
  saveBaseInfo,
  saveContacts,
  saveFiles,
  saveProducts,
  saveSettle,
} from './wizard.ts';

// Public lists are cheap but open: a generous limit per IP. SMS and sign-in: a person needs a few a minute.
const LISTS = { max: 120, windowMs: 60_000 };
const SMS = { max: 20, windowMs: 60_000 };
const WIZARD = { max: 60, windowMs: 60_000 };

const applicantFiles = async (ctx: Parameters<typeof applicantOf>[0], token: string): Promise<FileOwner> => ({
  kind: 'applicant',
  key: (await applicantOf(ctx, token)).key,
});

/** The caller's organisation's files: the contracts admit merchants and providers only. */
function orgFiles(ctx: SignedInContext<'merchant' | 'service'>): FileOwner {
  return { kind: ctx.operator.orgKind, key: ctx.operator.orgId };
}

export const endpoints = [
  endpoint(c.queryBank, { rateLimit: LISTS, handler: (ctx, b) => ref.bankList(ctx, b.region) }),
  endpoint(c.queryBankOpenInfo, {
    rateLimit: LISTS,
    handler: (ctx, b) => ref.bankOpenInfo(ctx, b.bank_code),
  }),
  endpoint(c.queryBankInfoLike, {
    rateLimit: LISTS,
    handler: (ctx, b) => ref.banksLike(ctx, b.keyword, b.region),
  }),
  endpoint(c.queryMcc, { rateLimit: LISTS, handler: (ctx, b) => ref.mccList(ctx, b.keyword) }),
  endpoint(c.queryArea, { rateLimit: LISTS, handler: (ctx, b) => ref.areaList(ctx, b.parent_code || null) }),
  endpoint(c.queryProvince, { rateLimit: LISTS, handler: (ctx) => ref.areaList(ctx, null) }),
  endpoint(c.queryCityByProvince, {
    rateLimit: LISTS,
    handler: (ctx, b) => ref.areaList(ctx, b.province_code),
  }),
  endpoint(c.queryBusType, { rateLimit: LISTS, handler: (ctx, b) => ref.busTypeList(ctx, b.merc_category) }),
  endpoint(c.queryRegisterProducts, { rateLimit: LISTS, handler: (ctx) => ref.productList(ctx) }),
  endpoint(c.sendMessage, {
    rateLimit: SMS,
    handler: (ctx, b) => sendApplicantCode(ctx, b.phone_area, b.phone),
  }),
  endpoint(c.register, {
    rateLimit: SMS,
    handler: async (ctx, b) => {
      const token = await signInApplicant(ctx, b.phone_area, b.phone, b.sms_code);
      const row = await openApplication(ctx, await applicantOf(ctx, token));
      return { apply_token: token, application: await applicationAnswer(ctx.db, row) };
    },
  }),
  endpoint(c.registerNew, { rateLimit: SMS, handler: (ctx, b) => registerWithProducts(ctx, b) }),
  // Each wizard call answers under its PC name and its phone (H5) name: one handler for both.
  ...[c.merInfoQuery, c.queryH5MerInfo].map((k) =>
    endpoint(k, { rateLimit: WIZARD, handler: (ctx, b) => queryApplication(ctx, b.apply_token) }),
  ),
  ...[c.merAccessneType, c.merH5InsertProduct].map((k) =>
    endpoint(k, {
      rateLimit: WIZARD,
      handler: (ctx, { apply_token, ...b }) => saveProducts(ctx, applicantRegistrant(ctx, apply_token), b),
    }),
  ),
  ...[c.merAddSaveBaseInfo, c.merH5InsertBaseInfo].map((k) =>
    endpoint(k, {
      rateLimit: WIZARD,
      handler: (ctx, { apply_token, ...b }) => saveBaseInfo(ctx, applicantRegistrant(ctx, apply_token), b),
    }),
  ),
  ...[c.merAddFileList, c.merH5InsertFileList].map((k) =>
    endpoint(k, {
      rateLimit: WIZARD,
      handler: (ctx, { apply_token, ...b }) => saveFiles(ctx, applicantRegistrant(ctx, apply_token), b),
    }),
  ),
  ...[c.merAddSaveSettle, c.merH5InsertSettle].map((k) =>
    endpoint(k, {
      rateLimit: WIZARD,
      handler: (ctx, { apply_token, ...b }) => saveSettle(ctx, applicantRegistrant(ctx, apply_token), b),
    }),
  ),
  ...[c.merAddSaveContact, c.merH5InsertContact].map((k) =>
    endpoint(k, {
      rateLimit: WIZARD,
      handler: (ctx, { apply_token, ...b }) => saveContacts(ctx, applicantRegistrant(ctx, apply_token), b),
    }),
  ),
  ...[c.merAddCommit, c.merH5InsertCommit].map((k) =>
    endpoint(k, {
      rateLimit: WIZARD,
      handler: (ctx, b) => commitApplication(ctx, applicantRegistrant(ctx, b.apply_token)),
    }),
  ),
  endpoint(c.businessCheckList, { rateLimit: WIZARD, handler: (ctx, b) => reviewChecks(ctx, b.apply_token) }),
  endpoint(c.businessCheckUpdate, {
    rateLimit: WIZARD,
    handler: (ctx, b) => answerReview(ctx, b.apply_token, b.apply_no, b.remark),
  }),
  endpoint(c.merH5InsertFile, {
    rateLimit: WIZARD,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async (ctx, b) => uploadFile(ctx, await applicantFiles(ctx, b.apply_token), b),
  }),
  endpoint(c.queryH5File, {
    rateLimit: WIZARD,
    handler: async (ctx, b) => fileWithContent(ctx, await applicantFiles(ctx, b.apply_token), b.file_id),
  }),
  endpoint(c.merH5OcrAuth, {
    rateLimit: WIZARD,
    handler: async (ctx, b) => ocrFile(ctx, await applicantFiles(ctx, b.apply_token), b.file_id),
  }),
  endpoint(c.fileUpload, {
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: (ctx, b) => uploadFile(ctx, orgFiles(ctx), b),
  }),
  endpoint(c.checkUnFinishAuditRec, { handler: (ctx, b) => unfinishedChanges(ctx, b.kind) }),
  endpoint(c.queryMercModifyProgress, { handler: (ctx) => modifyProgress(ctx) }),
  endpoint(c.fileTmpDownloadPc, { handler: (ctx, b) => fileWithContent(ctx, orgFiles(ctx), b.file_id) }),
  ...entryEndpoints,
];
