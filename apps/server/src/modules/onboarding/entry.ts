import * as c from '@mp/core/contracts/onboarding-entry';
import type { EntryListReqT, EntryRowT } from '@mp/core/schemas/onboarding-entry';
import { macauTime14 } from '@mp/core/time';
import { endpoint } from '../../http/endpoint.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { checkFilter } from '../../lists/input.ts';
import { containsPattern, pageAnswer, pageWindow } from '../../lists/paging.ts';
import { ocrFile } from '../files/index.ts';
import { agentApplications, applicationOfAgent, insertApplication } from './queries.ts';
import {
  applicationAnswer,
  commitApplication,
  newApplyNo,
  type RegistrantOf,
  saveBaseInfo,
  saveContacts,
  saveFiles,
  saveProducts,
  saveSettle,
} from './wizard.ts';

/**
 * A service provider's sub-merchant entry (subMerchantEnterPage, 23; issue 13 point 3): the provider
 * registers a new merchant with the wizard's steps (wizard.ts, the same rules as the applicant's) and
 * follows it to approval; the reviewer (review.ts) approves it like any application, and the merchant
 * created carries the provider as its agent (its sub-merchant). A provider reaches its own entries only:
 * another provider's number answers SCM40401, like a missing one.
 */
/** The contracts admit providers only. */
type ProviderCtx = SignedInContext<'service'>;
const provider = (ctx: ProviderCtx) => ctx.operator;

/** The provider's entry `applyNo`, resolved when a step runs. */
export function providerRegistrant(ctx: ProviderCtx, applyNo: string): RegistrantOf {
  return async () => {
    const op = provider(ctx);
    return {
      find: (db, forUpdate) => applicationOfAgent(db, op.orgId, applyNo, forUpdate),
      files: { kind: 'service', key: op.orgId },
      actor: op.loginName,
      missing: 'SCM40401',
    };
  };
}

export async function entryList(ctx: ProviderCtx, body: EntryListReqT) {
  const op = provider(ctx);
  checkFilter('mer_name', body.mer_name);
  const rows = await agentApplications(ctx.db, op.orgId, {
    status: body.status || null,
    namePattern: containsPattern(body.mer_name),
    ...pageWindow(body),
  });
  return pageAnswer(
    body,
    rows,
    rows.map(
      (r): EntryRowT => ({
        apply_no: r.apply_no,
        status: r.status,
        step: r.step as EntryRowT['step'],
        merc_category: r.merc_category ?? '',
        merc_name: r.base_info?.merc_name ?? '',
        mer_no: r.mer_no ?? '',
        admin_login_name: r.admin_login_name,
        review_reason: r.review_reason,
        created_at: macauTime14(r.created_at),
        updated_at: macauTime14(r.updated_at),
      }),
    ),
  );
}

/**
 * A new draft registered by the provider. It has no applicant's mobile (phone left empty): the provider's
 * session is who registers, and the contacts step names the new merchant's administrator.
 */
export async function entryAdd(ctx: ProviderCtx) {
  const op = provider(ctx);
  const applyNo = newApplyNo(ctx.ports.clock.now());
  await insertApplication(ctx.db, {
    applyNo,
    registrant: 'service',
    agentId: op.orgId,
    phoneArea: '',
    phone: '',
    at: ctx.ports.clock.now(),
  });
  const row = await applicationOfAgent(ctx.db, op.orgId, applyNo);
  if (!row) throw new AppError('SCM50000');
  return applicationAnswer(ctx.db, row);
}

export async function entryQuery(ctx: ProviderCtx, applyNo: string) {
  const op = provider(ctx);
  const row = await applicationOfAgent(ctx.db, op.orgId, applyNo);
  if (!row) throw new AppError('SCM40401');
  return applicationAnswer(ctx.db, row);
}

const WIZARD = { max: 60, windowMs: 60_000 };
const who = (ctx: ProviderCtx, applyNo: string) => providerRegistrant(ctx, applyNo);

export const entryEndpoints = [
  endpoint(c.subMerchantEnterPage, { handler: entryList }),
  endpoint(c.subMerchantEnterAdd, { rateLimit: WIZARD, handler: (ctx) => entryAdd(ctx) }),
  endpoint(c.subMerchantEnterQuery, { handler: (ctx, b) => entryQuery(ctx, b.apply_no) }),
  endpoint(c.subMerchantEnterProduct, {
    handler: (ctx, { apply_no, ...b }) => saveProducts(ctx, who(ctx, apply_no), b),
  }),
  endpoint(c.subMerchantEnterBaseInfo, {
    handler: (ctx, { apply_no, ...b }) => saveBaseInfo(ctx, who(ctx, apply_no), b),
  }),
  endpoint(c.subMerchantEnterFiles, {
    handler: (ctx, { apply_no, ...b }) => saveFiles(ctx, who(ctx, apply_no), b),
  }),
  endpoint(c.subMerchantEnterSettle, {
    handler: (ctx, { apply_no, ...b }) => saveSettle(ctx, who(ctx, apply_no), b),
  }),
  endpoint(c.subMerchantEnterContact, {
    handler: (ctx, { apply_no, ...b }) => saveContacts(ctx, who(ctx, apply_no), b),
  }),
  endpoint(c.subMerchantEnterCommit, { handler: (ctx, b) => commitApplication(ctx, who(ctx, b.apply_no)) }),
  endpoint(c.subMerchantEnterOcr, {
    handler: (ctx, b) => ocrFile(ctx, { kind: 'service', key: provider(ctx).orgId }, b.file_id),
  }),
];
