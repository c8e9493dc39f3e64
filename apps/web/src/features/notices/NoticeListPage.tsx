import './messages.ts';
import { CheckOutlined } from '@ant-design/icons';
import { Button, Skeleton, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { ListCard, type ListCardSpec, useListCard } from '../../ui/admin/ListCard.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import { TimeText } from '../../ui/list/TimeText.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { type BulletinRow, useBulletin, useBulletinList, useUnread } from './api.ts';
import { NoticeArticle, NoticeTitle, useMarkReadOf } from './NoticeParts.tsx';

const SPEC: ListCardSpec<BulletinRow> = {
  pageKey: 'bulletins',
  rowKey: 'bulletin_id',
  filters: [{ kind: 'text', param: 'title', label: 'notices.title', max: 64 }],
};

/** One bulletin, as published: the text is shown as text, line breaks kept. */
function BulletinBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useBulletin(id);
  if (!q.data) return <Skeleton active />;
  const b = q.data;
  return (
    <NoticeArticle
      title={b.title}
      about={
        <Typography.Text type="secondary">
          {t('notices.publishedBy', { who: b.publisher, at: formatTime14(b.published_at) })}
        </Typography.Text>
      }
      body={b.body}
    />
  );
}

/** ntcList (14) and gntcList: the provider's bulletins, unread ones marked; opening one reads it. */
export default function NoticeListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const page = useListCard(SPEC, useBulletinList);
  const { list, query: q } = page;
  const mark = useMarkReadOf('BULLETIN');
  const open = (id: string) => list.apply({ ...list.state, detail: id });
  const counts = useUnread(true);
  const unread = counts.data
    ? counts.data.bulletin_unread > 0
    : (q.data?.rows ?? []).some((r) => r.read !== 'Y');

  const columns: TableColumnsType<BulletinRow> = [
    {
      key: 'title',
      title: t('notices.title'),
      render: (_, r) => (
        <NoticeTitle
          title={r.title}
          summary={r.summary}
          read={r.read}
          maxWidth={640}
          onOpen={() => open(r.bulletin_id)}
        />
      ),
    },
    { key: 'publisher', dataIndex: 'publisher', title: t('notices.publisher') },
    { key: 'at', title: t('notices.publishedAt'), render: (_, r) => <TimeText value={r.published_at} /> },
  ];

  return (
    <AdminPage route={route} intro={t('notices.intro')}>
      <ListCard
        page={page}
        columns={columns}
        toolbar={
          <Button
            icon={<CheckOutlined />}
            disabled={!unread}
            loading={mark.pending}
            onClick={() => void mark.run({ all: 'Y' })}
          >
            {t('notices.markAllRead')}
          </Button>
        }
        detail={{ title: t('notices.detail'), render: (id) => <BulletinBody id={id} /> }}
      />
    </AdminPage>
  );
}
