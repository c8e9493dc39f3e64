import { clean, DEFAULT_PAGE_SIZE, intIn, PAGE_SIZES, RESERVED } from '../list/urlState.ts';

/**
 * The URL <-> state mapping of a paged table that is not a money search (the list kit's `urlState.ts` is
 * for those): a few filters, the page and the page size. The URL is the truth, as on the money searches:
 * a view can be shared, bookmarked and survives the back button; whatever the URL holds is sanitised
 * here, so a hand-edited or stale link falls back to the defaults instead of reaching the server.
 */

/** The choices of a filter: a status map of packages/core (its keys) or a list of values. */
type Choices = readonly string[] | Readonly<Record<string, unknown>>;

/** A filter kept in the URL under its name (with the table's prefix). */
export type TableFilter =
  /** One of the choices, or '' (all); anything else is read as the default. */
  | { kind: 'choice'; options: Choices; default?: string }
  /** Free text, trimmed; longer than `max` (64 unless told) is dropped. */
  | { kind: 'text'; max?: number }
  /** A value with a rule of its own (a month): a value the rule refuses is read as the default. */
  | { kind: 'value'; valid: (v: string) => boolean; default: () => string };

export type TableFilters = Readonly<Record<string, TableFilter>>;

type ChoiceOf<C> = C extends readonly (infer O)[] ? O : keyof C & string;
/** What a filter holds: its choices or '' for a choice, text otherwise. */
type ValueOf<F> = F extends { kind: 'choice'; options: infer C } ? ChoiceOf<C> | '' : string;
export type FilterValues<F extends TableFilters> = { -readonly [K in keyof F]: ValueOf<F[K]> };

export interface TableSpec<F extends TableFilters = TableFilters> {
  /** Put before every URL key of the table: two tables of one page keep apart ('uses_' gives uses_page). */
  prefix?: string;
  filters: F;
  /** The page size (20 unless told). */
  size?: number;
  /** The person may choose another page size (of the list kit's PAGE_SIZES), kept in the URL. */
  sizes?: boolean;
}

export interface TableState<F extends TableFilters = TableFilters> {
  filters: FilterValues<F>;
  page: number;
  size: number;
}

/** Declares a table's URL state; `as const` is not needed for the choices to type the values. */
export function tableSpec<const F extends TableFilters>(spec: TableSpec<F>): TableSpec<F> {
  return spec;
}

const TEXT_MAX = 64;

/** The URL key of a name of the table. */
export const keyOf = (spec: TableSpec<TableFilters>, name: string) => `${spec.prefix ?? ''}${name}`;

const choices = (c: Choices): readonly string[] => (Array.isArray(c) ? c : Object.keys(c));

function defaultOf(f: TableFilter): string {
  if (f.kind === 'value') return f.default();
  return f.kind === 'choice' ? (f.default ?? '') : '';
}

function readFilter(f: TableFilter, raw: string | null): string {
  if (raw === null) return defaultOf(f);
  if (f.kind === 'choice') return raw === '' || choices(f.options).includes(raw) ? raw : defaultOf(f);
  if (f.kind === 'text') return clean(raw, f.max ?? TEXT_MAX);
  const v = clean(raw, TEXT_MAX);
  return v && f.valid(v) ? v : defaultOf(f);
}

const sizeOf = (spec: TableSpec<TableFilters>) => spec.size ?? DEFAULT_PAGE_SIZE;

/** The URL keys the table owns: its filters, then its size and page. */
export function keysOf(spec: TableSpec<TableFilters>): string[] {
  return [...Object.keys(spec.filters), RESERVED.size, RESERVED.page].map((n) => keyOf(spec, n));
}

export function readTable<F extends TableFilters>(
  params: URLSearchParams,
  spec: TableSpec<F>,
): TableState<F> {
  const filters: Record<string, string> = {};
  for (const [name, f] of Object.entries(spec.filters))
    filters[name] = readFilter(f, params.get(keyOf(spec, name)));
  const size = Number(params.get(keyOf(spec, RESERVED.size)));
  return {
    // The filters were read one by one against their definitions just above.
    filters: filters as FilterValues<F>,
    page: intIn(params.get(keyOf(spec, RESERVED.page)), 1, 100_000, 1),
    size: spec.sizes && (PAGE_SIZES as readonly number[]).includes(size) ? size : sizeOf(spec),
  };
}

/**
 * The URL of a state: the other parameters of the page (another table's, a wizard's `apply`) stay as they
 * are; the table's own come after them, defaults left out so that a shared link stays short.
 */
export function writeTable<F extends TableFilters>(
  params: URLSearchParams,
  spec: TableSpec<F>,
  state: TableState<F>,
): URLSearchParams {
  const owned = new Set(keysOf(spec));
  const out = new URLSearchParams([...params].filter(([k]) => !owned.has(k)));
  for (const [name, f] of Object.entries(spec.filters)) {
    const v = String(state.filters[name] ?? '').trim();
    if (v !== defaultOf(f)) out.set(keyOf(spec, name), v);
  }
  if (state.size !== sizeOf(spec)) out.set(keyOf(spec, RESERVED.size), String(state.size));
  if (state.page > 1) out.set(keyOf(spec, RESERVED.page), String(state.page));
  return out;
}

/** The state after a new search: other filters start again at page 1 (the old page means other rows). */
export function withFilters<F extends TableFilters>(
  state: TableState<F>,
  patch: Partial<FilterValues<F>>,
): TableState<F> {
  return { ...state, filters: { ...state.filters, ...patch }, page: 1 };
}

/** The state after a page click; a new page size starts again at page 1. */
export function withPage<F extends TableFilters>(state: TableState<F>, page: number, size = state.size) {
  return { ...state, page: size !== state.size ? 1 : page, size };
}
