import './messages.ts';
import { Badge, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { actionProps } from '../../ui/keyboard.ts';
import { useMarkRead } from './api.ts';

/** What the mail and bulletin pages share: the title cell of a row, the text of one, marking read. */

/** A notice's title (bold with a dot while unread) opening it, and the first line of its text under it. */
export function NoticeTitle({
  title,
  summary,
  read,
  maxWidth,
  onOpen,
}: {
  title: string;
  summary: string;
  read: 'Y' | 'N';
  maxWidth: number;
  onOpen: () => void;
}) {
  return (
    <div style={{ maxWidth }}>
      <Badge dot={read !== 'Y'} offset={[6, 0]}>
        <Typography.Link strong={read !== 'Y'} {...actionProps(onOpen)}>
          {title}
        </Typography.Link>
      </Badge>
      <Typography.Paragraph
        type="secondary"
        ellipsis={{ rows: 1 }}
        style={{ margin: '2px 0 0', fontSize: 13 }}
      >
        {summary}
      </Typography.Paragraph>
    </div>
  );
}

/** One notice as sent: its title, what is known about it, and the text shown as text, line breaks kept. */
export function NoticeArticle({ title, about, body }: { title: string; about: ReactNode; body: string }) {
  return (
    <article>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {about}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16, fontSize: 15, lineHeight: 1.8 }}>
        {body}
      </Typography.Paragraph>
    </article>
  );
}

/** Marks notices of one kind read (some or all) and says how many were; true when the server did. */
export function useMarkReadOf(kind: 'MAIL' | 'BULLETIN') {
  const { t } = useTranslation();
  const mark = useMarkRead();
  const run = async (which: { ids?: string[]; all?: 'Y' }): Promise<boolean> => {
    const r = await mark.mutateAsync({ kind, ...which }).catch(() => null);
    if (r) notifier().success(t('notices.markedRead', { count: r.marked }));
    return !!r;
  };
  return { run, pending: mark.isPending };
}
