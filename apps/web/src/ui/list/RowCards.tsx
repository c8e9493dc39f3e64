import './messages.ts';
import { Empty, Pagination, Skeleton, Spin, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { cellOf } from './columns.tsx';
import type { ColumnDef } from './spec.ts';

/** Which columns a row's card shows, and where (issue 32: a list on a phone is a column of cards). */
export interface CardParts<Row> {
  /** The record's number (the column fixed left, else the first): the card's title, and its link. */
  id: ColumnDef<Row>;
  time?: ColumnDef<Row>;
  /** The figure the row comes to (fixed right), else its first amount. */
  amount?: ColumnDef<Row>;
  /** The row's status (a column named status or result first), then another tag (its payment type). */
  status: ColumnDef<Row>[];
  /** Up to two more columns, as 'label: value' lines (a store, a merchant, a name). */
  more: ColumnDef<Row>[];
}

/** The parts of a card from a list's shown columns. */
export function cardParts<Row>(cols: readonly ColumnDef<Row>[]): CardParts<Row> | null {
  if (cols.length === 0) return null;
  const id = cols.find((c) => c.fixed === 'left') ?? cols[0];
  const time = cols.find((c) => c !== id && (c.kind === 'time' || c.kind === 'date'));
  const amount =
    cols.find((c) => c !== id && c.fixed === 'right' && c.kind === 'money') ??
    cols.find((c) => c !== id && c.kind === 'money');
  const tags = cols.filter((c) => c !== id && c.kind === 'status');
  const status = [
    ...tags.filter((c) => /status|result/.test(c.key)),
    ...tags.filter((c) => !/status|result/.test(c.key)),
  ].slice(0, 2);
  const used = new Set([id, time, amount, ...status]);
  const more = cols.filter((c) => !used.has(c) && (c.kind ?? 'text') === 'text' && !c.fixed).slice(0, 2);
  return { id, time, amount, status, more };
}

const titleOf = <Row,>(c: ColumnDef<Row>, t: TFunction) =>
  typeof c.title === 'string' ? t(c.title) : pick(c.title);

/**
 * A list's rows as cards, for a phone: the record's number (its link opens the record), the amount large on
 * the right, the time and the status under them, two more facts; a tap anywhere on the card opens the
 * record too (`onOpen`); the pages under the cards.
 */
export function RowCards<Row extends object>({
  rows,
  columns,
  rowKey,
  masked,
  loading,
  pending,
  empty,
  onOpen,
  pagination,
}: {
  rows: readonly Row[];
  columns: readonly ColumnDef<Row>[];
  rowKey: keyof Row & string;
  masked: boolean;
  loading: boolean;
  pending: boolean;
  empty?: ReactNode;
  onOpen?: (row: Row) => void;
  pagination:
    | { current: number; pageSize: number; total: number; onChange: (page: number, size: number) => void }
    | false;
}) {
  const { t } = useTranslation();
  const parts = cardParts(columns);
  if (pending) return <Skeleton active title={false} paragraph={{ rows: 6, width: '100%' }} />;
  if (!parts) return null;
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty ?? undefined} />;
  return (
    <Spin spinning={loading}>
      <ul data-testid="row-cards" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          // A tap on the card opens the record; keyboard and screen readers use the number's link inside.
          <li
            key={String(row[rowKey]) as Key}
            data-card
            onClick={onOpen ? () => onOpen(row) : undefined}
            style={{
              padding: '10px 12px',
              marginBottom: 8,
              border: '1px solid #e6ebf3',
              borderRadius: 8,
              background: '#fff',
              cursor: onOpen ? 'pointer' : undefined,
            }}
          >
            <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
              <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: 13 }}>
                {cellOf(parts.id, row, masked)}
              </div>
              {parts.amount ? (
                <div style={{ fontSize: 16, fontWeight: 600, color: '#0f2747', textAlign: 'right' }}>
                  {cellOf(parts.amount, row, masked)}
                </div>
              ) : null}
            </div>
            <div
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '4px 8px',
                marginTop: 4,
              }}
            >
              {parts.time ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {cellOf(parts.time, row, masked)}
                </Typography.Text>
              ) : (
                <span />
              )}
              <span style={{ display: 'inline-flex', gap: 4 }}>
                {parts.status.map((c) => (
                  <span key={c.key}>{cellOf(c, row, masked)}</span>
                ))}
              </span>
            </div>
            {parts.more.map((c) => (
              <div key={c.key} style={{ fontSize: 12, marginTop: 2, overflowWrap: 'anywhere' }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {titleOf(c, t)}:{' '}
                </Typography.Text>
                {cellOf(c, row, masked)}
              </div>
            ))}
          </li>
        ))}
      </ul>
      {pagination ? (
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
