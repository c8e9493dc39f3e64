import '../../ui/list/messages.ts';
import './messages.ts';
import { mask } from '@mp/core/masking';
import { PAYMENT_AUDIT_STATUS } from '@mp/core/statuses';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isSignedIn } from '../../storage/browserStorage.ts';
import { formatTime14, money, mop } from '../../ui/list/format.ts';
import {
  itemsOf,
  RecordDetailCard,
  RecordFacts,
  RecordHead,
  useRecordDetail,
} from '../../ui/list/RecordDetail.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { usePrivacyMask } from '../../ui/privacy.ts';
import { usePaymentDetail } from './api.ts';
import { PaymentActions } from './PaymentActions.tsx';

/** The review trail of a payment, in order; a refused or returned review ends it. */
function trail(status: string): number {
  if (status === 'INIT') return 0;
  if (status === 'AUDITING') return 1;
  return 2;
}

/**
 * Payment detail (431; group: gpayment_query_detail; the public /detailPayment): the payee, the amount
 * and the review trail.
 */
export default function PaymentDetailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [masked] = usePrivacyMask();
  const detail = useRecordDetail('payment_no', usePaymentDetail);
  if (route.area === 'public' && !isSignedIn()) return <Navigate to="/" replace />;
  const row = itemsOf(t);

  const card = (
    <RecordDetailCard route={route} list="payments.list" texts="money.payment" detail={detail}>
      {(d) => {
        const failed = d.status === 'AUDIT_REJECT' || d.status === 'AUDIT_CLOSED';
        return (
          <>
            <RecordHead label={t('money.c.paymentAmount')} amount={mop(d.amount, d.currency)}>
              <StatusTag labels={PAYMENT_AUDIT_STATUS} value={d.status} />
            </RecordHead>
            <PaymentActions d={d} />
            <Steps
              size="small"
              style={{ margin: '8px 0 24px' }}
              current={trail(d.status)}
              status={failed ? 'error' : d.status === 'AUDITING' ? 'process' : 'finish'}
              items={[
                { title: t('money.payment.stepCreated'), content: formatTime14(d.created_at) },
                { title: t('money.payment.stepSubmitted'), content: formatTime14(d.submitted_at) || '-' },
                {
                  title: failed ? t('money.payment.stepRefused') : t('money.payment.stepAudited'),
                  content: formatTime14(d.audited_at) || '-',
                },
              ]}
            />
            <RecordFacts
              items={[
                row('no', 'money.c.paymentNo', d.payment_no),
                row(
                  'st',
                  'money.c.paymentStatus',
                  <StatusTag labels={PAYMENT_AUDIT_STATUS} value={d.status} />,
                ),
                row('mer', 'money.c.merchant', `${d.mer_name} (${d.mer_no})`),
                row('payee', 'money.c.payeeName', mask('name', d.payee_name, masked)),
                row('acct', 'money.c.payeeAccount', d.payee_account_no),
                row('bank', 'money.c.payeeBank', d.payee_bank),
                row('amt', 'money.c.paymentAmount', money(d.amount)),
                row('fee', 'money.c.fee', money(d.fee)),
                row('purpose', 'money.c.purpose', d.purpose || '-'),
                row('remark', 'money.c.remark', d.remark || '-'),
                row('oper', 'money.c.operator', d.oper_login_name || '-'),
                row('auditor', 'money.c.auditor', d.auditor_name || '-'),
                row('audit', 'money.c.auditRemark', d.audit_remark || '-'),
                row('fin', 'money.c.finishedTime', formatTime14(d.finished_at) || '-'),
              ]}
            />
          </>
        );
      }}
    </RecordDetailCard>
  );
  return route.area === 'public' ? (
    <div style={{ maxWidth: 980, margin: '32px auto', padding: '0 16px' }}>{card}</div>
  ) : (
    card
  );
}
