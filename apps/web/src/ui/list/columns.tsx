import { type Column, type ColumnKind, columnsIn } from '@mp/core/columns/column';
import './messages.ts';
import { mask } from '@mp/core/masking';
import { type TableColumnType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pick } from '../../i18n/index.ts';
import { actionProps } from '../keyboard.ts';
import { count, formatDate, formatTime14, money } from './format.ts';
import { StatusTag } from './StatusTag.tsx';
import type { CellKind, ColumnDef, SortOrder } from './spec.ts';
import { TimeText } from './TimeText.tsx';

const NUMERIC: readonly CellKind[] = ['money', 'count'];

export const numericCell = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** One cell as the person reads it: money in yuan, statuses as tags, personal data masked when asked. */
export function cellOf<Row>(col: ColumnDef<Row>, row: Row, masked: boolean): ReactNode {
  if (col.render) return col.render(row);
  const value = row[col.key] as unknown;
  const maskKind = col.maskKind ?? (col.kind === 'masked' ? 'name' : undefined);
  const raw = maskKind ? mask(maskKind, String(value ?? ''), masked) : value;
  switch (col.kind ?? 'text') {
    case 'money':
      return <span style={numericCell}>{money(raw as number)}</span>;
    case 'count':
      return <span style={numericCell}>{count(raw as number)}</span>;
    case 'status':
      return col.labels ? <StatusTag labels={col.labels} value={String(raw ?? '')} /> : String(raw ?? '');
    case 'time':
      return <TimeText value={String(raw ?? '')} />;
    case 'date':
      return <span style={{ whiteSpace: 'nowrap' }}>{formatDate(String(raw ?? ''))}</span>;
    case 'masked':
      return String(raw);
    case 'code':
      return (
        <span style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12.5 }}>
          {String(raw ?? '')}
        </span>
      );
    default:
      return String(raw ?? '');
  }
}

/** A right-aligned column of a number (an amount, a count, a rate) that `value` writes from the row. */
export function numberColumn<Row>(
  key: string,
  title: string,
  value: (row: Row) => ReactNode,
): TableColumnType<Row> {
  return { key, title, align: 'right', render: (_: unknown, row: Row) => value(row) };
}

/**
 * A column of a time (yyyymmddhhmmss) that `value` takes from the row, written 'YYYY-MM-DD hh:mm:ss';
 * `none` where the row has no such time (on a table that names its row type).
 */
export function timeColumn<Row>(
  key: string,
  title: string,
  value: (row: Row) => string | null | undefined,
  none = '',
): TableColumnType<Row> {
  return { key, title, render: (_: unknown, row: Row) => formatTime14(value(row)) || none };
}

/** antd columns of a page's column definitions, with the sort in force shown on its column. */
export function tableColumns<Row>(
  cols: readonly ColumnDef<Row>[],
  sort: { by: string | null; order: SortOrder },
  t: TFunction,
  masked: boolean,
): TableColumnType<Row>[] {
  return cols.map((c) => {
    const numeric = NUMERIC.includes(c.kind ?? 'text');
    const label = typeof c.title === 'string' ? t(c.title) : pick(c.title);
    const title = numeric && c.kind === 'money' ? t('money.list.inMop', { label }) : label;
    const sorted = c.sortKey && sort.by === c.sortKey ? sort.order : null;
    return {
      key: c.key,
      dataIndex: c.key,
      title,
      align: numeric ? 'right' : undefined,
      width: c.width,
      fixed: c.fixed,
      sorter: c.sortKey ? true : undefined,
      // Never 'unsorted': the server always sorts, so a third click turns the order round again.
      sortDirections: c.sortKey ? (['descend', 'ascend', 'descend'] as const) : undefined,
      sortOrder: c.sortKey ? (sorted === 'asc' ? 'ascend' : sorted === 'desc' ? 'descend' : null) : undefined,
      render: (_: unknown, row: Row) => cellOf(c, row, masked),
    };
  });
}

/** A page's own facets of one of its capability's columns: record link, sort, total, width... */
export type ColumnFacet<Row> = Partial<Omit<ColumnDef<Row>, 'key'>>;

const CELL: Record<ColumnKind, CellKind> = {
  text: 'text',
  code: 'code',
  count: 'count',
  money: 'money',
  date: 'date',
  datetime: 'time',
  status: 'status',
};

/**
 * A list's table columns from its capability's column descriptors (packages/core/src/columns), the list
 * the export reads too: those shown in the table, in their order, each with the page's facets by key
 * (false leaves a column out); a `summed` column shows the server's total of its own key.
 */
export function listColumns<Row>(
  columns: readonly Column<Row>[],
  facets: { readonly [K in keyof Row & string]?: ColumnFacet<Row> | false } = {},
  summed: readonly (keyof Row & string)[] = [],
): ColumnDef<Row>[] {
  return columnsIn(columns, 'table').flatMap((c): ColumnDef<Row>[] => {
    const facet = facets[c.key];
    if (facet === false) return [];
    return [
      {
        key: c.key,
        title: c.title,
        kind: CELL[c.kind],
        ...(c.kind === 'status' ? { labels: c.labels } : {}),
        ...(c.mask ? { maskKind: c.mask } : {}),
        ...(c.optional ? { optional: true } : {}),
        ...(summed.includes(c.key) ? { total: c.key } : {}),
        ...facet,
      },
    ];
  });
}

const RECORD_FONT = { fontFamily: 'ui-monospace, Menlo, monospace' } as const;

/** How a record's number opens it: its detail page (`page?param=number`) or the list's own drawer. */
export type RecordOpener = { page: string; param: string } | { onOpen: (no: string) => void };

/**
 * The record's number of a money list, fixed left, opening the record; without a way to open it (the
 * person may not see the detail page) the number as text, in the record font when `plainMono`.
 */
export function recordLink<Row>(
  key: keyof Row & string,
  opener: RecordOpener | null,
  plainMono = false,
): ColumnFacet<Row> {
  return {
    fixed: 'left',
    render: (row) => {
      const no = String(row[key]);
      if (opener && 'page' in opener) {
        return (
          <Link to={`${opener.page}?${opener.param}=${encodeURIComponent(no)}`} style={RECORD_FONT}>
            {no}
          </Link>
        );
      }
      if (opener) {
        return (
          <Typography.Link {...actionProps(() => opener.onOpen(no))} style={RECORD_FONT}>
            {no}
          </Typography.Link>
        );
      }
      return plainMono ? <Typography.Text style={RECORD_FONT}>{no}</Typography.Text> : no;
    },
  };
}
