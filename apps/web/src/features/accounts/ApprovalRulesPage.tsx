import './messages.ts';
import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { type ApprovalRulesBody, useApprovalRules, useSaveApprovalRules } from './api.ts';

/**
 * approvalRules (not in the spec; code 31): the administrator's approval rules. Amounts are typed in MOP
 * (spec point 5) and checked by the server, which names the field of a refusal; empty = no rule.
 */
type Values = Required<ApprovalRulesBody>;
const FIELDS = ['withdraw_above', 'daily_cap', 'refund_above', 'refund_daily_cap'] as const;
const PLACEMENT: Placement = Object.fromEntries(FIELDS.map((f) => [f, f]));
const mopText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export default function ApprovalRulesPage({ route }: PageProps) {
  const { t } = useTranslation();
  const rules = useApprovalRules();
  const save = useSaveApprovalRules(handledCodes(PLACEMENT));
  const [form] = Form.useForm<Values>();
  const r = rules.data;
  useEffect(() => {
    if (r) form.setFieldsValue(Object.fromEntries(FIELDS.map((f) => [f, mopText(r[f])])) as Values);
  }, [r, form]);

  const submit = async (v: Values) => {
    try {
      await save.mutateAsync(Object.fromEntries(FIELDS.map((f) => [f, (v[f] ?? '').trim()])) as Values);
      notifier().success(t('accounts.rules.saved'));
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };

  const field = (name: (typeof FIELDS)[number], label: string, hint?: string) => (
    <Form.Item name={name} label={label} extra={hint} rules={[{ max: 20 }]}>
      <Input inputMode="decimal" suffix="MOP" placeholder={t('accounts.rules.placeholder')} allowClear />
    </Form.Item>
  );

  return (
    <AdminPage route={route} intro={t('accounts.rules.intro')}>
      {!r ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 880 }}>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <Card type="inner" title={t('accounts.rules.withdrawals')}>
                {field('withdraw_above', t('accounts.rules.withdrawAbove'))}
                {field('daily_cap', t('accounts.rules.dailyCap'), t('accounts.rules.dailyCapHint'))}
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card type="inner" title={t('accounts.rules.refunds')}>
                {field('refund_above', t('accounts.rules.refundAbove'))}
                {field(
                  'refund_daily_cap',
                  t('accounts.rules.refundDailyCap'),
                  t('accounts.rules.refundDailyCapHint'),
                )}
              </Card>
            </Col>
          </Row>
          <Alert type="info" showIcon style={{ margin: '16px 0' }} title={t('accounts.rules.adminOnly')} />
          <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('accounts.rules.save')}
            </Button>
            {r.updated_at ? (
              <Typography.Text type="secondary">
                {t('accounts.rules.updatedAt')}: {formatTime14(r.updated_at)}
              </Typography.Text>
            ) : null}
          </div>
        </Form>
      )}
    </AdminPage>
  );
}
