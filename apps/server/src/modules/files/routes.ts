import * as c from '@mp/core/contracts/onboarding';
import { AppError, endpoint, signedIn } from '../../http/endpoint.ts';
import { UPLOAD_BODY_LIMIT } from './file-check.ts';
import { type FileOwner, fileWithContent, uploadFile } from './service.ts';

function orgFiles(ctx: Parameters<typeof signedIn>[0]): FileOwner {
  const op = signedIn(ctx);
  if (op.orgKind === 'group') throw new AppError('SCM40301');
  return { kind: op.orgKind, key: op.orgId };
}

/** A signed-in organisation's uploads (the applicant's are the onboarding wizard's calls). */
export const endpoints = [
  endpoint(c.fileUpload, {
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: (ctx, b) => uploadFile(ctx, orgFiles(ctx), b),
  }),
  endpoint(c.fileTmpDownloadPc, { handler: (ctx, b) => fileWithContent(ctx, orgFiles(ctx), b.file_id) }),
];
