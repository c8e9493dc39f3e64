import type { PageProps } from '../../ui/page-props.ts';
import './messages.ts';
import '../../ui/admin/messages.ts';
import { formatCents } from '@mp/core/money';
import { type ReviewDecisionT, reasonsOf } from '@mp/core/schemas/review';
import { labelOf, REVIEW_DECISION, REVIEW_ITEM_STATUS } from '@mp/core/statuses';
import { Alert, Button, Card, Descriptions, Form, Input, List, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { statusColor } from '../../ui/list/statusColors.ts';
import { TimeText } from '../../ui/list/TimeText.tsx';
import {
  contracts as c,
  openReviewFile,
  useClaim,
  useDecide,
  useItem,
  useRelease,
  useSecond,
} from './api.ts';

/**
 * /backoffice/review_detail?item_id= (S1): one request as the reviewer sees it, its history, and what the
 * person may do with it: claim or release (S11), decide with a reason from the catalogue (S11), give the
 * second approval (S12). Buttons the person cannot use are explained, never silently missing.
 */
export default function DetailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const pick = (l: { zh: string; en: string }) => (lang === 'zh-TW' ? l.zh : l.en);
  const [params] = useSearchParams();
  const id = params.get('item_id') ?? '';
  const q = useItem(id);
  const access = useAccess();
  const claim = useClaim();
  const release = useRelease();
  const decide = useDecide();
  const second = useSecond();
  const [refusal, setRefusal] = useState('');
  const [form] = Form.useForm<{ decision: ReviewDecisionT; reason_code?: string; reason_text?: string }>();
  const [agreeText, setAgreeText] = useState('');

  const run = async (p: Promise<unknown>) => {
    setRefusal('');
    try {
      await p;
    } catch (e) {
      const code = (e as { code?: string }).code;
      setRefusal(
        code ? `${catalogueText(code)}${(e as Error).message ? ` ${(e as Error).message}` : ''}` : String(e),
      );
    }
  };

  const d = q.data;
  if (!d)
    return (
      <AdminPage route={route}>{q.isError ? <Alert type="error" title={String(q.error)} /> : null}</AdminPage>
    );
  const item = d.item;
  const mayDecide = access.mayCall(c.reviewDecide);
  const maySecond = access.mayCall(c.reviewSecond);
  const reasons = reasonsOf(item.kind);
  const open = ['PENDING', 'CLAIMED'].includes(item.status);
  const heldByOther = item.status === 'CLAIMED' && d.held_by_me === 'N';
  /** Who took the (first) decision and which: said when it is decided or awaits the second approver. */
  const decided = { name: item.decided_by_name, decision: labelOf(REVIEW_DECISION, item.decision, lang) };

  return (
    <AdminPage route={route}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" title={`${pick(item.kind_title)} ${item.ref}`}>
          <Space wrap>
            <Tag color={statusColor(item.status)}>{labelOf(REVIEW_ITEM_STATUS, item.status, lang)}</Tag>
            {item.amount !== null ? <span>{formatCents(item.amount)}</span> : null}
            <span>
              {t('review.age')}: {t('review.hours', { n: item.age_hours })}
            </span>
            {item.overdue === 'Y' ? (
              <Tag color="red">{t('review.overdueTag', { n: item.overdue_hours })}</Tag>
            ) : null}
            {item.claimed_by_name ? (
              <span>
                {t('review.claimedBy')}: {item.claimed_by_name}
              </span>
            ) : null}
          </Space>
        </Card>
        {d.sections.map((s) => (
          <Card key={pick(s.title)} size="small" title={pick(s.title)}>
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              {s.rows.map((r) => (
                <Descriptions.Item key={pick(r.label)} label={pick(r.label)}>
                  {typeof r.value === 'string' ? r.value : pick(r.value)}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Card>
        ))}
        {d.files.length > 0 ? (
          <Card size="small" title={t('review.files')}>
            <List
              size="small"
              dataSource={d.files}
              renderItem={(f) => (
                <List.Item
                  actions={[
                    <Button
                      key="open"
                      size="small"
                      aria-label={`${t('review.openFile')} ${pick(f.label)}`}
                      onClick={() => void openReviewFile(item.item_id, f.file_id)}
                    >
                      {t('review.openFile')}
                    </Button>,
                  ]}
                >
                  {`${pick(f.label)}: ${f.file_name}`}
                </List.Item>
              )}
            />
          </Card>
        ) : null}
        <Card size="small" title={t('review.decide')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
            {d.own_request === 'Y' ? <Alert type="warning" showIcon title={t('review.ownRequest')} /> : null}
            {!mayDecide ? <Alert type="info" showIcon title={t('review.noDecide')} /> : null}
            {heldByOther ? (
              <Alert type="info" showIcon title={t('review.heldBy', { name: item.claimed_by_name })} />
            ) : null}
            {item.status === 'DECIDED' ? (
              <Alert type="success" showIcon title={t('review.decidedText', decided)} />
            ) : null}
            {item.status === 'CLOSED' ? <Alert type="info" showIcon title={t('review.closedText')} /> : null}
            {mayDecide && open && d.own_request === 'N' && !heldByOther ? (
              <Space>
                {item.status === 'PENDING' ? (
                  <Button loading={claim.isPending} onClick={() => run(claim.mutateAsync({ item_id: id }))}>
                    {t('review.claim')}
                  </Button>
                ) : (
                  <Button
                    loading={release.isPending}
                    onClick={() => run(release.mutateAsync({ item_id: id }))}
                  >
                    {t('review.release')}
                  </Button>
                )}
              </Space>
            ) : null}
            {mayDecide && d.decisions.length > 0 && d.own_request === 'N' && !heldByOther ? (
              <Form
                form={form}
                layout="vertical"
                name="decide"
                onFinish={(v) => run(decide.mutateAsync({ item_id: id, ...v }))}
              >
                <Form.Item name="decision" label={t('review.decision')} rules={[{ required: true }]}>
                  <Select
                    options={d.decisions.map((x) => ({
                      value: x.decision,
                      label: `${labelOf(REVIEW_DECISION, x.decision, lang)}${x.needs_second === 'Y' ? ' *' : ''}`,
                    }))}
                  />
                </Form.Item>
                {d.decisions.some((x) => x.needs_second === 'Y') ? (
                  <Alert
                    type="info"
                    showIcon
                    title={t('review.needsSecond', { limit: formatCents(d.second_limit) })}
                  />
                ) : null}
                <Form.Item name="reason_code" label={t('review.reason')}>
                  <Select
                    allowClear
                    options={Object.entries(reasons).map(([k, l]) => ({ value: k, label: pick(l) }))}
                  />
                </Form.Item>
                <Form.Item name="reason_text" label={t('review.reasonText')} rules={[{ max: 200 }]}>
                  <Input.TextArea rows={2} maxLength={200} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={decide.isPending}>
                  {t('review.submit')}
                </Button>
              </Form>
            ) : null}
            {item.status === 'AWAITING_SECOND' ? (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Alert type="warning" showIcon title={t('review.awaitingSecond', decided)} />
                {maySecond ? (
                  <>
                    <Input.TextArea
                      aria-label={t('review.reasonText')}
                      rows={2}
                      maxLength={200}
                      value={agreeText}
                      onChange={(e) => setAgreeText(e.target.value)}
                    />
                    <Space>
                      <Button
                        type="primary"
                        loading={second.isPending}
                        onClick={() =>
                          run(second.mutateAsync({ item_id: id, agree: 'Y', reason_text: agreeText }))
                        }
                      >
                        {t('review.agree')}
                      </Button>
                      <Button
                        loading={second.isPending}
                        onClick={() =>
                          run(second.mutateAsync({ item_id: id, agree: 'N', reason_text: agreeText }))
                        }
                      >
                        {t('review.disagree')}
                      </Button>
                    </Space>
                  </>
                ) : (
                  <Alert type="info" showIcon title={t('review.noSecond')} />
                )}
              </Space>
            ) : null}
          </Space>
        </Card>
        <Card size="small" title={t('review.events')}>
          <Table
            size="small"
            rowKey={(r) => `${r.at}-${r.action}-${r.staff_id}`}
            dataSource={d.events}
            pagination={false}
            columns={[
              { key: 'at', title: t('review.when'), render: (_, r) => <TimeText value={r.at} /> },
              {
                key: 'action',
                title: t('review.action'),
                render: (_, r) =>
                  [
                    t(`review.actions.${r.action}`, { defaultValue: r.action }),
                    r.decision ? labelOf(REVIEW_DECISION, r.decision, lang) : '',
                  ]
                    .filter(Boolean)
                    .join(': '),
              },
              { key: 'who', title: t('review.by'), render: (_, r) => `${r.staff_name} (#${r.staff_id})` },
              {
                key: 'why',
                title: t('review.reason'),
                render: (_, r) =>
                  [r.reason_code && reasons[r.reason_code] ? pick(reasons[r.reason_code]) : '', r.reason_text]
                    .filter(Boolean)
                    .join(': '),
              },
            ]}
          />
        </Card>
        <Card size="small" title={t('review.history')}>
          <Table
            size="small"
            rowKey={(r) => `${r.at}-${r.action}`}
            dataSource={d.history}
            pagination={false}
            columns={[
              { key: 'at', title: t('review.when'), render: (_, r) => <TimeText value={r.at} /> },
              { key: 'action', title: t('review.action'), dataIndex: 'action' },
              { key: 'actor', title: t('review.by'), dataIndex: 'actor' },
              { key: 'reason', title: t('review.reason'), dataIndex: 'reason' },
            ]}
          />
        </Card>
      </Space>
    </AdminPage>
  );
}
