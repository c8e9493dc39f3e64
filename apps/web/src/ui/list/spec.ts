import type { MaskKind } from '@mp/core/masking';
import type { Label, LabelSet } from '@mp/core/statuses';
import type { ReactNode } from 'react';

/**
 * The one list-page pattern (style.md: columns + filters + query, saleor's URL state): a page declares its
 * filters, columns and how it fetches; the pattern keeps the filters in the URL, validates them with the
 * rules of packages/core before any call, and adds sort, paging, totals, export and saved presets.
 */

/** The wire names of every date-range filter (docs/api.md). */
export const START = 'start_date';
export const END = 'end_date';

export type FilterDef =
  /**
   * start_date / end_date, yyyymmdd. month: picked as months (first to last day), always or while
   * another filter has a value (monthly bills).
   */
  | { kind: 'dateRange'; label: string; month?: boolean | { param: string; value: string } }
  /** A choice among the values of a label set of packages/core; '' is 'all' unless a choice is required. */
  | { kind: 'select'; param: string; label: string; options: LabelSet; required?: boolean }
  /** One of the stores the operator may see (loaded from the stores list). */
  | { kind: 'store'; param: string; label: string }
  /** One of the merchants of a provider's or group's stores (service and group areas). */
  | { kind: 'merchant'; param: string; label: string }
  | { kind: 'text'; param: string; label: string; max?: number }
  /** Two amounts typed in yuan, sent as integer cents. */
  | { kind: 'amount'; min: string; max: string; label: string };

export type SortOrder = 'asc' | 'desc';

export interface ListSpec {
  /** Key of the saved presets of this page (PRESET_PAGE_KEY): area and route name. */
  pageKey: string;
  filters: readonly FilterDef[];
  /**
   * The filters shown before 'more filters' is opened, by key (a filter's param; 'date' for the date range,
   * 'amount' for the amount range); keys of filters the page does not have are skipped. Default: the first
   * three. The others fold away, and unfold by themselves while one of them holds a value.
   */
  primary?: readonly string[];
  /** The page has a senior (advanced) mode beside the classic query. */
  senior?: boolean;
  /** The range shown when the URL names none, from today (yyyymmdd) and the mode. */
  defaultRange?: (today: string, senior: boolean) => readonly [string, string];
  /** How the query sorts: by named fields (sort_by + sort_order), by order only, or not at all. */
  sort?: { by?: readonly string[]; order: boolean; defaultBy?: string };
  /** Exports follow the senior rules (no current day: VAL10015) whatever the page's mode. */
  exportAdvanced?: boolean;
  /** A page's own rule over the whole filter (monthly bills); replaces the date-range rule. */
  validate?: (values: Readonly<Record<string, string>>, today: string) => FieldProblem | null;
}

/** A refusal of the filters: which filter (param or 'date' / 'amount') and the catalogue code. */
export interface FieldProblem {
  field: string;
  code: string;
}

/** What the URL says, sanitised. values holds every filter by wire name (amounts as typed, in yuan). */
export interface ListState {
  values: Record<string, string>;
  senior: boolean;
  page: number;
  size: number;
  sortBy: string | null;
  order: SortOrder | null;
  /** The id of the record open in the detail drawer. */
  detail: string | null;
}

export interface Paging {
  page_no: number;
  page_size: number;
  sort_by?: string;
  sort_order?: SortOrder;
}

/** A query as the data hook receives it: filters in wire form (cents, senior end time) and paging. */
export interface ListQuery {
  filters: Record<string, string>;
  paging: Paging;
  senior: boolean;
  /** false while the filters are refused: nothing is fetched. */
  enabled: boolean;
}

export interface ListData<Row, Totals> {
  rows: Row[];
  total: number;
  totals: Totals | null;
  loading: boolean;
  /**
   * No answer yet to show: the first load of this query is in flight (rows kept from a previous query do
   * not count as pending). The page then shows that it is loading, never '0 found' or the empty text.
   */
  pending: boolean;
  refetch: () => void;
  /**
   * The count stopped at the server's cap (`total` is the cap, more rows match: '10,000+') and the totals
   * were not computed (docs/decisions.md, "Bounded counts"). Absent where counts are never bounded.
   */
  capped?: boolean;
  /**
   * Counts every row and computes the totals (the count's `exact` 'Y'): with `capped`, or when the count is
   * exact but the server did not add up the totals of that many rows (`totals` null).
   */
  countAll?: () => void;
  /** That full count is on its way. */
  countingAll?: boolean;
}

export type UseListData<Row, Totals> = (q: ListQuery) => ListData<Row, Totals>;

export type CellKind = 'text' | 'code' | 'money' | 'count' | 'status' | 'time' | 'date' | 'masked';

export interface ColumnDef<Row> {
  key: keyof Row & string;
  /** The header: an i18n key, or the title of a capability's column descriptor (packages/core/src/columns). */
  title: string | Label;
  kind?: CellKind;
  labels?: LabelSet;
  /** Personal data of a text, code or masked column: masked this way while the privacy flag is on. */
  maskKind?: MaskKind;
  /** Sort field sent as sort_by when the person sorts this column. */
  sortKey?: string;
  /** Key of the server's totals shown under this column. */
  total?: string;
  width?: number;
  /**
   * Kept in view while the table scrolls sideways: 'left' for the record's number (always shown), 'right'
   * for the figure the row comes to (the net amount), which the table then shows last.
   */
  fixed?: 'left' | 'right';
  /** Hidden until the person chooses it in the column chooser (the export carries it all the same). */
  optional?: boolean;
  render?: (row: Row) => ReactNode;
}

/** A figure of the totals strip above the table. */
export interface TotalDef {
  key: string;
  /** i18n key. */
  label: string;
  kind: 'money' | 'count';
}
