import { AppError, type Operator } from '../../http/endpoint.ts';
import { holdsCashierFunction } from '../../http/gates.ts';
import { type ExportSource, exportSource } from './sources.ts';

/**
 * Whether an operator may export a source: its area, its permission code where the area has codes (the
 * group area's routes carry none, spec point 2, so a group operator needs only the area), and for a
 * cashier the `export` function and the function of the source's query page. Synchronous exports, new
 * scheduled ones and every run of a scheduled one (with the requester as it is then) ask here.
 */
export function mayExport(op: Operator, source: ExportSource): boolean {
  if (source.areas && !source.areas.includes(op.orgKind)) return false;
  if (source.code && op.orgKind !== 'group' && !op.codes.has(source.code)) return false;
  if (!holdsCashierFunction(op, 'export')) return false;
  if (source.cashierFunction && !holdsCashierFunction(op, source.cashierFunction)) return false;
  return true;
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
