import './messages.ts';
import { Button, Descriptions, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathOf } from '../../ui/admin/paths.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useExpiry } from './api.ts';
import { ChangeFrame, History, StatusTag } from './changePageKit.tsx';

/** inspectionExpirationReCheckSts: the review status of the latest document-expiry update, and its history. */
export default function ExpiryStatusPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useExpiry();
  const c = q.data?.change ?? null;
  return (
    <ChangeFrame route={route} intro={t('merchantinfo.statusIntro')}>
      {!q.data ? (
        <Skeleton active />
      ) : c ? (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'no', label: t('merchantinfo.changeNo'), children: c.change_no },
            { key: 'st', label: t('merchantinfo.status'), children: <StatusTag status={c.status} /> },
            { key: 'at', label: t('merchantinfo.submittedAt'), children: formatTime14(c.created_at) },
            {
              key: 'rv',
              label: t('merchantinfo.reviewedAt'),
              children: c.reviewed_at ? formatTime14(c.reviewed_at) : '-',
            },
            { key: 'why', label: t('merchantinfo.reviewReason'), children: c.review_reason || '-' },
          ]}
        />
      ) : (
        <Empty description={t('merchantinfo.noChange')} />
      )}
      <Button
        style={{ marginTop: 16 }}
        onClick={() => navigate(pathOf('merchant', 'inspectionExpirationUpdateMerc'))}
      >
        {t('merchantinfo.goUpdate')}
      </Button>
      <History kind="EXPIRY" />
    </ChangeFrame>
  );
}
