import './messages.ts';
import { FEE_BILL_COLUMNS } from '@mp/core/columns/feebills';
import {
  billConfirmationPc,
  chargeBillExportAppoint,
  chargeBillExportDetail,
} from '@mp/core/contracts/feebills';
import type { FeeBillFilterReqT, FeeBillRowT } from '@mp/core/schemas/feebills';
import { FEE_BILL_STATUS, optionsOf } from '@mp/core/statuses';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Grid,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { currentLang, pick } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { TableCards } from '../../ui/admin/TableCards.tsx';
import { useFirstScreenRows, useMountedAfterFirstCommit } from '../../ui/firstScreenRows.ts';
import { areaOfRoute, seesManyMerchants } from '../../ui/list/area.ts';
import { count, formatTime14, money } from '../../ui/list/format.ts';
import { PendingRows } from '../../ui/list/PendingRows.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { macauNow } from '../../ui/macauClock.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { FilterBar } from '../../ui/pagedTable/FilterBar.tsx';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { useDraft, usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { appointFeeBills, exportFeeBills, exportFeeLines, useConfirmBill, useFeeBills } from './api.ts';

/** The last closed month: the bills of the current month are still open. */
const lastMonth = () => macauNow().subtract(1, 'month').startOf('month');
const yyyymm = (d: dayjs.Dayjs) => d.format('YYYYMM');
const monthOf = (m: string) => dayjs(`${m.slice(0, 4)}-${m.slice(4, 6)}-01`);
/** yyyymm as '2026年10月' or 'Oct 2026'. */
function monthText(m: string): string {
  if (!/^\d{6}$/.test(m)) return m;
  return currentLang() === 'en'
    ? new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(4, 6)) - 1, 1)).toLocaleDateString('en-GB', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : `${m.slice(0, 4)}年${Number(m.slice(4, 6))}月`;
}

/** A closed month (yyyymm): a later or malformed one in the URL gives way to the default. */
const closedMonth = (m: string) => /^\d{4}(0[1-9]|1[0-2])$/.test(m) && m <= yyyymm(lastMonth());

/** URL: `start_month`, `end_month` (default: the last three closed months), `mer_no`, `status`, `page`, `size`. */
const TABLE = tableSpec({
  filters: {
    start_month: {
      kind: 'value',
      valid: closedMonth,
      default: () => yyyymm(lastMonth().subtract(2, 'month')),
    },
    end_month: { kind: 'value', valid: closedMonth, default: () => yyyymm(lastMonth()) },
    mer_no: { kind: 'text', max: 32 },
    status: { kind: 'choice', options: FEE_BILL_STATUS },
  },
  sizes: true,
});

/**
 * Fee bills (charge_bill_query 47; group: gcharge_bill_query): one bill per merchant and closed month. The
 * merchant confirms a bill (then it can be invoiced); every area exports the list and a bill's fee lines.
 */
