import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Skeleton, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import type { PageProps } from '../../app/pages.ts';
import { formatTime14 } from '../listpage/format.ts';
import type { ListSpec } from '../listpage/spec.ts';
import { useListPage } from '../listpage/useListPage.ts';
import { AdminPage } from '../operators/AdminPage.tsx';
import { ListCard } from '../operators/ListCard.tsx';
import { type BulletinRow, useBulletin, useBulletinList, useMarkRead, useUnread } from './api.ts';

const SPEC: ListSpec = {
  pageKey: 'bulletins',
  filters: [{ kind: 'text', param: 'title', label: 'notices.title', max: 64 }],
};

/** One bulletin, as published: the text is shown as text, line breaks kept. */
function BulletinBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useBulletin(id);
  if (!q.data) return <Skeleton active />;
  const b = q.data;
  return (
    <article>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {b.title}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t('notices.publishedBy', { who: b.publisher, at: formatTime14(b.published_at) })}
      </Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16, fontSize: 15, lineHeight: 1.8 }}>
        {b.body}
      </Typography.Paragraph>
    </article>
  );
}

/** ntcList (14) and gntcList: the provider's bulletins, unread ones marked; opening one reads it. */
export default function NoticeListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const list = useListPage(SPEC);
  const q = useBulletinList(list.query);
  const mark = useMarkRead();
  const open = (id: string | null) => list.apply({ ...list.state, detail: id });
  const counts = useUnread(true);
  const unread = counts.data
    ? counts.data.bulletin_unread > 0
    : (q.data?.rows ?? []).some((r) => r.read !== 'Y');

  const columns: TableColumnsType<BulletinRow> = [
    {
      key: 'title',
      title: t('notices.title'),
      render: (_, r) => (
        <div style={{ maxWidth: 640 }}>
          <Badge dot={r.read !== 'Y'} offset={[6, 0]}>
            <Typography.Link strong={r.read !== 'Y'} onClick={() => open(r.bulletin_id)}>
              {r.title}
            </Typography.Link>
          </Badge>
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 1 }}
            style={{ margin: '2px 0 0', fontSize: 13 }}
          >
            {r.summary}
          </Typography.Paragraph>
        </div>
      ),
    },
    { key: 'publisher', dataIndex: 'publisher', title: t('notices.publisher') },
    {
      key: 'at',
      title: t('notices.publishedAt'),
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime14(r.published_at)}</span>,
    },
  ];

  return (
    <AdminPage route={route} intro={t('notices.intro')}>
      <ListCard<BulletinRow>
        list={list}
        rows={q.data?.rows}
        total={q.data?.total}
        loading={q.isFetching}
        refetch={() => void q.refetch()}
        columns={columns}
        rowKey="bulletin_id"
        toolbar={
          <Button
            icon={<CheckOutlined />}
            disabled={!unread}
            loading={mark.isPending}
            onClick={async () => {
              const r = await mark.mutateAsync({ kind: 'BULLETIN', all: 'Y' }).catch(() => null);
              if (r) notifier().success(t('notices.markedRead', { count: r.marked }));
            }}
          >
            {t('notices.markAllRead')}
          </Button>
        }
      />
      <Drawer
        open={!!list.state.detail}
        onClose={() => open(null)}
        size={720}
        destroyOnHidden
        title={t('notices.detail')}
      >
        {list.state.detail ? <BulletinBody id={list.state.detail} /> : null}
      </Drawer>
    </AdminPage>
  );
}
