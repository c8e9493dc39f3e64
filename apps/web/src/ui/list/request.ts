import { parseAmountInput } from '@mp/core/money';
import { seniorEndTime, validateQueryRange } from '@mp/core/validators/queryRange';
import { END, type FieldProblem, type ListSpec, type ListState, type Paging, START } from './spec.ts';

/**
 * From the URL's state to what the server receives, with the rules of packages/core applied first, so a
 * refused filter shows its exact catalogue message and costs no call: dates (validateQueryRange: 31 days,
 * not after today, no current day in a senior query), amounts (parseAmountInput, yuan -> cents).
 */

export type Built = { ok: true; filters: Record<string, string> } | { ok: false; problem: FieldProblem };

/** A query (purpose 'query') or an export of it (senior rules when the page says so). */
export interface BuildOptions {
  today: string;
  purpose?: 'query' | 'export';
}

export function checkFilters(state: ListState, spec: ListSpec, opts: BuildOptions): FieldProblem | null {
  const { values, senior } = state;
  const purpose = opts.purpose ?? 'query';
  const own = spec.validate?.(values, opts.today);
  if (own) return own;
  const dates = spec.filters.find((f) => f.kind === 'dateRange');
  if (dates && !spec.validate) {
    // An export of a page whose export is senior refuses the current day with the export message.
    const advanced = senior || (purpose === 'export' && spec.exportAdvanced === true);
    const code = validateQueryRange({
      start: values[START],
      end: values[END],
      today: opts.today,
      advanced,
      purpose,
    });
    if (code) return { field: 'date', code };
  }
  for (const f of spec.filters) {
    if (f.kind !== 'amount') continue;
    const min = values[f.min] ?? '';
    const max = values[f.max] ?? '';
    const a = min ? parseAmountInput(min) : null;
    const b = max ? parseAmountInput(max) : null;
    if (a && !a.ok) return { field: 'amount', code: a.code };
    if (b && !b.ok) return { field: 'amount', code: b.code };
    if (a?.ok && b?.ok && a.cents > b.cents) return { field: 'amount', code: 'VAL10037' };
  }
  return null;
}

/** The filters as the server's schemas want them; only what was checked above is sent. */
export function buildFilters(state: ListState, spec: ListSpec, opts: BuildOptions): Built {
  const problem = checkFilters(state, spec, opts);
  if (problem) return { ok: false, problem };
  const { values, senior } = state;
  const out: Record<string, string> = {};
  for (const f of spec.filters) {
    if (f.kind === 'dateRange') {
      out[START] = values[START];
      // Spec point 7: a senior query sends its end as the end of that day plus one second.
      out[END] = senior ? (seniorEndTime(values[END]) ?? values[END]) : values[END];
    } else if (f.kind === 'amount') {
      for (const p of [f.min, f.max]) {
        const parsed = values[p] ? parseAmountInput(values[p]) : null;
        if (parsed?.ok) out[p] = parsed.cents.toString();
      }
    } else {
      const v = values[f.param]?.trim();
      if (v) out[f.param] = v;
    }
  }
  return { ok: true, filters: out };
}

/** Page and sort, in the fields this page's endpoint accepts (its schema is strict). */
export function buildPaging(state: ListState, spec: ListSpec): Paging {
  const paging: Paging = { page_no: state.page, page_size: state.size };
  if (spec.sort?.by && state.sortBy) paging.sort_by = state.sortBy;
  if (spec.sort?.order && state.order) paging.sort_order = state.order;
  return paging;
}
