import { holdsFunction, mayCall } from '@mp/core/access';
import { personOf } from '../../http/gates.ts';
import type { Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import type { ExportSource } from '../../lists/export/source.ts';
import { exportSource } from './sources.ts';

/**
 * Whether an operator may export a source: the one permission rule of packages/core (access.ts) applied
 * to the source's access facts (its areas, its code where the area has a page gated by it, the cashier
 * function of its query page), and for a cashier the `export` function too. Synchronous exports, new
 * scheduled ones and every run of a scheduled one (with the requester as it is then) ask here.
 */
export function mayExport(op: Operator, source: ExportSource): boolean {
  const person = personOf(op);
  return mayCall(person, source) && holdsFunction(person, 'export');
}

/**
 * Whether the operator may still read what a job's file holds: the file was made for a query the operator
 * then had; a revoked code (or cashier function) closes the file too, as it closes the query. A source no
 * longer registered closes it as well.
 */
export function mayStillRead(op: Operator, sourceKey: string): boolean {
  const source = exportSource(sourceKey);
  return source !== undefined && mayExport(op, source);
}

/** The registered source the operator may export: VAL10037 for an unknown key, SCM40301 when refused. */
export function sourceFor(op: Operator, key: string): ExportSource {
  const source = exportSource(key);
  if (!source) throw new AppError('VAL10037', 'source');
  if (!mayExport(op, source)) throw new AppError('SCM40301');
  return source;
}

/** The filters as the source's schema reads them; SCM40002 naming the first offending field. */
export function parseFilters(source: ExportSource, filters: unknown): unknown {
  const r = source.filters.safeParse(filters ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const keys = (issue as { keys?: string[] }).keys;
  const field = issue.path.length ? issue.path.join('.') : keys?.length ? keys.join(',') : issue.code;
  throw new AppError('SCM40002', `filters.${field}`);
}
