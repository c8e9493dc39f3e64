import type { PermissionCode } from '@mp/core/permissions';
import type { SignedInArea } from '../../storage/index.ts';
import { useUnread } from './api.ts';

/**
 * The number on the header bell: unread mails and bulletins, for those who may open the notices (code
 * 14; the group area's notice pages have no code). undefined while unknown, so no badge is guessed.
 */
export function useUnreadCount(area: SignedInArea, codes: readonly PermissionCode[]): number | undefined {
  const q = useUnread(area === 'group' || codes.includes('14'));
  return q.data?.unread_count;
}
