import { useAccess } from '../../access/personAccess.ts';
import { useUnread } from './api.ts';

/**
 * The number on the header bell: unread mails and bulletins, for those who may use the notices (code 14,
 * which binds where the area's notice pages carry it: not in the group area). undefined while unknown, so
 * no badge is guessed. `enabled` false: never asked (the back office has no notices).
 */
export function useUnreadCount(enabled = true): number | undefined {
  const may = useAccess().may('14');
  const q = useUnread(enabled && may);
  return q.data?.unread_count;
}
