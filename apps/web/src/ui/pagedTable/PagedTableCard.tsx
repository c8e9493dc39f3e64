import { Card, Grid, Table, type TableColumnsType } from 'antd';
import type { Key } from 'react';
import { TableCards } from '../admin/TableCards.tsx';
import { useFirstScreenRows } from '../firstScreenRows.ts';
import { ScrollRegion } from '../ScrollRegion.tsx';
import type { TableFilters } from './tableUrl.ts';
import type { PagedTable } from './usePagedTable.ts';

/**
 * A card holding one URL-paged table of a query answered as `{ rows, total }`: the card's title also names
 * the region the table scrolls sideways in; the table shows the query's rows, its loading and its pages.
 */
export function PagedTableCard<Row extends object>({
  title,
  table,
  query,
  rowKey,
  empty,
  columns,
}: {
  title: string;
  table: Pick<PagedTable<TableFilters>, 'pagination'>;
  query: { isFetching: boolean; data?: { rows: Row[]; total: number } };
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  /** The text of an empty list. */
  empty: string;
  columns: TableColumnsType<Row>;
}) {
  const phone = Grid.useBreakpoint().md === false;
  const paging = table.pagination(query.data?.total);
  // The table renders its first screen of rows, then the rest (ui/firstScreenRows.ts).
  const rows = useFirstScreenRows(query.data?.rows);
  if (phone)
    // A phone shows each row as a card (issue 32), the pages under them.
    return (
      <Card size="small" title={title}>
        <TableCards<Row>
          rows={query.data?.rows}
          columns={columns}
          rowKey={rowKey}
          loading={query.isFetching}
          empty={empty}
          pagination={{
            current: paging.current ?? 1,
            pageSize: paging.pageSize ?? 20,
            total: paging.total ?? 0,
            onChange: (page, size) => paging.onChange?.(page, size),
          }}
        />
      </Card>
    );
  return (
    <Card size="small" title={title}>
      <ScrollRegion label={title}>
        <Table<Row>
          rowKey={rowKey}
          size="middle"
          loading={query.isFetching}
          dataSource={rows}
          locale={{ emptyText: empty }}
          pagination={paging}
          columns={columns}
        />
      </ScrollRegion>
    </Card>
  );
}
