import './messages.ts';
import { Alert, Button, Card, Descriptions, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate, money } from '../../ui/list/format.ts';
import { StepsBar as FlowSteps } from '../../ui/StepsBar.tsx';
import { minor } from './api.ts';
import { type Draft, mmss, readDraft, saveDraft, secondsLeft } from './draft.ts';
import { STEP_ONE_PATH } from './paths.ts';

/** The four steps of a transfer as a bar above each step's page (the URL names the step, ?formId= the draft). */
export function StepsBar({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <FlowSteps
      current={current}
      titles={[
        t('crossborder.steps.one'),
        t('crossborder.steps.two'),
        t('crossborder.steps.three'),
        t('crossborder.steps.finish'),
      ]}
    />
  );
}

/**
 * The draft this step works on, from sessionStorage under the URL's formId, kept there on every change.
 * null: no such draft in this tab (a link from elsewhere, another tab, a closed session) — the page offers
 * to start again.
 */
export function useStepDraft() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<Draft | null>(() => readDraft(params.get('formId')));
  useEffect(() => {
    if (draft) saveDraft(draft);
  }, [draft]);
  const update = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  return { draft, update };
}

/** Seconds the draft's quote has left, ticking every second. */
export function useSecondsLeft(draft: Draft | null): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return draft ? secondsLeft(draft, now) : 0;
}

/** No draft under this formId in this tab. */
export function NoDraft() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      title={t('crossborder.noDraft')}
      action={
        <Button type="primary" onClick={() => navigate(STEP_ONE_PATH)}>
          {t('crossborder.newTransfer')}
        </Button>
      }
    />
  );
}

/** The quote the draft carries, short: what leaves the balance, what arrives, the countdown. */
export function QuoteSummary({ draft, left }: { draft: Draft; left: number }) {
  const { t } = useTranslation();
  const q = draft.quote;
  if (!q) return null;
  return (
    <Card
      size="small"
      title={t('crossborder.quote')}
      extra={
        <Statistic
          value={mmss(left)}
          styles={{ content: { fontSize: 18, color: left <= 60 ? '#cf1322' : undefined } }}
          prefix={t('crossborder.lockedFor')}
        />
      }
    >
      {left === 0 ? (
        <Alert type="error" showIcon title={t('crossborder.quoteExpiredBack')} style={{ marginBottom: 12 }} />
      ) : left <= 60 ? (
        <Alert type="warning" showIcon title={t('crossborder.quoteEnding')} style={{ marginBottom: 12 }} />
      ) : null}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'rate', label: t('crossborder.rate'), children: `1 ${q.currency} = ${q.rate} MOP` },
          { key: 'pay', label: t('crossborder.payAmount'), children: `MOP ${money(q.pay_amount)}` },
          { key: 'fee', label: t('crossborder.feeTotal'), children: `MOP ${money(q.fee_total)}` },
          {
            key: 'total',
            label: t('crossborder.totalPay'),
            children: <strong>MOP {money(q.total_pay)}</strong>,
          },
          {
            key: 'receives',
            label: t('crossborder.payeeAmount'),
            children: <strong>{minor(q.payee_amount, q.decimals, q.currency)}</strong>,
          },
          { key: 'arrival', label: t('crossborder.expectedDate'), children: formatDate(q.arrival_date) },
        ]}
      />
    </Card>
  );
}
