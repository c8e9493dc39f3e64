import type { z } from 'zod';
import { AppError } from './endpoint.ts';

/** The body as the schema parses it; a failure is SCM40002 naming the first offending field. */
export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const keys = (issue as { keys?: string[] }).keys;
  const field = issue.path.length ? issue.path.join('.') : keys?.length ? keys.join(',') : '';
  throw new AppError('SCM40002', field || issue.code);
}
