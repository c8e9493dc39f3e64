import { EmptyNext } from '../EmptyNext.tsx';
import { useFirstScreenRows, useMountedAfterFirstCommit } from '../firstScreenRows.ts';
import { ScrollRegion } from '../ScrollRegion.tsx';
import './messages.ts';
import '../list/messages.ts';
import { ReloadOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@mp/core/permissions';
import {
  Alert,
  Button,
  Grid,
  Space,
  Table,
  type TableColumnsType,
  type TableProps,
  Tooltip,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, type DetailSpec } from '../list/DetailDrawer.tsx';
import { FilterForm, problemText } from '../list/FilterForm.tsx';
import { PendingRows } from '../list/PendingRows.tsx';
import type { ListQuery, ListSpec } from '../list/spec.ts';
import { PAGE_SIZES } from '../list/urlState.ts';
import { type ListPage, useListPage } from '../list/useListPage.ts';
import { AddButton } from './AclButton.tsx';
import { TableCards } from './TableCards.tsx';
import { useTabListPage } from './tabbedList.ts';

/** The part of a React Query list query the card reads: a page of rows and the count of all. */
export interface ListCardQuery<Row> {
  data?: { rows: Row[]; total: number };
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a management list is besides its rows: its filters (the list spec), the key of a row, and, as i18n
 * keys, the line above the table saying what the list is for and its 'add ...' button with the permission
 * code it needs.
 */
export interface ListCardSpec<Row> extends ListSpec {
  rowKey: keyof Row & string;
  intro?: string;
  add?: { code: PermissionCode; label: string };
}

/** A management list's spec, its URL state and the query of its rows. */
export interface ListCardPage<Row> {
  spec: ListCardSpec<Row>;
  list: ListPage;
  query: ListCardQuery<Row>;
}

type RowsOf<Row> = (query: ListQuery) => ListCardQuery<Row>;

/** A management list that is the page: its URL state and its rows read by `useRows` (the list's data hook). */
export function useListCard<Row>(spec: ListCardSpec<Row>, useRows: RowsOf<Row>): ListCardPage<Row> {
  const list = useListPage(spec);
  return { spec, list, query: useRows(list.query) };
}

/** A management list in one tab of a page (the tab kept in the URL), its rows read by `useRows`. */
export function useTabListCard<Row>(
  spec: ListCardSpec<Row>,
  tab: string,
  useRows: RowsOf<Row>,
): ListCardPage<Row> {
  const list = useTabListPage(spec, tab);
  return { spec, list, query: useRows(list.query) };
}

interface Props<Row> {
  page: ListCardPage<Row>;
  columns: TableColumnsType<Row>;
  /** What the spec's add button does. */
  onAdd?: () => void;
  /** Buttons above the table besides the add button. */
  toolbar?: ReactNode;
  /** Anything else the table needs (expandable rows, selection, row clicks). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'pagination' | 'rowKey' | 'loading'>;
  /**
   * The table's name: given, a table wider than the card scrolls in a keyboard-reachable region of that
   * name (ui/ScrollRegion.tsx) instead of antd's scroller, which a keyboard cannot reach when the rows hold
   * nothing focusable (axe scrollable-region-focusable).
   */
  label?: string;
  /** The record drawer opened by the URL's `detail`. */
  detail?: DetailSpec;
}

/**
 * A management list inside a page or a tab: the shared filter form (URL state), a toolbar, the table
 * with paging kept in the URL, and the record drawer when the list has one.
 */
export function ListCard<Row extends object>(p: Props<Row>) {
  const { t } = useTranslation();
  const { spec, list, query } = p.page;
  const { state } = list;
  const total = query.data?.total ?? 0;
  // A phone shows the rows as cards (issue 32); a list with selection or expandable rows keeps its table.
  const phone = Grid.useBreakpoint().md === false && !p.tableProps?.rowSelection && !p.tableProps?.expandable;
  // Nothing answered: the page's own empty text, or a way back to the default filters.
  const empty = (p.tableProps?.locale?.emptyText as ReactNode) ?? (
    <EmptyNext
      text={t('money.list.noMatch')}
      link={{
        label: t('money.list.noMatchReset'),
        onClick: () => list.openQuery(state.senior ? 'mode=senior' : ''),
      }}
    />
  );
  // The table renders its first screen of rows, then the rest, and mounts one commit after the page
  // (ui/firstScreenRows.ts).
  const rows = useFirstScreenRows(list.problem ? undefined : query.data?.rows);
  const tableReady = useMountedAfterFirstCommit();
  // Read in every render, also while the table waits: React Query re-renders a component only for the
  // fields of its answer the component read, so a field first read once the table mounts would miss the
  // change that came meanwhile (the spinner would spin on).
  const loading = query.isFetching;
  const onPage = (page: number, size: number) =>
    list.apply({ ...state, page: size !== state.size ? 1 : page, size });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {spec.intro ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(spec.intro)}
        </Typography.Paragraph>
      ) : null}
      <FilterForm list={list} />
      {list.problem ? <Alert type="error" showIcon title={problemText(list.problem)} /> : null}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          {list.problem ? null : t('admin.found', { count: total })}
        </Typography.Text>
        <Space wrap>
          {spec.add && p.onAdd ? (
            <AddButton code={spec.add.code} onClick={p.onAdd}>
              {t(spec.add.label)}
            </AddButton>
          ) : null}
          {p.toolbar}
          <Tooltip title={t('admin.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('admin.refresh')}
              onClick={() => void query.refetch()}
            />
          </Tooltip>
        </Space>
      </div>
      {phone ? (
        <TableCards<Row>
          rows={list.problem ? [] : query.data?.rows}
          columns={p.columns}
          rowKey={spec.rowKey}
          loading={loading}
          empty={empty}
          pagination={{ current: state.page, pageSize: state.size, total, onChange: onPage }}
        />
      ) : !tableReady ? (
        <PendingRows />
      ) : (
        <ScrollRegion label={p.label}>
          <Table<Row>
            rowKey={spec.rowKey}
            size="middle"
            columns={p.columns}
            dataSource={list.problem ? [] : rows}
            loading={loading}
            scroll={p.label ? undefined : { x: 'max-content' }}
            {...p.tableProps}
            locale={{ ...p.tableProps?.locale, emptyText: empty }}
            pagination={{
              current: state.page,
              pageSize: state.size,
              total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              showTotal: (n) => t('admin.found', { count: n }),
              onChange: onPage,
            }}
          />
        </ScrollRegion>
      )}
      {p.detail ? <DetailDrawer list={list} detail={p.detail} /> : null}
    </div>
  );
}