export default function FeeBillPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const access = useAccess();
  const many = seesManyMerchants(area);
  const table = usePagedTable(TABLE);
  const phone = Grid.useBreakpoint().md === false;
  const [draft, setDraft] = useDraft(table.filters);
  const { start_month, end_month, mer_no, status } = table.filters;
  // What the search asks for: a merchant only where the area sees several, a status when one is chosen.
  const filters: FeeBillFilterReqT = {
    start_month,
    end_month,
    ...(many && mer_no ? { mer_no } : {}),
    ...(status ? { status } : {}),
  };
  const q = useFeeBills(area, { ...filters, status, ...table.paging });
  // Read in every render: React Query re-renders for the fields a render read (ui/admin/ListCard.tsx).
  const fetching = q.isFetching;
  // The table renders its first screen of rows first and mounts one commit after the page
  // (ui/firstScreenRows.ts).
  const rows = useFirstScreenRows(q.data?.rows);
  const tableReady = useMountedAfterFirstCommit();
  const confirm = useConfirmBill();
  // A bill's id opens its record (issue 32: bill ids that lead somewhere), with its actions.
  const [openNo, setOpenNo] = useState('');
  // The open record follows the list (a confirmation in the drawer shows at once).
  const openBill = openNo ? (q.data?.rows.find((r) => r.bill_no === openNo) ?? null) : null;
  const [busy, setBusy] = useState('');
  const lang = currentLang();
  const mayConfirm = area === 'merchant' && access.mayCall(billConfirmationPc);
  const mayExport = access.mayCall(chargeBillExportDetail) && access.mayCall(chargeBillExportAppoint);

  const search = () => table.search({ ...draft, mer_no: draft.mer_no.trim() });
  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
    } finally {
      setBusy('');
    }
  };

  const cell = (c: (typeof FEE_BILL_COLUMNS)[number], v: unknown) =>
    c.kind === 'money' ? (
      money(v as number)
    ) : c.kind === 'count' ? (
      count(v as number)
    ) : c.kind === 'status' ? (
      <StatusTag labels={FEE_BILL_STATUS} value={String(v)} />
    ) : c.kind === 'datetime' ? (
      formatTime14(String(v ?? '')) || '-'
    ) : c.key === 'period' ? (
      // The bill's month as a person writes it (issue 32: not 202610).
      <span style={{ whiteSpace: 'nowrap' }}>{monthText(String(v))}</span>
    ) : c.kind === 'code' ? (
      <span style={{ fontFamily: 'monospace' }}>{v ? String(v) : '-'}</span>
    ) : (
      String(v ?? '-')
    );

  const columns: ColumnsType<FeeBillRowT> = FEE_BILL_COLUMNS.filter(
    (c) => !c.optional || c.key === 'confirmed_at',
  )
    .filter((c) => many || c.key !== 'mer_name')
    .map((c) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.kind === 'money' ? `${pick(c.title)} (MOP)` : pick(c.title),
      align: c.kind === 'money' || c.kind === 'count' ? ('right' as const) : undefined,
      render: (v: unknown, row: FeeBillRowT) =>
        c.key === 'bill_no' ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, fontFamily: 'monospace' }}
            aria-label={t('feebills.openDetail', { no: row.bill_no })}
            onClick={() => setOpenNo(row.bill_no)}
          >
            {row.bill_no}
          </Button>
        ) : (
          cell(c, v)
        ),
    }));
  columns.push({
    key: 'actions',
    title: t('feebills.actions'),
    render: (_v, row) => billActions(row),
  });
  function billActions(row: FeeBillRowT) {
    return (
      <Space wrap size={4}>
        {mayConfirm && row.status === 'UNCONFIRMED' ? (
          <Popconfirm title={t('feebills.confirmAsk')} onConfirm={() => confirm.mutateAsync(row.bill_no)}>
            <Button size="small" type="link" aria-label={`${t('feebills.confirm')} ${row.bill_no}`}>
              {t('feebills.confirm')}
            </Button>
          </Popconfirm>
        ) : null}
        {mayExport ? (
          <Button
            size="small"
            type="link"
            loading={busy === row.bill_no}
            aria-label={`${t('feebills.lines')} ${row.bill_no}`}
            onClick={() => void run(row.bill_no, () => exportFeeLines(row.bill_no))}
          >
            {t('feebills.lines')}
          </Button>
        ) : null}
      </Space>
    );
  }

  return (
    <AdminPage route={route} intro={t('feebills.intro')}>
      <Card style={{ marginBottom: 16 }}>
        <FilterBar onFinish={search}>
          <Form.Item label={t('feebills.months')} htmlFor="feebill-months">
            <DatePicker.RangePicker
              id="feebill-months"
              picker="month"
              allowClear={false}
              value={[monthOf(draft.start_month), monthOf(draft.end_month)]}
              disabledDate={(d) => d.isAfter(lastMonth(), 'month')}
              onChange={(v) =>
                v?.[0] && v[1] && setDraft({ ...draft, start_month: yyyymm(v[0]), end_month: yyyymm(v[1]) })
              }
            />
          </Form.Item>
          {many ? (
            <Form.Item label={t('feebills.merchant')} htmlFor="feebill-mer">
              <Input
                id="feebill-mer"
                value={draft.mer_no}
                maxLength={32}
                onChange={(e) => setDraft({ ...draft, mer_no: e.target.value })}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('feebills.status')} htmlFor="feebill-status">
            <Select
              id="feebill-status"
              style={{ minWidth: 140 }}
              value={draft.status}
              onChange={(v) => setDraft({ ...draft, status: v })}
              options={[
                { value: '', label: lang === 'en' ? 'All' : '全部' },
                ...optionsOf(FEE_BILL_STATUS, lang),
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit">
                {t('feebills.search')}
              </Button>
              {mayExport ? (
                <>
                  <Button
                    loading={busy === 'export'}
                    onClick={() => void run('export', () => exportFeeBills(filters))}
                  >
                    {t('feebills.export')}
                  </Button>
                  <Button
                    loading={busy === 'appoint'}
                    onClick={() => void run('appoint', () => appointFeeBills(filters))}
                  >
                    {t('feebills.appoint')}
                  </Button>
                </>
              ) : null}
            </Space>
          </Form.Item>
        </FilterBar>
      </Card>
      <Card>
        {q.data ? (
          <Typography.Paragraph>
            {t('feebills.totals', { count: q.data.totals.count, fee: money(q.data.totals.fee_amount) })}
          </Typography.Paragraph>
        ) : null}
        {phone ? (
          // A phone shows each bill as a card (issue 32): its number (a tap opens it), month, figures, status.
          <TableCards<FeeBillRowT>
            rows={q.data?.rows}
            columns={columns}
            rowKey="bill_no"
            loading={fetching}
            empty={t('feebills.empty')}
            pagination={{
              current: table.page,
              pageSize: table.size,
              total: q.data?.total_count ?? 0,
              onChange: (page, size) => table.pagination(q.data?.total_count).onChange?.(page, size),
            }}
          />
        ) : !tableReady ? (
          <PendingRows />
        ) : (
          <Table<FeeBillRowT>
            rowKey="bill_no"
            size="middle"
            loading={fetching}
            columns={columns}
            dataSource={rows ?? []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('feebills.empty') }}
            pagination={table.pagination(q.data?.total_count)}
          />
        )}
      </Card>
      <Drawer
        open={!!openBill}
        onClose={() => setOpenNo('')}
        title={openBill ? t('feebills.detailTitle', { no: openBill.bill_no }) : ''}
        size="large"
      >
        {openBill ? (
          <>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={FEE_BILL_COLUMNS.filter((c) => many || c.key !== 'mer_name').map((c) => ({
                key: c.key,
                label: c.kind === 'money' ? `${pick(c.title)} (MOP)` : pick(c.title),
                children: cell(c, (openBill as Record<string, unknown>)[c.key]),
              }))}
            />
            <div style={{ marginTop: 16 }}>{billActions(openBill)}</div>
          </>
        ) : null}
      </Drawer>
    </AdminPage>
  );
}
