import './messages.ts';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { type StatementSubBody, useSaveStatementSub, useStatementSubs } from './api.ts';

/**
 * statementSubscriptions (not in the spec; code 31): one card per statement kind (frequency and a mail
 * address), then the latest deliveries with their state. The server checks everything and names the field
 * of a refusal.
 */
const KINDS = ['FLOWS', 'FEE_BILL', 'SETTLEMENT'] as const;
type Kind = (typeof KINDS)[number];
const PLACEMENT: Placement = { frequency: 'frequency', email: 'email' };
const STATUS_COLOR = { PENDING: 'processing', SENT: 'success', FAILED: 'error' } as const;
type Values = { frequency: StatementSubBody['frequency']; email?: string; noMail?: boolean };

function SubscriptionCard({
  kind,
  current,
}: {
  kind: Kind;
  current?: { frequency: string; email: string; by: string };
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveStatementSub(handledCodes(PLACEMENT));
  useEffect(() => {
    form.setFieldsValue({
      frequency: (current?.frequency ?? 'OFF') as StatementSubBody['frequency'],
      email: '',
    });
  }, [current?.frequency, form]);
  const choices: readonly string[] =
    kind === 'FEE_BILL' ? ['OFF', 'MONTHLY'] : ['OFF', 'DAILY', 'WEEKLY', 'MONTHLY'];
  const submit = async (v: Values) => {
    try {
      // An empty field keeps the saved address (shown masked) unless the person asks to stop the mails.
      const typed = (v.email ?? '').trim();
      const email = typed !== '' ? typed : v.noMail ? '' : undefined;
      await save.mutateAsync({ kind, frequency: v.frequency, ...(email === undefined ? {} : { email }) });
      form.setFieldsValue({ email: '', noMail: false });
      notifier().success(t('accounts.statements.saved'));
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };
  const id = `stmt-${kind}`;
  return (
    <Card type="inner" title={t(`accounts.statements.kind.${kind}`)} style={{ height: '100%' }}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="frequency"
          label={t('accounts.statements.frequencyLabel')}
          htmlFor={`${id}-frequency`}
          extra={kind === 'FEE_BILL' ? t('accounts.statements.feeBillMonthly') : undefined}
        >
          <Select
            id={`${id}-frequency`}
            options={choices.map((f) => ({ value: f, label: t(`accounts.statements.frequency.${f}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('accounts.statements.email')}
          rules={[{ type: 'email', message: t('accounts.statements.email') }]}
          extra={current?.email ? `${t('accounts.statements.current')}: ${current.email}` : undefined}
        >
          <Input type="email" autoComplete="email" placeholder={t('accounts.statements.emailPlaceholder')} />
        </Form.Item>
        {current?.email ? (
          <Form.Item name="noMail" valuePropName="checked">
            <Checkbox>{t('accounts.statements.noMail')}</Checkbox>
          </Form.Item>
        ) : null}
        {current ? (
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {current.by}
          </Typography.Paragraph>
        ) : null}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('accounts.statements.save')}
        </Button>
      </Form>
    </Card>
  );
}

export default function StatementsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const q = useStatementSubs();
  const subs = new Map((q.data?.subscriptions ?? []).map((s) => [s.kind, s]));
  return (
    <AdminPage route={route} intro={t('accounts.statements.intro')}>
      {!q.data ? (
        <Skeleton active />
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Row gutter={[16, 16]}>
            {KINDS.map((k) => {
              const s = subs.get(k);
              return (
                <Col key={k} xs={24} lg={8}>
                  <SubscriptionCard
                    kind={k}
                    current={
                      s
                        ? {
                            frequency: s.frequency,
                            email: s.email,
                            by: t('accounts.statements.by', {
                              name: s.oper_login_name,
                              time: formatTime14(s.updated_at),
                            }),
                          }
                        : undefined
                    }
                  />
                </Col>
              );
            })}
          </Row>
          <Card type="inner" title={t('accounts.statements.deliveries')}>
            <Table
              size="small"
              rowKey="delivery_id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('accounts.statements.deliveriesEmpty') }}
              dataSource={q.data.deliveries}
              columns={[
                {
                  key: 'kind',
                  title: t('accounts.o.kind'),
                  render: (_, d) => t(`accounts.statements.kind.${d.kind}`),
                },
                {
                  key: 'period',
                  title: t('accounts.statements.period'),
                  render: (_, d) =>
                    d.first_day === d.last_day ? d.first_day : `${d.first_day} – ${d.last_day}`,
                },
                {
                  key: 'channel',
                  title: t('accounts.statements.channelLabel'),
                  render: (_, d) => t(`accounts.statements.channel.${d.channel}`),
                },
                {
                  key: 'status',
                  title: t('accounts.statements.statusLabel'),
                  render: (_, d) => (
                    <Tag color={STATUS_COLOR[d.status]}>{t(`accounts.statements.status.${d.status}`)}</Tag>
                  ),
                },
                { key: 'tries', title: t('accounts.statements.tries'), align: 'right', dataIndex: 'tries' },
                {
                  key: 'when',
                  title: t('accounts.statements.nextAt'),
                  render: (_, d) =>
                    d.status === 'SENT' ? formatTime14(d.sent_at) : formatTime14(d.next_at) || '-',
                },
                {
                  key: 'error',
                  title: t('accounts.statements.error'),
                  render: (_, d) => d.last_error || '-',
                },
              ]}
            />
          </Card>
        </div>
      )}
    </AdminPage>
  );
}
