import './messages.ts';
import { confirmMeragr, merUpdateConfirmAgr } from '@mp/core/contracts/agreements';
import { AGREEMENT_KIND, labelOf } from '@mp/core/statuses';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { currentLang } from '../../i18n/index.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import { usePending } from './api.ts';

/**
 * The portal shell's banner (above every page of the merchant and provider areas) while the organisation
 * has an agreement to accept: which one and by when, overdue in red; a link to the agreements page, which
 * shows its own notice instead. The administrator is asked to accept, another operator to tell them.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const access = useAccess();
  const { pathname } = useLocation();
  const q = usePending(access.mayCall(merUpdateConfirmAgr));
  const page = access.pathTo('agreements.mine');
  const rows = q.data?.rows ?? [];
  if (!rows.length || pathname === page) return null;
  const blocked = q.data?.blocked === 'Y';
  const first = [...rows].sort((a, b) => (a.due_at || '9').localeCompare(b.due_at || '9'))[0];
  const due = formatTime14(first.due_at).slice(0, 16);
  const mayAccept = access.mayCall(confirmMeragr);
  const what = blocked
    ? t('agreements.pendingBannerBlocked')
    : rows.length === 1
      ? t('agreements.shellOne', { name: labelOf(AGREEMENT_KIND, first.kind, currentLang()), due })
      : t('agreements.shellMany', { count: rows.length, due });
  return (
    <Alert
      type={blocked ? 'error' : 'warning'}
      showIcon
      banner
      style={{ marginBottom: 16, borderRadius: 8 }}
      message={
        <span>
          {what} {blocked ? null : mayAccept ? t('agreements.shellAdmin') : t('agreements.shellOperator')}
        </span>
      }
      action={
        page ? (
          <Link to={page} style={{ whiteSpace: 'nowrap', marginInlineStart: 12 }}>
            {mayAccept ? t('agreements.shellOpen') : t('agreements.shellView')}
          </Link>
        ) : null
      }
    />
  );
}
