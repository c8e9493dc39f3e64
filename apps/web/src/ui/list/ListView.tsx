import './messages.ts';
import { ReloadOutlined } from '@ant-design/icons';
import type { ExportSourceKey } from '@mp/core/schemas/exports';
import {
  Alert,
  Button,
  Card,
  ConfigProvider,
  Grid,
  Segmented,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { LOCAL, readLocal, type SignedInArea } from '../../storage/browserStorage.ts';
import { EmptyNext } from '../EmptyNext.tsx';
import { useFirstScreenRows, useMountedAfterFirstCommit } from '../firstScreenRows.ts';
import { usePrivacyMask } from '../privacy.ts';
import { useKeyedTheme } from '../styleCache.ts';
import { ColumnChooser, useColumns } from './ColumnChooser.tsx';
import { numericCell, tableColumns } from './columns.tsx';
import { DetailDrawer, type DetailSpec } from './DetailDrawer.tsx';
import { ExportButton } from './ExportButton.tsx';
import { FilterForm, problemText } from './FilterForm.tsx';
import { count, money } from './format.ts';
import { PendingRows } from './PendingRows.tsx';
import { PresetMenu } from './PresetMenu.tsx';
import { RowCards } from './RowCards.tsx';
import type { ColumnDef, ListData, TotalDef } from './spec.ts';
import { CappedTotals, TotalsBar } from './TotalsBar.tsx';
import { stateAfterTableChange, type TableChange } from './tableChange.ts';
import { PAGE_SIZES, withMode } from './urlState.ts';
import type { ListPage } from './useListPage.ts';

export interface ListViewProps<Row, Totals> {
  title: string;
  /** A line under the title saying what the page lists. */
  intro?: string;
  area: SignedInArea;
  list: ListPage;
  data: ListData<Row, Totals>;
  columns: readonly ColumnDef<Row>[];
  rowKey: keyof Row & string;
  /** Figures of the totals strip; the columns' `total` fill the summary row. */
  totals?: readonly TotalDef[];
  /** Export source key (EXPORT_SOURCE of packages/core); no export button without one. */
  exportSource?: ExportSourceKey;
  /** The record drawer opened by the URL's `detail`. */
  detail?: DetailSpec;
  /** Shown between the filters and the results (e.g. unsettled statistics). */
  aside?: ReactNode;
  presets?: boolean;
  /**
   * What a tap on a row's card does on a phone (issue 32): open the record. Without it the card's number
   * (its link) is the way in.
   */
  onOpen?: (row: Row) => void;
  /** A line in the totals strip saying what its figures add up (when it differs from the table's total line). */
  totalsNote?: string;
  /** What an empty answer says: what to do next, with a link (issue 32); unless given, a way back to the default filters. */
  empty?: ReactNode;
}

/** Whether this person may use the senior (advanced) search at all (login's advanced_search flag). */
function seniorAllowed(): boolean {
  return readLocal(LOCAL.advancedSearch) === 'Y';
}

/**
 * Rows a little closer than antd's middle size (44 instead of 48 px: eight and more rows above the fold
 * at 1366 x 820), and the sorted column only faintly tinted, as the list is always sorted by something.
 */
const TABLE_THEME = {
  components: {
    Table: { cellPaddingBlockMD: 10, bodySortBg: '#fbfcfe', headerSortActiveBg: '#f0f3f8' },
  },
};

/** Height of the area layout's header (AreaLayout): the table's own header sticks right under it. */
const PAGE_HEADER_HEIGHT = 64;

/**
 * The columns in the order the table shows them: a column fixed right (the figure the row comes to) comes
 * last, where it stays in view. On a phone only that one stays: a fixed record number as well would leave
 * no room for the others.
 */
export function arrangeColumns<Row>(shown: readonly ColumnDef<Row>[], wide: boolean): ColumnDef<Row>[] {
  const ordered = [...shown.filter((c) => c.fixed !== 'right'), ...shown.filter((c) => c.fixed === 'right')];
  return wide ? ordered : ordered.map((c) => (c.fixed === 'left' ? { ...c, fixed: undefined } : c));
}

/**
 * A list page: heading, filters (URL), totals strip, table with sort, paging and a totals row, column
 * chooser, export and presets. Every money page of the portal is one of these. Laid out so that results
 * show above the fold: the main filters on one line (the others folded), compact totals, the columns a
 * shop owner reads first (the others in the column chooser), the net amount kept in view.
 */
export function ListView<Row extends object, Totals extends object>(p: ListViewProps<Row, Totals>) {
  const { t } = useTranslation();
  const access = useAccess();
  const [masked] = usePrivacyMask();
  const wide = Grid.useBreakpoint().md !== false;
  const { list, data } = p;
  const { state, spec } = list;
  const totals = data.totals as Record<string, number> | null;
  const chosen = useColumns(spec.pageKey, p.columns);
  const columns = arrangeColumns(chosen.shown, wide);
  const tableTheme = useKeyedTheme(TABLE_THEME, 'list-table');
  // The table renders its first screen of rows, then the rest (ui/firstScreenRows.ts).
  const tableRows = useFirstScreenRows(data.rows);
  // The table mounts one commit after the page (ui/firstScreenRows.ts): grey rows in its place until then.
  const tableReady = useMountedAfterFirstCommit();

  const onTable = (change: TableChange) => {
    const next = stateAfterTableChange(state, spec, list.sort, columns, change);
    if (next) list.apply(next);
  };

  /** '共 N 筆', or '超過 10,000 筆' when the count stopped at the server's cap (more rows match). */
  const foundText = (n: number) =>
    t(data.capped ? 'money.list.foundMore' : 'money.list.found', { n: count(n) });

  // Nothing answered: the page's own next step, or a way back to the default filters.
  const empty = p.empty ?? (
    <EmptyNext
      text={t('money.list.noMatch')}
      link={{
        label: t('money.list.noMatchReset'),
        onClick: () => list.openQuery(state.senior ? 'mode=senior' : ''),
      }}
    />
  );

  const summaryCols = columns.filter((c) => c.total);
  const summary =
    totals && summaryCols.length > 0
      ? () => (
          <Table.Summary>
            <Table.Summary.Row style={{ background: '#f6f8fc', fontWeight: 600 }}>
              {columns.map((c, i) => (
                <Table.Summary.Cell
                  key={c.key}
                  index={i}
                  align={c.kind === 'money' || c.kind === 'count' ? 'right' : undefined}
                >
                  {i === 0 ? (
                    <span style={{ whiteSpace: 'nowrap' }}>
                      {t('money.list.totalRow', { n: count(data.total) })}
                    </span>
                  ) : c.total ? (
                    <span style={numericCell}>
                      {c.kind === 'count' ? count(totals[c.total]) : money(totals[c.total])}
                    </span>
                  ) : null}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )
      : undefined;

  const modes =
    spec.senior && seniorAllowed() ? (
      <Segmented
        value={state.senior ? 'senior' : 'classic'}
        onChange={(v) => list.apply(withMode(state, spec, list.today, v === 'senior'))}
        options={[
          { value: 'classic', label: t('money.list.classic') },
          { value: 'senior', label: t('money.list.senior') },
        ]}
      />
    ) : null;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, paddingBottom: 24 }}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '6px 16px',
        }}
      >
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: '0 12px 0 0', display: 'inline' }}>
            {p.title}
          </Typography.Title>
          {p.intro ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {p.intro}
            </Typography.Text>
          ) : null}
        </div>
        {modes}
      </div>
      <Card variant="borderless" styles={{ body: { padding: wide ? '16px 20px 4px' : '12px 12px 0' } }}>
        <FilterForm list={list} />
      </Card>
      {p.aside}
      <Card
        variant="borderless"
        styles={{
          header: { minHeight: 48, padding: wide ? '0 20px' : '8px 12px' },
          body: { padding: wide ? '12px 20px 16px' : '12px' },
        }}
        title={
          <Space size={8} align="baseline">
            <span>{t('money.list.results')}</span>
            {list.problem ? null : (
              <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                {data.pending ? t('money.list.loading') : foundText(data.total)}
              </Typography.Text>
            )}
          </Space>
        }
        extra={
          <Space wrap size={8}>
            {p.presets === false ? null : (
              <PresetMenu
                pageKey={spec.pageKey}
                query={list.presetQuery}
                onOpen={list.openQuery}
                compact={!wide}
              />
            )}
            {p.columns.some((c) => c.optional) ? <ColumnChooser columns={chosen} compact={!wide} /> : null}
            {p.exportSource && access.holds('export') ? (
              <ExportButton list={list} source={p.exportSource} area={p.area} />
            ) : null}
            <Tooltip title={t('money.list.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('money.list.refresh')}
                onClick={data.refetch}
                disabled={!!list.problem}
              />
            </Tooltip>
          </Space>
        }
      >
        {list.problem ? (
          // The filter itself shows the refusal in red; here it only says why no rows show.
          <Alert type="warning" showIcon title={problemText(list.problem)} style={{ marginBottom: 12 }} />
        ) : null}
        {p.totals && !list.problem && !totals && data.countAll ? (
          <CappedTotals
            cap={data.total}
            capped={!!data.capped}
            onCountAll={data.countAll}
            counting={!!data.countingAll}
          />
        ) : p.totals && !list.problem && (totals || data.pending) ? (
          <TotalsBar defs={p.totals} totals={totals} note={p.totalsNote} />
        ) : null}
        {wide && !tableReady ? (
          <PendingRows />
        ) : wide ? (
          <ConfigProvider theme={tableTheme}>
            <Table<Row>
              rowKey={p.rowKey}
              size="middle"
              columns={tableColumns(columns, list.sort, t, masked)}
              dataSource={tableRows}
              // The first load shows placeholder rows, never the empty text: nothing was answered yet.
              loading={data.loading && !data.pending}
              locale={data.pending ? { emptyText: <PendingRows /> } : { emptyText: empty }}
              scroll={{ x: 'max-content' }}
              sticky={{ offsetHeader: PAGE_HEADER_HEIGHT }}
              summary={summary}
              onChange={(page, _filters, sorter, extra) =>
                onTable({
                  action: extra.action,
                  current: page.current,
                  pageSize: page.pageSize,
                  sorter: Array.isArray(sorter) ? sorter[0] : sorter,
                })
              }
              pagination={
                data.pending
                  ? false
                  : {
                      current: state.page,
                      pageSize: state.size,
                      total: data.total,
                      showSizeChanger: true,
                      pageSizeOptions: PAGE_SIZES.map(String),
                      showTotal: (n) => foundText(n),
                    }
              }
            />
          </ConfigProvider>
        ) : (
          // A phone: each row a card (number, time, amount, status), the detail a tap away (issue 32).
          <RowCards<Row>
            rows={data.rows}
            columns={columns}
            rowKey={p.rowKey}
            masked={masked}
            loading={data.loading && !data.pending}
            pending={data.pending}
            empty={empty}
            onOpen={p.onOpen}
            pagination={
              data.pending
                ? false
                : {
                    current: state.page,
                    pageSize: state.size,
                    total: data.total,
                    onChange: (current, pageSize) =>
                      onTable({ action: 'paginate', current, pageSize, sorter: undefined }),
                  }
            }
          />
        )}
      </Card>
      {p.detail ? <DetailDrawer list={list} detail={p.detail} /> : null}
    </div>
  );
}
