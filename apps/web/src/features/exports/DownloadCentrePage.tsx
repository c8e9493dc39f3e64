import './messages.ts';
import '../../ui/list/messages.ts';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import type { CentreRowT } from '@mp/core/schemas/exports';
import { EXPORT_JOB_STATUS } from '@mp/core/statuses';
import { Button, Popconfirm, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { pick } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { EmptyNext } from '../../ui/EmptyNext.tsx';
import { areaOfRoute } from '../../ui/list/area.ts';
import { saveDownload } from '../../ui/list/download.ts';
import { count, fileSize, formatTime14 } from '../../ui/list/format.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { routeSpec } from '../../ui/list/routeSpec.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { ColumnDef, ListData, ListSpec } from '../../ui/list/spec.ts';
import { useListPage } from '../../ui/list/useListPage.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useCentre, useDeleteJob, useJobDownload } from './api.ts';

function centreSpec(area: SignedInArea, routeName: string): ListSpec {
  return routeSpec(area, routeName, () => ({
    filters: [{ kind: 'select', param: 'status', label: 'money.f.jobStatus', options: EXPORT_JOB_STATUS }],
  }));
}

/**
 * The download centre of an area (appointmentDownload, appointmentDownloadServer,
 * appointmentDownloadGroup): scheduled exports with status, progress, size and expiry; a finished file
 * downloads, any job can be removed. The list refreshes itself while a job is queued or running.
 */
export default function DownloadCentrePage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const list = useListPage(centreSpec(area, route.name));
  const q = useCentre(area, { ...list.query.filters, ...list.query.paging }, list.query.enabled);
  const fetchLink = useJobDownload();
  const remove = useDeleteJob(area);
  const [busy, setBusy] = useState('');

  const data: ListData<CentreRowT, Record<string, never>> = {
    rows: q.data?.rows ?? [],
    total: q.data?.total ?? 0,
    totals: null,
    loading: q.isPending && q.fetchStatus !== 'idle',
    pending: q.isPending && list.query.enabled,
    refetch: () => void q.refetch(),
  };

  const download = async (job: CentreRowT) => {
    setBusy(job.job_id);
    try {
      const link = await fetchLink.mutateAsync(job.job_id);
      await saveDownload(link.download_url, link.file_name);
    } catch {
      // The API client has said why (still generating, expired, gone).
    } finally {
      setBusy('');
    }
  };

  const columns: ColumnDef<CentreRowT>[] = [
    { key: 'created_at', title: 'money.c.createdTime', kind: 'time' },
    {
      key: 'source_name',
      title: 'money.c.report',
      render: (j) => (
        <Space size={6}>
          <span>{j.source_name}</span>
          <Tag>{j.format}</Tag>
        </Space>
      ),
    },
    {
      key: 'status',
      title: 'money.c.jobStatus',
      render: (j) =>
        j.status === 'FAILED' && j.error_msg ? (
          <Tooltip title={j.error_msg}>
            <span>
              <StatusTag labels={EXPORT_JOB_STATUS} value={j.status} />
            </span>
          </Tooltip>
        ) : (
          <StatusTag labels={EXPORT_JOB_STATUS} value={j.status} />
        ),
    },
    {
      key: 'progress',
      title: 'money.c.progress',
      width: 200,
      render: (j) => (
        <div style={{ minWidth: 160 }}>
          <Progress
            aria-label={t('money.c.progress')}
            percent={j.progress}
            size="small"
            status={j.status === 'FAILED' ? 'exception' : j.status === 'RUNNING' ? 'active' : undefined}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('money.centre.rows', { done: count(j.done_rows), total: count(j.total_rows) })}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'file_size',
      title: 'money.c.fileSize',
      render: (j) => (j.file_size > 0 ? fileSize(j.file_size) : '-'),
    },
    { key: 'expires_at', title: 'money.c.expires', render: (j) => formatTime14(j.expires_at) || '-' },
    { key: 'oper_login_name', title: 'money.c.operator' },
    {
      key: 'job_id',
      title: 'money.c.actions',
      fixed: 'right',
      render: (j) => (
        <Space size={0}>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            disabled={j.status !== 'DONE'}
            loading={busy === j.job_id}
            onClick={() => void download(j)}
          >
            {t('money.common.download')}
          </Button>
          <Popconfirm
            title={t('money.centre.confirmDelete')}
            okText={t('money.common.delete')}
            cancelText={t('money.common.cancel')}
            onConfirm={() => remove.mutate(j.job_id)}
          >
            <Button type="link" danger icon={<DeleteOutlined />}>
              {t('money.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ListView
      title={pick(route.title)}
      intro={t('money.centre.intro')}
      area={area}
      list={list}
      data={data}
      columns={columns}
      rowKey="job_id"
      presets={false}
      empty={<CentreEmpty area={area} />}
    />
  );
}

/** The empty download centre: how a scheduled download is made, and the way to the collection query. */
function CentreEmpty({ area }: { area: SignedInArea }) {
  const { t } = useTranslation();
  const to = useAccess().pathTo('transactions.collections', area);
  return (
    <EmptyNext text={t('money.centre.empty')} link={to ? { label: t('money.centre.emptyLink'), to } : null} />
  );
}
