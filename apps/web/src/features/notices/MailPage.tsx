import './messages.ts';
import { CheckOutlined } from '@ant-design/icons';
import type { MAIL_CATEGORIES } from '@mp/core/schemas/notices';
import type { LabelSet } from '@mp/core/statuses';
import { Button, Descriptions, Skeleton, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { ListCard, type ListCardSpec, useListCard } from '../../ui/admin/ListCard.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import { TimeText } from '../../ui/list/TimeText.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { type MailRow, useMail, useMailList, useUnread } from './api.ts';
import { NoticeArticle, NoticeTitle, useMarkReadOf } from './NoticeParts.tsx';

const READ: LabelSet = {
  N: { zh: '未讀', en: 'Unread' },
  Y: { zh: '已讀', en: 'Read' },
};

const SPEC: ListCardSpec<MailRow> = {
  pageKey: 'mail',
  rowKey: 'notify_id',
  filters: [{ kind: 'select', param: 'read', label: 'notices.readState', options: READ }],
};

const CATEGORY_COLOR: Record<keyof typeof MAIL_CATEGORIES, string> = {
  SECURITY: 'red',
  OPERATOR: 'blue',
  SETTLEMENT: 'green',
  SYSTEM: 'default',
};
const colorOf = (c: string) => CATEGORY_COLOR[c as keyof typeof MAIL_CATEGORIES] ?? 'default';

function MailBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useMail(id);
  if (!q.data) return <Skeleton active />;
  const m = q.data;
  return (
    <NoticeArticle
      title={m.subject}
      about={
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'cat',
              label: t('notices.category'),
              children: <Tag color={colorOf(m.category)}>{m.category_name}</Tag>,
            },
            { key: 'at', label: t('notices.receivedAt'), children: formatTime14(m.created_at) },
          ]}
        />
      }
      body={m.body}
    />
  );
}

/** mailView (14): the operator's mail (security, operator and settlement notices), unread first in mind. */
export default function MailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const page = useListCard(SPEC, useMailList);
  const { list, query: q } = page;
  const mark = useMarkReadOf('MAIL');
  const [selected, setSelected] = useState<string[]>([]);
  const open = (id: string) => list.apply({ ...list.state, detail: id });
  const counts = useUnread(true);
  const unread = counts.data
    ? counts.data.mail_unread
    : (q.data?.rows ?? []).filter((r) => r.read !== 'Y').length;

  const markRead = async (which: { ids?: string[]; all?: 'Y' }) => {
    if (await mark.run(which)) setSelected([]);
  };

  const columns: TableColumnsType<MailRow> = [
    {
      key: 'category',
      title: t('notices.category'),
      render: (_, r) => <Tag color={colorOf(r.category)}>{r.category_name}</Tag>,
    },
    {
      key: 'subject',
      title: t('notices.subject'),
      render: (_, r) => (
        <NoticeTitle
          title={r.subject}
          summary={r.summary}
          read={r.read}
          maxWidth={560}
          onOpen={() => open(r.notify_id)}
        />
      ),
    },
    {
      key: 'state',
      title: t('notices.readState'),
      render: (_, r) =>
        r.read === 'Y' ? <Tag>{t('notices.read')}</Tag> : <Tag color="processing">{t('notices.unread')}</Tag>,
    },
    { key: 'at', title: t('notices.receivedAt'), render: (_, r) => <TimeText value={r.created_at} /> },
  ];

  return (
    <AdminPage route={route} intro={t('notices.mailIntro')}>
      <ListCard
        page={page}
        columns={columns}
        tableProps={{
          rowSelection: {
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (r) => ({ disabled: r.read === 'Y' }),
          },
        }}
        toolbar={
          <>
            <Button
              disabled={selected.length === 0}
              loading={mark.pending}
              onClick={() => void markRead({ ids: selected })}
            >
              {t('notices.markSelected', { count: selected.length })}
            </Button>
            <Button
              icon={<CheckOutlined />}
              disabled={unread === 0}
              onClick={() => void markRead({ all: 'Y' })}
            >
              {t('notices.markAllRead')}
            </Button>
          </>
        }
        detail={{ title: t('notices.mailDetail'), render: (id) => <MailBody id={id} /> }}
      />
    </AdminPage>
  );
}
