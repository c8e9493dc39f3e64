import './messages.ts';
import { Alert, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { useApprovalLink, useSendApprovalLink } from './api.ts';
import { macauTimeText } from './format.ts';

const TYPE = {
  NONE: 'info',
  PENDING: 'info',
  EXPIRED: 'warning',
  APPROVED: 'success',
  DECLINED: 'error',
} as const;

/**
 * The provider's side of /serve/approve on a submitted entry (docs/decisions.md, "Onboarding's signatures
 * and /serve/approve"): when the link went, where and until when, the sub-merchant's decision once taken, and
 * the button that sends it (again: the earlier link ends). The review approves the entry only after the
 * sub-merchant did.
 */
export function ServeApproveLink({ applyNo }: { applyNo: string }) {
  const { t } = useTranslation();
  const q = useApprovalLink(applyNo);
  const send = useSendApprovalLink(applyNo);
  const s = q.data;
  if (!s) return null;
  const run = async () => {
    try {
      const r = await send.mutateAsync();
      notifier().success(
        t('onboarding.entry.approval.sentTo', { to: r.sent_to, until: macauTimeText(r.expires_at) }),
      );
    } catch {
      // The client shows the refusal.
    }
  };
  const text = t(`onboarding.entry.approval.${s.state}`, {
    to: s.sent_to,
    sent: macauTimeText(s.sent_at),
    until: macauTimeText(s.expires_at),
    at: macauTimeText(s.decided_at),
  });
  const again = s.state === 'PENDING' || s.state === 'EXPIRED';
  const button = (
    <Button
      type={again ? 'default' : 'primary'}
      loading={send.isPending}
      onClick={again ? undefined : () => void run()}
    >
      {t(again ? 'onboarding.entry.approval.resend' : 'onboarding.entry.approval.send')}
    </Button>
  );
  return (
    <Card size="small" title={t('onboarding.entry.approval.title')} data-testid="serve-approve-link">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert
          type={TYPE[s.state]}
          showIcon
          title={text}
          description={
            s.state === 'DECLINED' && s.remark
              ? t('onboarding.entry.approval.reason', { reason: s.remark })
              : undefined
          }
        />
        {s.state === 'APPROVED' || s.state === 'DECLINED' ? null : (
          <Typography.Text type="secondary">{t('onboarding.entry.approval.help')}</Typography.Text>
        )}
        {s.can_send === 'Y' ? (
          again ? (
            <Popconfirm title={t('onboarding.entry.approval.resendConfirm')} onConfirm={() => void run()}>
              {button}
            </Popconfirm>
          ) : (
            button
          )
        ) : null}
      </Space>
    </Card>
  );
}
