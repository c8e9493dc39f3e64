import './messages.ts';
import { PAYEE_STATUS } from '@mp/core/statuses';
import { Alert, Button, Card, Descriptions, Radio, Select, Space, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatDate, formatTime14, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { UnitInput } from '../../ui/UnitInput.tsx';
import { minor, type Quote, requestQuote, usePayees, verifyPayee } from './api.ts';
import { type Draft, mmss, newDraft, readDraft, saveDraft, secondsLeft } from './draft.ts';
import { PayeeDialog } from './PayeeDialog.tsx';
import { LIST_PATH, STEP_TWO_PATH } from './paths.ts';
import { StepsBar } from './Wizard.tsx';

/** stepOne: a verified payee, the amount in either currency, and a locked quote with every price part. */
export default function StepOnePage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => readDraft(params.get('formId')) ?? newDraft());
  const [previous, setPrevious] = useState<Quote | null>(null);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(Date.now());
  const [adding, setAdding] = useState(false);
  const payees = usePayees();
  const en = currentLang() === 'en';

  // The formId is in the URL from the first render: a reload finds the draft again.
  useEffect(() => {
    if (params.get('formId') !== draft.formId) setParams({ formId: draft.formId }, { replace: true });
    saveDraft(draft);
  }, [draft, params, setParams]);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);

  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const verified = (payees.data?.rows ?? []).filter((p) => p.status === 'VERIFIED');
  const payee = payees.data?.rows.find((p) => p.payee_id === draft.payeeId);
  const left = secondsLeft(draft, now);
  const q = draft.quote;
  const expired = !!q && left === 0;
  const stale = !!q && q.payee_id !== draft.payeeId;

  const verifyAgain = async (id: string) => {
    const r = await verifyPayee(id);
    if (r.ok) void payees.refetch();
  };

  const quote = async () => {
    setBusy(true);
    setRefusal('');
    try {
      const r = await requestQuote({
        client_key: draft.formId,
        payee_id: draft.payeeId,
        amount_side: draft.amountSide,
        amount: draft.amount.trim(),
      });
      if (!r.ok) {
        setRefusal(r.message);
        return;
      }
      setPrevious(draft.quote);
      update({ quote: r.data, skewMs: r.data.server_time_ms - Date.now() });
    } finally {
      setBusy(false);
    }
  };

  const fx = (n: number, qq: Quote) => minor(n, qq.decimals, qq.currency);
  const parts = (qq: Quote) => [
    { key: 'rate', label: t('crossborder.rate'), children: `1 ${qq.currency} = ${qq.rate} MOP` },
    {
      key: 'ref',
      label: t('crossborder.referenceRate'),
      children: `1 ${qq.currency} = ${qq.reference_rate} MOP · ${qq.reference_source} · ${formatTime14(qq.reference_time)}`,
    },
    {
      key: 'margin',
      label: t('crossborder.margin'),
      children: t('crossborder.marginBp', { bp: qq.margin_bp }),
    },
    { key: 'pay', label: t('crossborder.payAmount'), children: `MOP ${money(qq.pay_amount)}` },
    ...qq.fees.map((f) => ({
      key: `fee-${f.code}`,
      label: en ? f.label_en : f.label_zh,
      children: `MOP ${money(f.amount)}`,
    })),
    { key: 'total', label: t('crossborder.totalPay'), children: <strong>MOP {money(qq.total_pay)}</strong> },
    {
      key: 'receives',
      label: t('crossborder.payeeAmount'),
      children: <strong>{fx(qq.payee_amount, qq)}</strong>,
    },
    { key: 'value', label: t('crossborder.valueDate'), children: formatDate(qq.value_date) },
    { key: 'arrival', label: t('crossborder.expectedDate'), children: formatDate(qq.arrival_date) },
  ];

  return (
    <AdminPage route={route} intro={t('crossborder.stepOneIntro')} back={LIST_PATH}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <StepsBar current={0} />
        <Card
          title={t('crossborder.payee')}
          extra={<Button onClick={() => setAdding(true)}>{t('crossborder.addPayee')}</Button>}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Select
              style={{ width: '100%', maxWidth: 560 }}
              value={draft.payeeId || undefined}
              placeholder={t('crossborder.choosePayee')}
              aria-label={t('crossborder.payee')}
              loading={payees.isLoading}
              onChange={(v: string) => update({ payeeId: v, quote: null })}
              options={verified.map((p) => ({
                value: p.payee_id,
                label: `${p.name} · ${p.currency} · ${p.bank_name} ${p.account_no}`,
              }))}
            />
            {(payees.data?.rows ?? [])
              .filter((p) => p.status !== 'VERIFIED')
              .map((p) => (
                <Typography.Text key={p.payee_id} type="secondary">
                  <StatusTag labels={PAYEE_STATUS} value={p.status} /> {p.name} {p.account_no}
                  {p.status_note ? ` — ${t('crossborder.payeeMismatch')}` : ''}{' '}
                  <Typography.Link onClick={() => void verifyAgain(p.payee_id)}>
                    {t('crossborder.verifyAgain')}
                  </Typography.Link>
                </Typography.Text>
              ))}
          </Space>
        </Card>
        <Card title={t('crossborder.amount')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Radio.Group
              value={draft.amountSide}
              onChange={(e) => update({ amountSide: e.target.value })}
              options={[
                { value: 'PAY', label: t('crossborder.sidePay') },
                {
                  value: 'RECEIVE',
                  label: payee?.currency
                    ? t('crossborder.sideReceive', { currency: payee.currency })
                    : t('crossborder.payeeAmount'),
                },
              ]}
            />
            <Space wrap>
              <UnitInput
                style={{ width: 220 }}
                inputMode="decimal"
                maxLength={24}
                unit={draft.amountSide === 'PAY' ? 'MOP' : (payee?.currency ?? '')}
                value={draft.amount}
                onChange={(e) => update({ amount: e.target.value })}
                aria-label={t('crossborder.amount')}
              />
              <Button
                type="primary"
                loading={busy}
                disabled={!draft.payeeId || !draft.amount.trim()}
                onClick={quote}
              >
                {q ? t('crossborder.requote') : t('crossborder.getQuote')}
              </Button>
            </Space>
            {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
          </Space>
        </Card>
        {q && !stale ? (
          <Card
            title={t('crossborder.quote')}
            extra={
              <Statistic
                value={mmss(left)}
                styles={{ content: { fontSize: 20, color: left <= 60 ? '#cf1322' : undefined } }}
                prefix={t('crossborder.lockedFor')}
              />
            }
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              {expired ? (
                <Alert type="error" showIcon title={t('crossborder.quoteExpired')} />
              ) : left <= 60 ? (
                <Alert type="warning" showIcon title={t('crossborder.quoteEnding')} />
              ) : null}
              {previous ? (
                <Space align="start" wrap size={24} style={{ width: '100%' }}>
                  <div style={{ minWidth: 280 }}>
                    <Typography.Title level={5}>{t('crossborder.oldQuote')}</Typography.Title>
                    <Descriptions size="small" column={1} items={parts(previous)} />
                  </div>
                  <div style={{ minWidth: 280 }}>
                    <Typography.Title level={5}>{t('crossborder.newQuote')}</Typography.Title>
                    <Descriptions size="small" column={1} items={parts(q)} />
                  </div>
                </Space>
              ) : (
                <Descriptions size="small" column={{ xs: 1, md: 2 }} items={parts(q)} />
              )}
              {previous && q.total_pay > previous.total_pay ? (
                <Alert type="warning" showIcon title={t('crossborder.paysMore')} />
              ) : null}
              <Button
                type="primary"
                disabled={expired}
                onClick={() => {
                  saveDraft(draft);
                  navigate(`${STEP_TWO_PATH}?formId=${draft.formId}`);
                }}
              >
                {t('crossborder.next')}
              </Button>
            </Space>
          </Card>
        ) : null}
        <Typography.Text type="secondary">
          {t('crossborder.formIdNote', { formId: draft.formId })}{' '}
          <Typography.Link onClick={() => setDraft(newDraft())}>{t('crossborder.startOver')}</Typography.Link>
        </Typography.Text>
      </Space>
      <PayeeDialog
        open={adding}
        onClose={() => setAdding(false)}
        onDone={(p) => {
          void payees.refetch();
          if (p.status === 'VERIFIED') {
            setAdding(false);
            update({ payeeId: p.payee_id, quote: null });
          }
        }}
      />
    </AdminPage>
  );
}
