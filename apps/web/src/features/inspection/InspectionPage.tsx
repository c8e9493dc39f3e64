import './messages.ts';
import { INSPECTION_TASK_STATUS } from '@mp/core/statuses';
import { Button, Card, Empty, List, Progress, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { pathOf } from '../../ui/admin/paths.ts';
import { formatDate } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useRequirements, useTasks } from './api.ts';
import { RequirementGroups, RestrictionBanner } from './Requirements.tsx';

/**
 * /layout/merchantInspection: what the merchant must keep current (issue 29 points 1-2), grouped by how
 * urgent, with the restriction's banner; a document leads to the inspection-expiry update, a task to the
 * file-collection page.
 */
export default function InspectionPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const req = useRequirements();
  const tasks = useTasks();
  const toExpiry = () => navigate(pathOf('merchant', 'inspectionExpirationUpdateMerc'));
  const toCollect = () => navigate(pathOf('merchant', 'collectFile'));
  return (
    <AdminPage route={route} intro={t('inspection.intro')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <RestrictionBanner data={req.data} />
        {!req.data ? (
          <Skeleton active />
        ) : (
          <RequirementGroups
            data={req.data}
            action={(r) =>
              r.under_review || r.relief === 'WAIVE' ? null : r.kind === 'INSPECTION' ? (
                <Button onClick={toCollect}>{t('inspection.answer')}</Button>
              ) : (
                <Button type="primary" onClick={toExpiry}>
                  {t('inspection.update')}
                </Button>
              )
            }
          />
        )}
        <Card size="small" title={t('inspection.tasks')}>
          {!tasks.data ? (
            <Skeleton active />
          ) : tasks.data.list.length === 0 ? (
            <Empty description={t('inspection.noTasks')} />
          ) : (
            <List
              dataSource={tasks.data.list}
              renderItem={(task) => (
                <List.Item
                  actions={
                    task.status === 'OPEN'
                      ? [
                          <Button key="go" onClick={toCollect}>
                            {t('inspection.answer')}
                          </Button>,
                        ]
                      : undefined
                  }
                >
                  <List.Item.Meta
                    title={
                      <Space wrap>
                        <span>{task.title}</span>
                        <StatusTag labels={INSPECTION_TASK_STATUS} value={task.status} />
                      </Space>
                    }
                    description={
                      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                        <span>
                          {task.task_no} · {t('inspection.due', { date: formatDate(task.due_date) })}
                        </span>
                        <Progress
                          percent={Math.round((task.done / Math.max(1, task.total)) * 100)}
                          format={() => t('inspection.progress', { done: task.done, total: task.total })}
                          aria-label={t('inspection.progress', { done: task.done, total: task.total })}
                          size="small"
                        />
                      </Space>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Space>
    </AdminPage>
  );
}
