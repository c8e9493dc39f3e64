import { Empty, Pagination, Spin, type TableColumnsType } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';

type Col<Row> = ColumnType<Row> & { children?: unknown };

/** What an antd column shows of a row: its render, else the value at its dataIndex. */
function cellOf<Row>(c: Col<Row>, row: Row, index: number): ReactNode {
  const path =
    c.dataIndex === undefined ? undefined : ([] as (string | number)[]).concat(c.dataIndex as never);
  let value: unknown = row;
  if (path) for (const k of path) value = (value as Record<string | number, unknown> | undefined)?.[k];
  else value = undefined;
  if (c.render) return c.render(value, row, index) as ReactNode;
  return value === undefined || value === null ? '' : String(value);
}

/**
 * A management list's rows as cards on a phone (issue 32): the first column as the card's title, each
 * other column as 'label: value', the actions last; the pages under the cards.
 */
export function TableCards<Row extends object>({
  rows,
  columns,
  rowKey,
  loading,
  empty,
  pagination,
}: {
  rows: readonly Row[] | undefined;
  columns: TableColumnsType<Row>;
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  loading: boolean;
  empty?: ReactNode;
  pagination?: {
    current: number;
    pageSize: number;
    total: number;
    onChange: (page: number, size: number) => void;
  };
}) {
  const cols = (columns as Col<Row>[]).filter((c) => !c.hidden && !c.children);
  const [head, ...rest] = cols;
  return (
    <Spin spinning={loading}>
      {!rows || rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <ul data-testid="row-cards" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row, i) => (
            <li
              key={typeof rowKey === 'function' ? rowKey(row) : (String(row[rowKey]) as Key)}
              data-card
              style={{
                padding: '10px 12px',
                marginBottom: 8,
                border: '1px solid #e6ebf3',
                borderRadius: 8,
                background: '#fff',
                overflowWrap: 'anywhere',
              }}
            >
              {head ? <div style={{ fontWeight: 600, marginBottom: 4 }}>{cellOf(head, row, i)}</div> : null}
              {rest.map((c, n) => {
                const label = typeof c.title === 'function' ? null : (c.title as ReactNode);
                return (
                  <div key={String(c.key ?? n)} style={{ fontSize: 13, marginTop: 2 }}>
                    {label ? <span style={{ color: 'rgba(0,0,0,0.6)' }}>{label}: </span> : null}
                    {cellOf(c, row, i)}
                  </div>
                );
              })}
            </li>
          ))}
        </ul>
      )}
      {pagination && pagination.total > 0 ? (
        <Pagination
          simple
          align="center"
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onChange={pagination.onChange}
          style={{ marginTop: 8 }}
        />
      ) : null}
    </Spin>
  );
}
