import { useAccess } from '../../access/personAccess.ts';
import { useUnread } from './api.ts';

/**
 * The number on the header bell: unread mails and bulletins, for those who may use the notices (code 14,
 * which binds where the area's notice pages carry it: not in the group area). undefined while unknown, so
 * no badge is guessed.
 */
export function useUnreadCount(): number | undefined {
  const q = useUnread(useAccess().may('14'));
  return q.data?.unread_count;
}
