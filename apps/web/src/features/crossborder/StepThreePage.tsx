import './messages.ts';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { money } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { applyTransfer, sendTransferCode, transferOfForm, usePayees } from './api.ts';
import type { Draft } from './draft.ts';
import { STEP_FINISH_PATH, STEP_ONE_PATH, STEP_TWO_PATH } from './paths.ts';
import { NoDraft, QuoteSummary, StepsBar, useSecondsLeft, useStepDraft } from './Wizard.tsx';

const binding = (d: Draft) => ({
  client_key: d.formId,
  rate_token: d.quote?.rate_token ?? '',
  payee_id: d.payeeId,
  pay_amount: d.quote?.pay_amount ?? 0,
  payee_amount: d.quote?.payee_amount ?? 0,
});

/**
 * stepThree: the transfer as it will go, confirmed by an SMS code bound to it (amount and the payee
 * account's last four digits in the text) and the payment password. The submit is idempotent by the
 * formId; after a time-out the page looks the transfer up before it offers to send again.
 */
export default function StepThreePage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, update } = useStepDraft();
  const left = useSecondsLeft(draft);
  const payees = usePayees();
  const [sms, setSms] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState<'' | 'sms' | 'submit'>('');
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const finish = (no: string) => {
    update({ transferNo: no });
    navigate(`${STEP_FINISH_PATH}?formId=${draft?.formId ?? ''}`);
  };
  // Already submitted (a reload, the back button): the finish page shows it.
  useEffect(() => {
    if (draft?.transferNo) navigate(`${STEP_FINISH_PATH}?formId=${draft.formId}`, { replace: true });
  }, [draft, navigate]);

  if (!draft?.quote) {
    return (
      <AdminPage route={route} back={STEP_ONE_PATH}>
        <NoDraft />
      </AdminPage>
    );
  }
  const d = draft;
  const payee = payees.data?.rows.find((p) => p.payee_id === d.payeeId);
  const expired = left === 0;
  const waitSms = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const send = async () => {
    setBusy('sms');
    setRefusal('');
    try {
      const r = await sendTransferCode(binding(d));
      if (!r.ok) {
        setRefusal(r.message);
        return;
      }
      setSentTo(r.data.sent_to);
      setResendAt(Date.now() + r.data.resend_in * 1000);
    } finally {
      setBusy('');
    }
  };

  const submit = async () => {
    setBusy('submit');
    setRefusal('');
    setTimedOut(false);
    try {
      const r = await applyTransfer({
        ...binding(d),
        trans_type: d.transType,
        goods_name: d.goodsName.trim(),
        purpose: d.purpose.trim(),
        remark: d.remark.trim(),
        orders: d.orders,
        pay_password: password,
        sms_code: sms.trim(),
      } as never);
      if (r.ok) {
        finish(r.data.transfer_no);
        return;
      }
      if (r.code === 'TIMEOUT') {
        const found = await transferOfForm(d.formId);
        if (found) {
          finish(found.transfer_no);
          return;
        }
        setTimedOut(true);
        return;
      }
      setPassword('');
      setRefusal(r.message);
    } finally {
      setBusy('');
    }
  };

  return (
    <AdminPage route={route} intro={t('crossborder.stepThreeIntro')} back={STEP_TWO_PATH}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <StepsBar current={2} />
        <Card title={t('crossborder.checkTransfer')}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'payee', label: t('crossborder.payee'), children: payee?.name ?? '' },
              {
                key: 'account',
                label: t('crossborder.payeeAccount'),
                children: payee ? `${payee.bank_name} ${payee.account_no}` : '',
              },
              {
                key: 'type',
                label: t('crossborder.transType'),
                children: t(`crossborder.transTypes.${d.transType}`),
              },
              { key: 'goods', label: t('crossborder.goodsName'), children: d.goodsName },
              { key: 'purpose', label: t('crossborder.purpose'), children: d.purpose },
              { key: 'remark', label: t('crossborder.remark'), children: d.remark || t('crossborder.none') },
              {
                key: 'orders',
                label: t('crossborder.evidence'),
                children: d.orders.length
                  ? d.orders.map((o) => `${o.order_no} (MOP ${money(o.amount)})`).join(', ')
                  : t('crossborder.none'),
              },
            ]}
          />
        </Card>
        <QuoteSummary draft={d} left={left} />
        <Card title={t('crossborder.confirmTitle')}>
          <Form layout="vertical" style={{ maxWidth: 420 }} onFinish={() => void submit()}>
            <Form.Item
              label={t('crossborder.smsCode')}
              htmlFor="xfer-sms"
              extra={sentTo ? t('crossborder.smsSent', { to: sentTo }) : t('crossborder.smsHelp')}
            >
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  id="xfer-sms"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={sms}
                  onChange={(e) => setSms(e.target.value)}
                />
                <Button
                  onClick={() => void send()}
                  loading={busy === 'sms'}
                  disabled={expired || waitSms > 0}
                >
                  {waitSms > 0
                    ? t('crossborder.resendIn', { s: waitSms })
                    : sentTo
                      ? t('crossborder.resend')
                      : t('crossborder.sendSms')}
                </Button>
              </Space.Compact>
            </Form.Item>
            <Form.Item label={t('crossborder.payPassword')} htmlFor="xfer-pay-password">
              <Input.Password
                id="xfer-pay-password"
                autoComplete="off"
                maxLength={32}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Form.Item>
            {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
            {timedOut ? (
              <Alert type="warning" showIcon title={t('crossborder.timedOut')} style={{ marginBottom: 16 }} />
            ) : null}
            <Space wrap>
              <Button onClick={() => navigate(`${STEP_TWO_PATH}?formId=${d.formId}`)}>
                {t('crossborder.previous')}
              </Button>
              <Button
                type="primary"
                htmlType="submit"
                loading={busy === 'submit'}
                disabled={expired || !/^\d{6}$/.test(sms.trim()) || password === ''}
              >
                {timedOut ? t('crossborder.submitAgain') : t('crossborder.submit')}
              </Button>
            </Space>
            {expired ? (
              <Typography.Paragraph type="danger" style={{ marginTop: 12 }}>
                <Typography.Link onClick={() => navigate(`${STEP_ONE_PATH}?formId=${d.formId}`)}>
                  {t('crossborder.quoteExpiredBack')}
                </Typography.Link>
              </Typography.Paragraph>
            ) : null}
          </Form>
        </Card>
      </Space>
    </AdminPage>
  );
}
