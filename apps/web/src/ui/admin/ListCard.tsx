import './messages.ts';
import { ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
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
import { PAGE_SIZES } from '../list/urlState.ts';
import type { ListPage } from '../list/useListPage.ts';

/** The part of a React Query list query the card reads: a page of rows and the count of all. */
export interface ListCardQuery<Row> {
  data?: { rows: Row[]; total: number };
  isFetching: boolean;
  refetch: () => unknown;
}

interface Props<Row> {
  list: ListPage;
  query: ListCardQuery<Row>;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  /** Buttons above the table (add ...). */
  toolbar?: ReactNode;
  /** A line above the table saying what the list is for. */
  intro?: ReactNode;
  /** Anything else the table needs (expandable rows, selection, row clicks). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'pagination' | 'rowKey' | 'loading'>;
  /** The record drawer opened by the URL's `detail`. */
  detail?: DetailSpec;
}

/**
 * A management list inside a page or a tab: the shared filter form (URL state), a toolbar, the table
 * with paging kept in the URL, and the record drawer when the list has one.
 */
export function ListCard<Row extends object>(p: Props<Row>) {
  const { t } = useTranslation();
  const { list, query } = p;
  const { state } = list;
  const total = query.data?.total ?? 0;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {p.intro ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {p.intro}
        </Typography.Paragraph>
      ) : null}
      <FilterForm list={list} />
      {list.problem ? <Alert type="error" showIcon title={problemText(list.problem)} /> : null}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          {list.problem ? null : t('admin.found', { count: total })}
        </Typography.Text>
        <Space wrap>
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
      <Table<Row>
        rowKey={p.rowKey}
        size="middle"
        columns={p.columns}
        dataSource={list.problem ? [] : query.data?.rows}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        {...p.tableProps}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (n) => t('admin.found', { count: n }),
          onChange: (page, size) => list.apply({ ...state, page: size !== state.size ? 1 : page, size }),
        }}
      />
      {p.detail ? <DetailDrawer list={list} detail={p.detail} /> : null}
    </div>
  );
}
