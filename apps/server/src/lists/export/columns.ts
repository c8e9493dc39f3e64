import { type Column, columnsIn } from '@mp/core/columns/column';
import type { ColumnKind, ExportColumn } from './source.ts';

const KIND = {
  text: 'text',
  code: 'text',
  count: 'number',
  money: 'money',
  date: 'date',
  datetime: 'datetime',
  status: 'status',
} as const satisfies Record<Column<unknown>['kind'], ColumnKind>;

/**
 * An export's columns from its capability's column descriptors (packages/core/src/columns): those shown in
 * the export, in the capability's one order; a money header names the currency, personal data is masked.
 */
export function exportColumns<Row>(columns: readonly Column<Row>[]): ExportColumn[] {
  return columnsIn(columns, 'export').map((c) => ({
    key: c.key,
    header: c.kind === 'money' ? { zh: `${c.title.zh}(MOP)`, en: `${c.title.en} (MOP)` } : c.title,
    kind: c.mask ? `masked:${c.mask}` : KIND[c.kind],
    ...(c.kind === 'status' ? { labels: c.labels } : {}),
  }));
}
