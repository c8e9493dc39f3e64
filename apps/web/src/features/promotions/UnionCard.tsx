import './messages.ts';
import { promotionUnionCreate, promotionUnionJoin, promotionUnionLeave } from '@mp/core/contracts/promotions';
import type { PromotionUnionRowT } from '@mp/core/schemas/promotions';
import { PROMOTION_MEMBER_STATUS, PROMOTION_UNION_STATUS } from '@mp/core/statuses';
import { Button, Card, Form, Modal, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { showRefusal } from '../../ui/admin/fieldErrors.ts';
import { withQuery } from '../../ui/admin/paths.ts';
import { useStoreChoices } from '../../ui/list/api.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { PROMOTION_PLACEMENT, useJoinUnion, useLeaveUnion, useUnionList } from './api.ts';
import { minuteOf, nameOf, offerOf } from './text.ts';

/** Joining: the merchant names the stores where the union's terms apply. */
function JoinModal({ u, onClose }: { u: PromotionUnionRowT; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ store_nos: string[] }>();
  const stores = useStoreChoices();
  const join = useJoinUnion();
  const submit = async (v: { store_nos?: string[] }) => {
    const r = await join.mutateAsync({ union_no: u.union_no, store_nos: v.store_nos ?? [] });
    if (!r.ok) {
      showRefusal(form, r, PROMOTION_PLACEMENT);
      return;
    }
    notifier().success(t('promotions.union.joinedOk'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('promotions.union.joinTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('promotions.union.join')}
      okButtonProps={{ loading: join.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {nameOf(u)}: {offerOf(u, t)}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        <Form.Item
          name="store_nos"
          label={t('promotions.union.joinStores')}
          rules={[{ required: true, message: t('promotions.form.required') }]}
        >
          <Select
            mode="multiple"
            loading={stores.isFetching}
            optionFilterProp="label"
            options={(stores.data ?? []).map((s) => ({
              value: s.store_no,
              label: `${s.store_name} (${s.store_no})`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Union campaigns beside the campaign list: in the service area the provider's own (with "new union
 * campaign" for code 71), in the merchant area its provider's approved ones to join and those it joined.
 */
export function UnionCard({ area }: { area: 'merchant' | 'service' }) {
  const { t } = useTranslation();
  const access = useAccess();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const q = useUnionList(page);
  const leave = useLeaveUnion();
  const [joining, setJoining] = useState<PromotionUnionRowT | null>(null);
  const detail = access.pathTo('promotions.detail');
  const create =
    area === 'service' && access.mayCall(promotionUnionCreate) ? access.pathTo('promotions.create') : null;
  const mayJoin = area === 'merchant' && access.mayCall(promotionUnionJoin);
  const mayLeave = area === 'merchant' && access.mayCall(promotionUnionLeave);
  return (
    <Card
      title={t('promotions.union.title')}
      style={{ marginTop: 16 }}
      extra={
        create ? (
          <Button type="primary" onClick={() => navigate(create)}>
            {t('promotions.union.create')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">
        {t(area === 'service' ? 'promotions.union.providerIntro' : 'promotions.union.merchantIntro')}
      </Typography.Paragraph>
      <Table<PromotionUnionRowT>
        rowKey="union_no"
        size="middle"
        loading={q.isFetching}
        dataSource={q.data?.rows ?? []}
        locale={{ emptyText: t('promotions.union.none') }}
        pagination={{
          current: page,
          pageSize: 10,
          total: q.data?.total_count ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'no', title: t('promotions.union.unionNo'), dataIndex: 'union_no' },
          { key: 'name', title: t('promotions.c.name'), render: (_, u) => nameOf(u) },
          ...(area === 'merchant'
            ? [{ key: 'agt', title: t('promotions.union.provider'), dataIndex: 'agt_name' }]
            : []),
          { key: 'offer', title: t('promotions.c.offer'), render: (_, u) => offerOf(u, t) },
          {
            key: 'funders',
            title: t('promotions.d.funders'),
            render: (_, u) =>
              [
                t('promotions.d.funderShare', {
                  who: t('promotions.union.merchantPart'),
                  share: u.fund_merchant,
                }),
                u.fund_provider
                  ? t('promotions.d.funderShare', {
                      who: t('promotions.union.provider'),
                      share: u.fund_provider,
                    })
                  : '',
                u.fund_scheme
                  ? t('promotions.d.funderShare', { who: u.scheme_name, share: u.fund_scheme })
                  : '',
              ]
                .filter(Boolean)
                .join(', '),
          },
          {
            key: 'period',
            title: t('promotions.c.period'),
            render: (_, u) => (
              <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                {minuteOf(u.start_time)}
                <br />
                {minuteOf(u.end_time)}
              </Typography.Text>
            ),
          },
          {
            key: 'status',
            title: t('promotions.c.status'),
            render: (_, u) => <StatusTag labels={PROMOTION_UNION_STATUS} value={u.status} />,
          },
          area === 'service'
            ? {
                key: 'joined',
                title: t('promotions.union.joined'),
                align: 'right',
                dataIndex: 'joined_count',
              }
            : {
                key: 'member',
                title: t('promotions.union.member'),
                render: (_, u) => (
                  <Space wrap>
                    <StatusTag labels={PROMOTION_MEMBER_STATUS} value={u.member_status} />
                    {u.promo_no && detail ? (
                      <Link to={withQuery(detail, { promo_no: u.promo_no })}>
                        {t('promotions.union.myCampaign')}
                      </Link>
                    ) : null}
                    {u.member_status === 'NONE' && mayJoin ? (
                      <Button size="small" type="primary" onClick={() => setJoining(u)}>
                        {t('promotions.union.join')}
                      </Button>
                    ) : null}
                    {u.member_status === 'JOINED' && mayLeave ? (
                      <Popconfirm
                        title={t('promotions.union.leaveAsk')}
                        onConfirm={async () => {
                          const r = await leave.mutateAsync({ union_no: u.union_no });
                          if (r.ok) notifier().success(t('promotions.union.leftOk'));
                        }}
                      >
                        <Button size="small" danger>
                          {t('promotions.union.leave')}
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </Space>
                ),
              },
        ]}
      />
      {joining ? <JoinModal u={joining} onClose={() => setJoining(null)} /> : null}
    </Card>
  );
}
