import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/notices';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

/** Bulletins and mail (system/ calls, docs/api.md "Notices and mail"). */
export type BulletinRow = AnswerOf<typeof c.bulletinPageList>['rows'][number];
export type MailRow = AnswerOf<typeof c.noticeList>['rows'][number];
export type Bulletin = AnswerOf<typeof c.bulletinDetail>;
export type Mail = AnswerOf<typeof c.notifyDetail>;
export type Unread = AnswerOf<typeof c.unreadList>;

export const noticeKeys = {
  all: ['notices'] as const,
  bulletins: () => [...noticeKeys.all, 'bulletins'] as const,
  bulletinList: (q: ListQuery) => [...noticeKeys.bulletins(), 'list', q.filters, q.paging] as const,
  bulletin: (id: string) => [...noticeKeys.bulletins(), 'detail', id] as const,
  mails: () => [...noticeKeys.all, 'mails'] as const,
  mailList: (q: ListQuery) => [...noticeKeys.mails(), 'list', q.filters, q.paging] as const,
  mail: (id: string) => [...noticeKeys.mails(), 'detail', id] as const,
  unread: () => [...noticeKeys.all, 'unread'] as const,
};

/** The header badge refreshes on its own this often, so new mail shows without a reload. */
const UNREAD_POLL_MS = 60_000;

export function useBulletinList(q: ListQuery) {
  return useQuery({
    queryKey: noticeKeys.bulletinList(q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call(c.bulletinPageList, { ...q.filters, ...q.paging })),
  });
}

/** Opening a bulletin marks it read on the server: the lists and the badge follow. */
export function useBulletin(id: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.bulletin(id ?? ''),
    enabled: !!id,
    queryFn: async () => {
      const b = unwrap(await call(c.bulletinDetail, { bulletin_id: id ?? '' }));
      void qc.invalidateQueries({ queryKey: [...noticeKeys.bulletins(), 'list'] });
      void qc.invalidateQueries({ queryKey: noticeKeys.unread() });
      return b;
    },
  });
}

export function useMailList(q: ListQuery) {
  return useQuery({
    queryKey: noticeKeys.mailList(q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call(c.noticeList, { ...q.filters, ...q.paging })),
  });
}

export function useMail(id: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.mail(id ?? ''),
    enabled: !!id,
    queryFn: async () => {
      const m = unwrap(await call(c.notifyDetail, { notify_id: id ?? '' }));
      void qc.invalidateQueries({ queryKey: [...noticeKeys.mails(), 'list'] });
      void qc.invalidateQueries({ queryKey: noticeKeys.unread() });
      return m;
    },
  });
}

/** The unread counts of the header bell; quiet and without the loading overlay (it runs in the background). */
export function useUnread(enabled: boolean) {
  return useQuery({
    queryKey: noticeKeys.unread(),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    queryFn: async () => unwrap(await call(c.unreadList, {}, { quiet: true, loading: false })),
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: RequestOf<typeof c.markRead>) => unwrap(await call(c.markRead, v)),
    onSuccess: () => qc.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
