import './messages.ts';
import { formatCents, parseAmountInput } from '@mp/core/money';
import { labelOf, TXN_RESULT } from '@mp/core/statuses';
import { Alert, Button, Card, Descriptions, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang, pick } from '../../i18n/index.ts';
import { statusColor } from '../../ui/list/statusColors.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useCaptcha } from '../auth/index.ts';
import { RegisterShell } from '../onboarding/index.ts';
import { type Found, lookup, lookupState, report } from './api.ts';
import { time14 } from './DocText.tsx';

interface Values {
  reference: string;
  amount: string;
  date: string;
  captcha_code?: string;
}

const REASONS = ['NOT_RECEIVED', 'WRONG_AMOUNT', 'CHARGED_TWICE', 'NOT_MINE', 'OTHER'] as const;

/**
 * /payQuery (by the payment's reference) and /dealQuery (by the merchant's order number): a payer checks
 * a payment without signing in; a captcha after three misses; a problem reported reaches the merchant.
 */
export default function PayQueryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const by = route.name === 'dealQuery' ? 'DEAL' : 'PAY';
  const [form] = Form.useForm<Values>();
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const captcha = useCaptcha(needCaptcha);
  const [found, setFound] = useState<Found | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void lookupState()
      .then((s) => setNeedCaptcha(s.captcha === 'Y'))
      .catch(() => undefined);
  }, []);

  const submit = async (v: Values) => {
    setProblem(null);
    setFound(null);
    const amount = parseAmountInput(v.amount.trim());
    if (!amount.ok || amount.cents <= 0n) {
      form.setFields([{ name: 'amount', errors: [catalogueText(amount.ok ? 'VAL10012' : amount.code)] }]);
      return;
    }
    setBusy(true);
    const r = await lookup({
      by,
      reference: v.reference.trim(),
      amount: Number(amount.cents),
      date: v.date.replaceAll('-', ''),
      ...(needCaptcha ? { captcha_key: captcha.key, captcha_code: v.captcha_code?.trim() ?? '' } : {}),
    });
    setBusy(false);
    if (r.ok) {
      setFound(r.data);
      setNeedCaptcha(false);
      return;
    }
    setProblem(r.message);
    const s = await lookupState().catch(() => null);
    if (s?.captcha === 'Y') {
      setNeedCaptcha(true);
      captcha.refresh();
      form.setFieldValue('captcha_code', '');
    }
  };

  return (
    <RegisterShell title={pick(route.title)}>
      <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 640 }}>
        <Card variant="borderless">
          <Typography.Paragraph type="secondary">
            {t(by === 'PAY' ? 'payerLookup.introPay' : 'payerLookup.introDeal')}
          </Typography.Paragraph>
          <Form form={form} layout="vertical" name="payerLookup" onFinish={submit} requiredMark={false}>
            <Form.Item
              name="reference"
              label={t(by === 'PAY' ? 'payerLookup.reference' : 'payerLookup.orderNo')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
            <Space wrap align="start" size={16}>
              <Form.Item
                name="amount"
                label={t('payerLookup.amount')}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input inputMode="decimal" maxLength={18} style={{ width: 200 }} placeholder="0.00" />
              </Form.Item>
              <Form.Item
                name="date"
                label={t('payerLookup.date')}
                extra={t('payerLookup.dateHint')}
                rules={[{ required: true }]}
              >
                <Input type="date" style={{ width: 200 }} />
              </Form.Item>
            </Space>
            {needCaptcha ? (
              <Form.Item label={t('payerLookup.captcha')} extra={t('payerLookup.captchaHint')} required>
                <Space>
                  <Form.Item name="captcha_code" noStyle rules={[{ required: true, whitespace: true }]}>
                    <Input
                      maxLength={8}
                      style={{ width: 140 }}
                      autoComplete="off"
                      aria-label={t('payerLookup.captcha')}
                    />
                  </Form.Item>
                  {captcha.image ? (
                    <button
                      type="button"
                      onClick={captcha.refresh}
                      style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
                    >
                      <img src={captcha.image} alt={t('payerLookup.captchaHint')} height={36} />
                    </button>
                  ) : null}
                </Space>
              </Form.Item>
            ) : null}
            {problem ? (
              <Alert type="warning" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />
            ) : null}
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('payerLookup.search')}
              </Button>
              <Link to={by === 'PAY' ? '/dealQuery' : '/payQuery'}>
                {t(by === 'PAY' ? 'payerLookup.other' : 'payerLookup.otherPay')}
              </Link>
            </Space>
          </Form>
        </Card>
        {found ? <Result found={found} lang={lang} /> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('payerLookup.privacy')}
        </Typography.Text>
      </Space>
    </RegisterShell>
  );
}

function Result({ found, lang }: { found: Found; lang: 'zh-TW' | 'en' }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: (typeof REASONS)[number]; message: string; contact: string }>();
  const send = async (v: { reason: (typeof REASONS)[number]; message?: string; contact?: string }) => {
    try {
      const r = await report({
        report_token: found.report_token,
        reason: v.reason,
        message: v.message?.trim() ?? '',
        contact: v.contact?.trim() ?? '',
      });
      setSent(r.report_no);
    } catch {
      // The call has told the person.
    }
  };
  return (
    <Card variant="borderless" title={t('payerLookup.result')} data-testid="payer-result">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('payerLookup.merchant')}>{found.trading_name}</Descriptions.Item>
        <Descriptions.Item label={t('payerLookup.store')}>{found.store_name}</Descriptions.Item>
        <Descriptions.Item label={t('payerLookup.time')}>{time14(found.paid_at)}</Descriptions.Item>
        <Descriptions.Item label={t('payerLookup.amount')}>
          {found.currency} {formatCents(found.amount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('payerLookup.status')}>
          <Tag color={statusColor(found.status)}>
            {labelOf(TXN_RESULT, found.status as keyof typeof TXN_RESULT, lang)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('payerLookup.card')}>
          {found.card_last4 ? `•••• ${found.card_last4}` : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('payerLookup.reportTitle')}
      </Typography.Title>
      {sent ? (
        <Alert type="success" showIcon title={t('payerLookup.sent', { no: sent })} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('payerLookup.reportIntro')}</Typography.Paragraph>
          <Form
            form={form}
            layout="vertical"
            name="payerReport"
            onFinish={send}
            initialValues={{ reason: 'NOT_RECEIVED' }}
          >
            <Form.Item name="reason" label={t('payerLookup.reason')}>
              <Select options={REASONS.map((r) => ({ value: r, label: t(`payerLookup.${r}`) }))} />
            </Form.Item>
            <Form.Item name="message" label={t('payerLookup.message')}>
              <Input.TextArea maxLength={500} rows={3} showCount />
            </Form.Item>
            <Form.Item name="contact" label={t('payerLookup.contact')}>
              <Input maxLength={100} />
            </Form.Item>
            <Button htmlType="submit">{t('payerLookup.send')}</Button>
          </Form>
        </>
      )}
    </Card>
  );
}
