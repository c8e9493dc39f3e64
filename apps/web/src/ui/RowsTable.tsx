import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion.tsx';

/** The rows a short table shows and whether they are being read (as its page hands them down). */
export interface TableRows<Row> {
  rows: readonly Row[] | undefined;
  loading?: boolean;
}

/**
 * A short table shown whole, on one page (no paging): in a sideways-scrolling region named `label` when
 * it has one, with `empty` as the text of no rows.
 */
export function RowsTable<Row extends object>({
  label,
  rows,
  empty,
  size = 'middle',
  ...props
}: TableRows<Row> &
  Omit<TableProps<Row>, 'dataSource' | 'pagination' | 'locale'> & { label?: string; empty?: ReactNode }) {
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
