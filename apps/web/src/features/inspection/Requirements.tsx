import './messages.ts';
import { requirements } from '@mp/core/contracts/inspection';
import { REQUIREMENT_GROUP, REQUIREMENT_KIND } from '@mp/core/statuses';
import { Alert, Card, Empty, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import type { areaOfRoute } from '../../ui/list/area.ts';
import { formatDate } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { type Requirement, type Requirements, useRequirements } from './api.ts';

/**
 * The merchant's requirements grouped as past due, due now and upcoming (issue 29 point 1), each with its
 * deadline, what is restricted now and what comes next and when; and the banner of the restriction.
 */
const GROUPS = ['PAST_DUE', 'DUE_NOW', 'UPCOMING'] as const;

function When({ r }: { r: Requirement }) {
  const { t } = useTranslation();
  if (r.days_left < 0)
    return <Typography.Text type="danger">{t('inspection.daysPast', { n: -r.days_left })}</Typography.Text>;
  if (r.days_left === 0) return <Typography.Text type="warning">{t('inspection.lastDay')}</Typography.Text>;
  return <Typography.Text type="secondary">{t('inspection.daysLeft', { n: r.days_left })}</Typography.Text>;
}

export function RequirementRow({ r, action }: { r: Requirement; action?: ReactNode }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const kind = REQUIREMENT_KIND[r.kind];
  return (
    <List.Item actions={action ? [action] : undefined} data-req={r.req_key}>
      <List.Item.Meta
        title={
          <Space wrap size={4}>
            <span>{lang === 'en' ? kind.en : kind.zh}</span>
            {r.under_review ? <Tag color="processing">{t('inspection.underReview')}</Tag> : null}
            {r.relief === 'WAIVE' ? <Tag color="green">{t('inspection.waived')}</Tag> : null}
            {r.relief === 'EXTEND' ? <Tag color="blue">{t('inspection.extended')}</Tag> : null}
          </Space>
        }
        description={
          <Space orientation="vertical" size={2}>
            <span>
              {t('inspection.subject')}：{r.subject || '-'}
            </span>
            <span>
              {t('inspection.deadline')}：{formatDate(r.deadline)} · <When r={r} />
            </span>
            {r.restriction ? (
              <Typography.Text type="danger">
                {t('inspection.now')}：{catalogueText(r.restriction)}（{r.restriction}）
              </Typography.Text>
            ) : null}
            {r.next_restriction && !r.under_review ? (
              <Typography.Text type="secondary">
                {t('inspection.next', {
                  date: formatDate(r.next_at),
                  what: catalogueText(r.next_restriction),
                })}
              </Typography.Text>
            ) : null}
          </Space>
        }
      />
    </List.Item>
  );
}

export function RequirementGroups({
  data,
  action,
}: {
  data: Requirements;
  action?: (r: Requirement) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  if (data.list.length === 0) return <Empty description={t('inspection.noneDue')} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {GROUPS.map((g) => {
        const rows = data.list.filter((r) => r.group === g);
        if (rows.length === 0) return null;
        return (
          <Card
            key={g}
            size="small"
            title={
              <Space>
                <StatusTag labels={REQUIREMENT_GROUP} value={g} />
                <span>{rows.length}</span>
              </Space>
            }
            aria-label={lang === 'en' ? REQUIREMENT_GROUP[g].en : REQUIREMENT_GROUP[g].zh}
          >
            <List
              dataSource={rows}
              renderItem={(r) => <RequirementRow key={r.req_key} r={r} action={action?.(r)} />}
            />
          </Card>
        );
      })}
    </Space>
  );
}

/** The banner: the restriction in force with its code, what to do and by when; or the nearest deadline. */
export function RestrictionBanner({ data, action }: { data: Requirements | undefined; action?: ReactNode }) {
  const { t } = useTranslation();
  if (!data) return null;
  if (data.level > 0)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('inspection.restrictedTitle', { code: data.restriction })}
        description={`${catalogueText(data.restriction)} ${t('inspection.restrictedAction')} ${t('inspection.deadline')}：${formatDate(data.deadline)}`}
        action={action}
      />
    );
  const soon = data.list.find((r) => r.group !== 'UPCOMING' && !r.under_review && r.relief !== 'WAIVE');
  if (!soon) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('inspection.dueTitle')}
      description={t('inspection.dueText', { date: formatDate(soon.deadline) })}
      action={action}
    />
  );
}

/**
 * The merchant's restriction or due documents (issue 29 point 2), above everything on the home page, with a
 * link to the inspection page; nothing in the other areas or for an operator who may not read them.
 */
export function HomeRestriction({ area }: { area: ReturnType<typeof areaOfRoute> }) {
  const { t } = useTranslation();
  const access = useAccess();
  const may = area === 'merchant' && access.mayCall(requirements);
  const q = useRequirements(may);
  const to = access.pathTo('inspection.merchantInspection', area);
  if (!may || !q.data) return null;
  return (
    <RestrictionBanner
      data={q.data}
      action={to ? <Link to={to}>{t('inspection.update')}</Link> : undefined}
    />
  );
}
