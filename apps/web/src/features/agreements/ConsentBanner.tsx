import './messages.ts';
import { confirmMeragr, merUpdateConfirmAgr } from '@mp/core/contracts/agreements';
import { AGREEMENT_KIND, labelOf } from '@mp/core/statuses';
import { instantOfTime14 } from '@mp/core/time';
import { Alert, Button, Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { currentLang } from '../../i18n/index.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import { usePending } from './api.ts';

/** Key of a "remind me later" for this set of pending versions (the browser session forgets it). */
const LATER_KEY = 'mp.agreements.later';
/** Within this many days of the deadline the banner can no longer be put off. */
const LATER_UNTIL_DAYS = 7;

function laterSet(): string {
  try {
    return sessionStorage.getItem(LATER_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Days from now to a 14-digit Macau time (Infinity when none). */
function daysTo(due14: string): number {
  if (!/^\d{14}$/.test(due14)) return Number.POSITIVE_INFINITY;
  return (instantOfTime14(due14).getTime() - Date.now()) / 86_400_000;
}

/**
 * The portal shell's banner (above every page of the merchant and provider areas) while the organisation
 * has an agreement to accept: which one and by when, overdue in red; a link to the agreements page, which
 * shows its own notice instead. The administrator is asked to accept, another operator to tell them.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const access = useAccess();
  const { pathname } = useLocation();
  const q = usePending(access.mayCall(merUpdateConfirmAgr));
  const page = access.pathTo('agreements.mine');
  const [later, setLater] = useState(laterSet);
  const rows = q.data?.rows ?? [];
  if (!rows.length || pathname === page) return null;
  const blocked = q.data?.blocked === 'Y';
  const first = [...rows].sort((a, b) => (a.due_at || '9').localeCompare(b.due_at || '9'))[0];
  // Put off for this browser session ("remind me later"), until a week before the deadline: the set of
  // pending versions is the key, so a new version shows the banner again.
  const which = rows
    .map((r) => `${r.kind}:${r.version_id}`)
    .sort()
    .join(',');
  const mayPutOff = !blocked && daysTo(first.due_at) > LATER_UNTIL_DAYS;
  if (mayPutOff && later === which) return null;
  const due = formatTime14(first.due_at).slice(0, 16);
  const mayAccept = access.mayCall(confirmMeragr);
  const what = blocked
    ? t('agreements.pendingBannerBlocked')
    : rows.length === 1
      ? t('agreements.shellOne', { name: labelOf(AGREEMENT_KIND, first.kind, currentLang()), due })
      : t('agreements.shellMany', { count: rows.length, due });
  const actions = (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      {page ? (
        <Link to={page} style={{ whiteSpace: 'nowrap' }}>
          {mayAccept ? t('agreements.shellOpen') : t('agreements.shellView')}
        </Link>
      ) : null}
      {mayPutOff ? (
        <Button
          size="small"
          type="text"
          data-testid="consent-later"
          onClick={() => {
            try {
              sessionStorage.setItem(LATER_KEY, which);
            } catch {
              // no storage: hidden for this page's life only
            }
            setLater(which);
          }}
        >
          {t('agreements.shellLater')}
        </Button>
      ) : null}
    </span>
  );
  // On a phone the actions go under the text: beside it they left the text a column a word wide.
  const narrow = !screens.md;
  return (
    <Alert
      type={blocked ? 'error' : 'warning'}
      showIcon
      banner
      style={{ marginBottom: 16, borderRadius: 8 }}
      title={
        <span>
          {what} {blocked ? null : mayAccept ? t('agreements.shellAdmin') : t('agreements.shellOperator')}
          {narrow ? <span style={{ display: 'block', marginTop: 8 }}>{actions}</span> : null}
        </span>
      }
      action={narrow ? undefined : <span style={{ marginInlineStart: 12 }}>{actions}</span>}
    />
  );
}
