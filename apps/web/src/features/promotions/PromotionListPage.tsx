import './messages.ts';
import { promotionCreate } from '@mp/core/contracts/promotions';
import type { PromotionRowT } from '@mp/core/schemas/promotions';
import { optionsOf, PROMOTION_KIND, PROMOTION_REVOKE_STATUS, PROMOTION_STATUS } from '@mp/core/statuses';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { withQuery } from '../../ui/admin/paths.ts';
import { EmptyNext } from '../../ui/EmptyNext.tsx';
import { mop } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { FilterBar } from '../../ui/pagedTable/FilterBar.tsx';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { useDraft, usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { usePromotionList } from './api.ts';
import { minuteOf, nameOf, offerOf } from './text.ts';
import { UnionCard } from './UnionCard.tsx';

const isDay = (v: string) => /^\d{8}$/.test(v);
/** URL: the filters, `page` and `size`. */
const TABLE = tableSpec({
  filters: {
    status: { kind: 'choice', options: PROMOTION_STATUS },
    revoke_status: { kind: 'choice', options: PROMOTION_REVOKE_STATUS },
    kind: { kind: 'choice', options: PROMOTION_KIND },
    start_date: { kind: 'value', valid: isDay, default: () => '' },
    end_date: { kind: 'value', valid: isDay, default: () => '' },
    store_no: { kind: 'text', max: 32 },
    promo_no: { kind: 'text', max: 32 },
  },
  sizes: true,
});

const ymd = (d: dayjs.Dayjs | null | undefined) => (d ? d.format('YYYYMMDD') : '');

/**
 * The campaign list (7): the merchant's own (with "new campaign" for code 71), or, in the service and
 * group areas, their merchants' (read only). Filters and page in the URL.
 */
export default function PromotionListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const access = useAccess();
  const navigate = useNavigate();
  const table = usePagedTable(TABLE);
  const [draft, setDraft] = useDraft(table.filters);
  const q = usePromotionList({ ...table.filters, ...table.paging, sort_order: 'desc' });
  const detail = access.pathTo('promotions.detail');
  const create =
    route.area === 'merchant' && access.mayCall(promotionCreate) ? access.pathTo('promotions.create') : null;
  const many = route.area !== 'merchant';
  const all = { value: '', label: t('promotions.all') };
  const reset = () =>
    table.search({
      status: '',
      revoke_status: '',
      kind: '',
      start_date: '',
      end_date: '',
      store_no: '',
      promo_no: '',
    });
  // An empty answer: back to every campaign when filtered, else the way to make one.
  const filtered = Object.values(table.filters).some((v) => v !== '');
  const empty = (
    <EmptyNext
      text={t('promotions.f.empty')}
      link={
        filtered
          ? { label: t('promotions.f.emptyReset'), onClick: reset }
          : create
            ? { label: t('promotions.f.emptyCreate'), to: create }
            : null
      }
    />
  );
  const choice = (
    id: 'status' | 'revoke_status' | 'kind',
    label: string,
    set: Parameters<typeof optionsOf>[0],
  ) => (
    <Form.Item label={label} htmlFor={`promo-${id}`}>
      <Select
        id={`promo-${id}`}
        style={{ minWidth: 150 }}
        value={draft[id]}
        onChange={(v) => setDraft({ ...draft, [id]: v })}
        options={[all, ...optionsOf(set, lang)]}
      />
    </Form.Item>
  );
  return (
    <AdminPage
      route={route}
      intro={t(many ? 'promotions.readIntro' : 'promotions.listIntro')}
      extra={
        create ? (
          <Button type="primary" onClick={() => navigate(create)}>
            {t('promotions.create')}
          </Button>
        ) : null
      }
    >
      <Card>
        <FilterBar style={{ marginBottom: 16 }} onFinish={() => table.search(draft)}>
          {choice('status', t('promotions.f.status'), PROMOTION_STATUS)}
          {choice('revoke_status', t('promotions.f.revokeStatus'), PROMOTION_REVOKE_STATUS)}
          {choice('kind', t('promotions.f.kind'), PROMOTION_KIND)}
          <Form.Item label={t('promotions.f.period')} htmlFor="promo-period">
            <DatePicker.RangePicker
              id="promo-period"
              allowEmpty={[true, true]}
              value={[
                draft.start_date ? dayjs(draft.start_date, 'YYYYMMDD') : null,
                draft.end_date ? dayjs(draft.end_date, 'YYYYMMDD') : null,
              ]}
              onChange={(v) => setDraft({ ...draft, start_date: ymd(v?.[0]), end_date: ymd(v?.[1]) })}
            />
          </Form.Item>
          <Form.Item label={t('promotions.f.store')} htmlFor="promo-store">
            <Input
              id="promo-store"
              maxLength={32}
              style={{ width: 150 }}
              value={draft.store_no}
              onChange={(e) => setDraft({ ...draft, store_no: e.target.value.trim() })}
            />
          </Form.Item>
          <Form.Item label={t('promotions.f.promoNo')} htmlFor="promo-no">
            <Input
              id="promo-no"
              maxLength={32}
              style={{ width: 190 }}
              value={draft.promo_no}
              onChange={(e) => setDraft({ ...draft, promo_no: e.target.value.trim() })}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('promotions.f.search')}
            </Button>
            <Button onClick={reset}>{t('promotions.f.reset')}</Button>
          </Space>
        </FilterBar>
        <Table<PromotionRowT>
          rowKey="promo_no"
          size="middle"
          loading={q.isFetching}
          dataSource={q.data?.rows ?? []}
          pagination={table.pagination(q.data?.total_count)}
          locale={{ emptyText: empty }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'promo_no',
              title: t('promotions.c.promoNo'),
              render: (_, p) =>
                detail ? (
                  <Link to={withQuery(detail, { promo_no: p.promo_no })}>{p.promo_no}</Link>
                ) : (
                  p.promo_no
                ),
            },
            { key: 'name', title: t('promotions.c.name'), render: (_, p) => nameOf(p) },
            ...(many
              ? [
                  {
                    key: 'mer',
                    title: t('promotions.c.merchant'),
                    render: (_: unknown, p: PromotionRowT) => p.mer_name,
                  },
                ]
              : []),
            { key: 'offer', title: t('promotions.c.offer'), render: (_, p) => offerOf(p, t) },
            {
              key: 'period',
              title: t('promotions.c.period'),
              render: (_, p) => (
                <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                  {minuteOf(p.start_time)}
                  <br />
                  {minuteOf(p.end_time)}
                </Typography.Text>
              ),
            },
            { key: 'stores', title: t('promotions.c.stores'), dataIndex: 'store_names' },
            {
              key: 'status',
              title: t('promotions.c.status'),
              render: (_, p) => <StatusTag labels={PROMOTION_STATUS} value={p.status} />,
            },
            {
              key: 'revoke',
              title: t('promotions.c.revokeStatus'),
              render: (_, p) => <StatusTag labels={PROMOTION_REVOKE_STATUS} value={p.revoke_status} />,
            },
            {
              key: 'used',
              title: t('promotions.c.used'),
              align: 'right',
              render: (_, p) =>
                p.amount_cap === null
                  ? mop(p.used_amount)
                  : t('promotions.usedOf', { used: mop(p.used_amount), cap: mop(p.amount_cap) }),
            },
          ]}
        />
      </Card>
      {route.area === 'merchant' || route.area === 'service' ? <UnionCard area={route.area} /> : null}
    </AdminPage>
  );
}
