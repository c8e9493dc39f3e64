import { isOf } from '@mp/core/statuses';
import { addDaysYmd } from '@mp/core/validators/dates';
import { END, type FilterDef, type ListSpec, type ListState, type SortOrder, START } from './spec.ts';

/**
 * The URL <-> list state mapping. The URL is the truth (a view can be shared, bookmarked and survives the
 * back button); whatever it holds is sanitised here, so a hand-edited or stale link can never make the
 * page send a value the filter does not know.
 */

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Parameters of the pattern itself; filters use their wire names, which never collide with these. */
export const RESERVED = {
  mode: 'mode',
  page: 'page',
  size: 'size',
  sort: 'sort',
  order: 'order',
  detail: 'detail',
};
const TEXT_MAX = 64;
/** An amount is at most 12 digits, 2 decimals and separators: anything longer is not one. */
const AMOUNT_TEXT_MAX = 20;

/** The wire names a filter reads and writes. */
export function paramsOf(f: FilterDef): string[] {
  if (f.kind === 'dateRange') return [START, END];
  if (f.kind === 'amount') return [f.min, f.max];
  return [f.param];
}

/** Classic: the current day; senior (never today): yesterday. */
export function standardRange(today: string, senior: boolean): readonly [string, string] {
  const day = senior ? (addDaysYmd(today, -1) ?? today) : today;
  return [day, day];
}

function hasDates(spec: ListSpec): boolean {
  return spec.filters.some((f) => f.kind === 'dateRange');
}

/** A URL text trimmed; empty when absent or longer than `max` (a value no field would hold). */
export function clean(text: string | null, max: number): string {
  if (text === null) return '';
  const v = text.trim();
  return v.length > max ? '' : v;
}

/** A whole number of the URL within [min, max], else the fallback. */
export function intIn(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= min && n <= max ? n : fallback;
}

export function readState(params: URLSearchParams, spec: ListSpec, today: string): ListState {
  const senior = spec.senior === true && params.get(RESERVED.mode) === 'senior';
  const values: Record<string, string> = {};
  for (const f of spec.filters) {
    if (f.kind === 'select') {
      const v = params.get(f.param) ?? '';
      // An unknown choice is dropped: 'all' (or the first choice) rather than a value the server would refuse.
      values[f.param] = isOf(f.options, v) ? v : f.required ? Object.keys(f.options)[0] : '';
    } else if (f.kind === 'amount') {
      values[f.min] = clean(params.get(f.min), AMOUNT_TEXT_MAX);
      values[f.max] = clean(params.get(f.max), AMOUNT_TEXT_MAX);
    } else if (f.kind === 'dateRange') {
      // Dates are kept as they came: a malformed one is shown with its catalogue message, not guessed.
      values[START] = clean(params.get(START), 14);
      values[END] = clean(params.get(END), 14);
    } else {
      values[f.param] = clean(params.get(f.param), f.kind === 'text' ? (f.max ?? TEXT_MAX) : TEXT_MAX);
    }
  }
  if (hasDates(spec) && !values[START] && !values[END]) {
    const [s, e] = (spec.defaultRange ?? standardRange)(today, senior);
    values[START] = s;
    values[END] = e;
  }
  const sortBy = params.get(RESERVED.sort);
  const order = params.get(RESERVED.order);
  return {
    values,
    senior,
    page: intIn(params.get(RESERVED.page), 1, 100_000, 1),
    size: (PAGE_SIZES as readonly number[]).includes(Number(params.get(RESERVED.size)))
      ? Number(params.get(RESERVED.size))
      : DEFAULT_PAGE_SIZE,
    sortBy: sortBy && spec.sort?.by?.includes(sortBy) ? sortBy : null,
    order: spec.sort && (order === 'asc' || order === 'desc') ? (order as SortOrder) : null,
    detail: clean(params.get(RESERVED.detail), TEXT_MAX) || null,
  };
}

/**
 * The URL of a state: filters in declaration order, then the pattern's own parameters; empty values and
 * defaults are left out so that a shared link stays short and readable.
 */
export function writeState(state: ListState, spec: ListSpec): URLSearchParams {
  const out = new URLSearchParams();
  for (const f of spec.filters) {
    for (const p of paramsOf(f)) {
      const v = state.values[p]?.trim();
      if (v) out.set(p, v);
    }
  }
  if (state.senior && spec.senior) out.set(RESERVED.mode, 'senior');
  if (state.sortBy) out.set(RESERVED.sort, state.sortBy);
  if (state.order) out.set(RESERVED.order, state.order);
  if (state.size !== DEFAULT_PAGE_SIZE) out.set(RESERVED.size, String(state.size));
  if (state.page > 1) out.set(RESERVED.page, String(state.page));
  if (state.detail) out.set(RESERVED.detail, state.detail);
  return out;
}

/**
 * The state after switching between the classic and the senior search (issue 17, point 5). Dates that
 * were the left mode's default give way to the new mode's default (the URL then names none); a senior
 * range never reaches today, so a range the person chose ends yesterday at the latest. Opening the senior
 * search on today would only greet the person with '當日數據暫不支持高級查詢'.
 */
export function withMode(state: ListState, spec: ListSpec, today: string, senior: boolean): ListState {
  const next: ListState = { ...state, senior, page: 1, detail: null };
  if (!hasDates(spec) || senior === state.senior) return next;
  const values = { ...state.values };
  const [s, e] = (spec.defaultRange ?? standardRange)(today, state.senior);
  if (values[START] === s && values[END] === e) {
    values[START] = '';
    values[END] = '';
  } else if (senior && /^\d{8}$/.test(values[END] ?? '') && values[END] >= today) {
    const last = addDaysYmd(today, -1) ?? today;
    values[END] = last;
    if ((values[START] ?? '') > last) values[START] = last;
  }
  return { ...next, values };
}

/** What a saved preset keeps: the filters, mode, sort and page size; never the page number or an open record. */
export function presetQuery(state: ListState, spec: ListSpec): string {
  const p = writeState({ ...state, page: 1, detail: null }, spec);
  return p.toString();
}
