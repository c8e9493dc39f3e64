import { CheckOutlined } from '@ant-design/icons';
import type { MAIL_CATEGORIES } from '@mp/core/schemas/notices';
import type { LabelSet } from '@mp/core/statuses';
import { Badge, Button, Descriptions, Drawer, Skeleton, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import type { PageProps } from '../../app/pages.ts';
import { formatTime14 } from '../listpage/format.ts';
import type { ListSpec } from '../listpage/spec.ts';
import { useListPage } from '../listpage/useListPage.ts';
import { AdminPage } from '../operators/AdminPage.tsx';
import { ListCard } from '../operators/ListCard.tsx';
import { type MailRow, useMail, useMailList, useMarkRead, useUnread } from './api.ts';

const READ: LabelSet = {
  N: { zh: '未讀', en: 'Unread' },
  Y: { zh: '已讀', en: 'Read' },
};

const SPEC: ListSpec = {
  pageKey: 'mail',
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
    <article>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {m.subject}
      </Typography.Title>
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
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16, fontSize: 15, lineHeight: 1.8 }}>
        {m.body}
      </Typography.Paragraph>
    </article>
  );
}

/** mailView (14): the operator's mail (security, operator and settlement notices), unread first in mind. */
export default function MailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const list = useListPage(SPEC);
  const q = useMailList(list.query);
  const mark = useMarkRead();
  const [selected, setSelected] = useState<string[]>([]);
  const open = (id: string | null) => list.apply({ ...list.state, detail: id });
  const counts = useUnread(true);
  const unread = counts.data
    ? counts.data.mail_unread
    : (q.data?.rows ?? []).filter((r) => r.read !== 'Y').length;

  const markRead = async (body: { ids?: string[]; all?: 'Y' }) => {
    const r = await mark.mutateAsync({ kind: 'MAIL', ...body }).catch(() => null);
    if (r) {
      setSelected([]);
      notifier().success(t('notices.markedRead', { count: r.marked }));
    }
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
        <div style={{ maxWidth: 560 }}>
          <Badge dot={r.read !== 'Y'} offset={[6, 0]}>
            <Typography.Link strong={r.read !== 'Y'} onClick={() => open(r.notify_id)}>
              {r.subject}
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
    {
      key: 'state',
      title: t('notices.readState'),
      render: (_, r) =>
        r.read === 'Y' ? <Tag>{t('notices.read')}</Tag> : <Tag color="processing">{t('notices.unread')}</Tag>,
    },
    {
      key: 'at',
      title: t('notices.receivedAt'),
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime14(r.created_at)}</span>,
    },
  ];

  return (
    <AdminPage route={route} intro={t('notices.mailIntro')}>
      <ListCard<MailRow>
        list={list}
        rows={q.data?.rows}
        total={q.data?.total}
        loading={q.isFetching}
        refetch={() => void q.refetch()}
        columns={columns}
        rowKey="notify_id"
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
              loading={mark.isPending}
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
      />
      <Drawer
        open={!!list.state.detail}
        onClose={() => open(null)}
        size={720}
        destroyOnHidden
        title={t('notices.mailDetail')}
      >
        {list.state.detail ? <MailBody id={list.state.detail} /> : null}
      </Drawer>
    </AdminPage>
  );
}
