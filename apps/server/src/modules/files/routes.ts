import * as c from '@mp/core/contracts/onboarding';
import { endpoint } from '../../http/endpoint.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { UPLOAD_BODY_LIMIT } from './file-check.ts';
import { type FileOwner, fileWithContent, uploadFile } from './service.ts';

/** The caller's organisation's files: the contracts admit merchants and providers only. */
function orgFiles(ctx: SignedInContext<'merchant' | 'service'>): FileOwner {
  return { kind: ctx.operator.orgKind, key: ctx.operator.orgId };
}

/** A signed-in organisation's uploads (the applicant's are the onboarding wizard's calls). */
export const endpoints = [
  endpoint(c.fileUpload, {
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: (ctx, b) => uploadFile(ctx, orgFiles(ctx), b),
  }),
  endpoint(c.fileTmpDownloadPc, { handler: (ctx, b) => fileWithContent(ctx, orgFiles(ctx), b.file_id) }),
  endpoint(c.fileDownload, { handler: (ctx, b) => fileWithContent(ctx, orgFiles(ctx), b.file_id) }),
];
