import type { PageProps } from '../../ui/page-props.ts';
import './messages.ts';
import '../../ui/admin/messages.ts';
import { formatCents } from '@mp/core/money';
import { routeOfPage } from '@mp/core/routes';
import { REVIEW_ITEM_STATUSES } from '@mp/core/schemas/review';
import { labelOf, REVIEW_ITEM_STATUS } from '@mp/core/statuses';
import { Card, Checkbox, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { withQuery } from '../../ui/admin/paths.ts';
import { statusColor } from '../../ui/list/statusColors.ts';
import { TimeText } from '../../ui/list/TimeText.tsx';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { type ReviewItem, useQueue } from './api.ts';

/** URL: kind, status (OPEN by default), mine, overdue, page. */
const QUEUE = tableSpec({
  filters: {
    kind: { kind: 'text', max: 32 },
    status: { kind: 'choice', options: ['OPEN', ...REVIEW_ITEM_STATUSES], default: 'OPEN' },
    mine: { kind: 'choice', options: ['Y'] },
    overdue: { kind: 'choice', options: ['Y'] },
  },
  size: 20,
});

/**
 * /backoffice/index (S1): the back office's home, the review queue of every kind. Counts per kind (a
 * click filters), filters in the URL, each request's age with the overdue ones marked.
 */
export default function QueuePage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const zh = lang === 'zh-TW';
  const table = usePagedTable(QUEUE);
  const f = table.filters;
  const q = useQueue(
    { kind: f.kind, status: f.status || 'OPEN', mine: f.mine, overdue: f.overdue },
    table.page,
    table.size,
  );
  const detail = routeOfPage('provider', 'review.detail')?.path ?? '';
  const counts = q.data?.counts ?? [];

  return (
    <AdminPage route={route} intro={t('review.intro')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Tag.CheckableTag checked={f.kind === ''} onChange={() => table.search({ kind: '' })}>
            {t('review.allKinds')}
          </Tag.CheckableTag>
          {counts.map((c) => (
            <Tag.CheckableTag
              key={c.kind}
              checked={f.kind === c.kind}
              onChange={() => table.search({ kind: c.kind })}
            >
              {zh ? c.title.zh : c.title.en} ({t('review.counts', { open: c.open, overdue: c.overdue })})
            </Tag.CheckableTag>
          ))}
        </Space>
        <Space wrap>
          <Select
            aria-label={t('review.status')}
            style={{ minWidth: 180 }}
            value={f.status || 'OPEN'}
            onChange={(v) => table.search({ status: v })}
            options={[
              { value: 'OPEN', label: t('review.open') },
              ...REVIEW_ITEM_STATUSES.map((s) => ({ value: s, label: labelOf(REVIEW_ITEM_STATUS, s, lang) })),
            ]}
          />
          <Checkbox
            checked={f.mine === 'Y'}
            onChange={(e) => table.search({ mine: e.target.checked ? 'Y' : '' })}
          >
            {t('review.mine')}
          </Checkbox>
          <Checkbox
            checked={f.overdue === 'Y'}
            onChange={(e) => table.search({ overdue: e.target.checked ? 'Y' : '' })}
          >
            {t('review.overdue')}
          </Checkbox>
        </Space>
        <Card size="small">
          <ScrollRegion label={route.title[zh ? 'zh' : 'en']}>
            <Table<ReviewItem>
              rowKey="item_id"
              size="small"
              loading={q.isFetching}
              dataSource={q.data?.list}
              locale={{ emptyText: t('review.empty') }}
              pagination={table.pagination(q.data?.total)}
              rowClassName={(r) => (r.overdue === 'Y' ? 'review-overdue' : '')}
              columns={[
                {
                  key: 'kind',
                  title: t('review.kind'),
                  // A long kind's name wraps inside its tag rather than widening the table.
                  render: (_, r) => (
                    <Tag style={{ whiteSpace: 'normal', maxWidth: 120 }}>
                      {zh ? r.kind_title.zh : r.kind_title.en}
                    </Tag>
                  ),
                },
                {
                  key: 'ref',
                  title: t('review.ref'),
                  render: (_, r) => <Link to={withQuery(detail, { item_id: r.item_id })}>{r.ref}</Link>,
                },
                {
                  key: 'merchant',
                  title: t('review.merchant'),
                  // The name first, its number under it: the column stays narrow enough for every column at 1366 px.
                  render: (_, r) => (
                    <>
                      <div>{r.mer_name || r.mer_no}</div>
                      {r.mer_name ? (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {r.mer_no}
                        </Typography.Text>
                      ) : null}
                    </>
                  ),
                },
                {
                  key: 'summary',
                  title: t('review.summary'),
                  dataIndex: 'summary',
                  width: 140,
                  ellipsis: { showTitle: true },
                },
                {
                  key: 'amount',
                  title: t('review.amount'),
                  align: 'right',
                  render: (_, r) => (r.amount === null ? t('review.none') : formatCents(r.amount)),
                },
                {
                  key: 'age',
                  title: t('review.age'),
                  // The age, and under it when the request came in (one column: the table fits at 1366 px).
                  render: (_, r) => (
                    <>
                      <div>
                        {r.overdue === 'Y' ? (
                          <Tag color="red" title={t('review.overdueTag', { n: r.overdue_hours })}>
                            {t('review.hours', { n: r.age_hours })}
                          </Tag>
                        ) : (
                          t('review.hours', { n: r.age_hours })
                        )}
                      </div>
                      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                        <TimeText value={r.submitted_at} />
                      </Typography.Text>
                    </>
                  ),
                },
                {
                  key: 'status',
                  title: t('review.status'),
                  render: (_, r) => (
                    <Tag color={statusColor(r.status)}>{labelOf(REVIEW_ITEM_STATUS, r.status, lang)}</Tag>
                  ),
                },
                {
                  key: 'by',
                  title: t('review.claimedBy'),
                  render: (_, r) => r.claimed_by_name || t('review.none'),
                },
              ]}
            />
          </ScrollRegion>
        </Card>
      </Space>
    </AdminPage>
  );
}
