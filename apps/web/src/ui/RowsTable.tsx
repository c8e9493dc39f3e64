import { Grid, Table, type TableColumnsType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { TableCards } from './admin/TableCards.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

/** The rows a short table shows and whether they are being read (as its page hands them down). */
export interface TableRows<Row> {
  rows: readonly Row[] | undefined;
  loading?: boolean;
}

/**
 * A short table shown whole, on one page (no paging): in a sideways-scrolling region named `label` when
 * it has one, with `empty` as the text of no rows. On a phone its rows are cards (issue 32, as the
 * management lists' and the paged tables'), unless the table selects or expands rows or adds a summary row:
 * those keep the table.
 */
export function RowsTable<Row extends object>({
  label,
  rows,
  empty,
  size = 'middle',
  ...props
}: TableRows<Row> &
  Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'locale'> & { label?: string; empty?: ReactNode }) {
  const phone =
    Grid.useBreakpoint().md === false &&
    props.columns !== undefined &&
    props.rowKey !== undefined &&
    !props.rowSelection &&
    !props.expandable &&
    !props.summary;
  if (phone)
    return (
      <TableCards<Row>
        rows={rows}
        columns={props.columns as TableColumnsType<Row>}
        rowKey={props.rowKey as (keyof Row & string) | ((row: Row) => Key)}
        loading={Boolean(props.loading)}
        empty={empty}
      />
    );
  const table = (
    <Table<Row>
      size={size}
      pagination={false}
      dataSource={rows}
      locale={empty === undefined ? undefined : { emptyText: empty }}
      {...props}
    />
  );
  return <ScrollRegion label={label}>{table}</ScrollRegion>;
}
