import './messages.ts';
import '../../ui/admin/messages.ts';
import { PlusOutlined } from '@ant-design/icons';
import { APPLY_STATUS } from '@mp/core/statuses';
import { Alert, Button, Card, Descriptions, Drawer, Form, Input, Select, Space, Table, Timeline } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifier } from '../../api/notify.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { RowActions } from '../../ui/admin/RowActions.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { TimeText } from '../../ui/list/TimeText.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { type Entry, serviceBackend, startEntry, useEntries, useEntry } from './api.ts';
import { macauTimeText } from './format.ts';
import { RegistrationWizard } from './RegistrationWizard.tsx';

const EDITABLE = new Set(['DRAFT', 'NEED_MORE']);
type Status = keyof typeof APPLY_STATUS;

/**
 * /service/subMerchantEnterPage (23): the provider's sub-merchant entries, and the registration wizard on
 * one of them (`?apply=<number>`), with the provider's own backend (api.ts `serviceBackend`).
 */
export default function SubMerchantEntryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applyNo = params.get('apply');
  const open = (no: string | null) => setParams(no ? { apply: no } : {});

  return (
    <AdminPage route={route} intro={t('onboarding.entry.intro')}>
      {applyNo ? <EntryWizard applyNo={applyNo} onDone={() => open(null)} /> : <EntryList onOpen={open} />}
    </AdminPage>
  );
}

function EntryWizard({ applyNo, onDone }: { applyNo: string; onDone: () => void }) {
  const { t } = useTranslation();
  const backend = useMemo(() => serviceBackend(applyNo), [applyNo]);
  // The wizard loads the entry again when its callbacks change: keep them stable across re-renders.
  const latest = useRef({ onDone, t });
  latest.current = { onDone, t };
  const notFound = useCallback(() => {
    notifier().error(latest.current.t('onboarding.entry.notFound'));
    latest.current.onDone();
  }, []);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Button onClick={onDone}>{t('onboarding.entry.backToList')}</Button>
        <span>{t('onboarding.entry.editing', { no: applyNo })}</span>
      </Space>
      <RegistrationWizard
        backend={backend}
        onSubmitted={() => {
          notifier().success(t('onboarding.entry.submitted'));
          onDone();
        }}
        onSignedOut={notFound}
      />
    </Space>
  );
}

function EntryList({ onOpen }: { onOpen: (applyNo: string) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<{ status: '' | Status; mer_name: string }>({
    status: '',
    mer_name: '',
  });
  const [page, setPage] = useState(1);
  const q = useEntries({ ...filters, page_no: page, page_size: 20 });
  const [viewing, setViewing] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    const r = await startEntry();
    setStarting(false);
    if (r.ok) onOpen(r.data.apply_no);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form
          layout="inline"
          name="entries"
          initialValues={filters}
          onFinish={(v: { status: '' | Status; mer_name?: string }) => {
            setPage(1);
            setFilters({ status: v.status, mer_name: v.mer_name?.trim() ?? '' });
          }}
        >
          <Form.Item name="status" label={t('onboarding.entry.filterStatus')}>
            <Select
              style={{ width: 180 }}
              options={[
                { value: '', label: t('onboarding.entry.all') },
                ...(Object.keys(APPLY_STATUS) as Status[]).map((s) => ({
                  value: s,
                  label: t(`onboarding.status.${s}`),
                })),
              ]}
            />
          </Form.Item>
          <Form.Item name="mer_name" label={t('onboarding.entry.merName')}>
            <Input maxLength={64} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item>
            <Space wrap>
              <Button htmlType="submit">{t('onboarding.entry.search')}</Button>
              <Button type="primary" icon={<PlusOutlined />} loading={starting} onClick={() => void start()}>
                {t('onboarding.entry.add')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small" title={t('onboarding.entry.list')}>
        <ScrollRegion label={t('onboarding.entry.list')}>
          <Table<Entry>
            rowKey="apply_no"
            size="middle"
            loading={q.isFetching}
            dataSource={q.data?.rows}
            locale={{ emptyText: t('onboarding.entry.empty') }}
            pagination={{
              current: page,
              pageSize: 20,
              total: q.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            columns={[
              { key: 'no', title: t('onboarding.applyNo'), dataIndex: 'apply_no' },
              {
                key: 'name',
                title: t('onboarding.entry.merName'),
                render: (_, r) => r.merc_name || t('onboarding.entry.unnamed'),
              },
              {
                key: 'status',
                title: t('onboarding.entry.filterStatus'),
                render: (_, r) => <StatusTag labels={APPLY_STATUS} value={r.status} />,
              },
              {
                key: 'step',
                title: t('onboarding.entry.step'),
                render: (_, r) =>
                  r.step === 'done' ? t('onboarding.entry.submitted') : t(`onboarding.steps.${r.step}`),
              },
              { key: 'merNo', title: t('onboarding.entry.merNo'), dataIndex: 'mer_no' },
              {
                key: 'updated',
                title: t('onboarding.entry.updatedAt'),
                render: (_, r) => <TimeText value={r.updated_at} />,
              },
              {
                key: 'actions',
                title: t('onboarding.entry.actions'),
                render: (_, r) => (
                  <RowActions
                    actions={[
                      EDITABLE.has(r.status) && {
                        label: t('onboarding.entry.continue'),
                        code: '23',
                        onClick: () => onOpen(r.apply_no),
                      },
                      {
                        label: t('onboarding.entry.view'),
                        code: '23',
                        onClick: () => setViewing(r.apply_no),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </ScrollRegion>
      </Card>
      <EntryDrawer applyNo={viewing} onClose={() => setViewing(null)} />
    </Space>
  );
}

function EntryDrawer({ applyNo, onClose }: { applyNo: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useEntry(applyNo);
  const app = q.data;
  const type = { APPROVED: 'success', REJECTED: 'error', NEED_MORE: 'warning' } as const;
  return (
    <Drawer
      open={!!applyNo}
      onClose={onClose}
      title={t('onboarding.entry.detail')}
      width={520}
      loading={q.isFetching}
    >
      {app ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Alert
            type={type[app.status as keyof typeof type] ?? 'info'}
            showIcon
            message={t(`onboarding.status.${app.status}`)}
            description={app.review_reason || undefined}
          />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'no', label: t('onboarding.applyNo'), children: app.apply_no },
              {
                key: 'name',
                label: t('onboarding.entry.merName'),
                children: app.base_info.merc_name || t('onboarding.entry.unnamed'),
              },
              { key: 'merNo', label: t('onboarding.entry.merNo'), children: app.mer_no },
              { key: 'admin', label: t('onboarding.entry.adminLogin'), children: app.admin_login_name },
            ]}
          />
          {app.history.length ? (
            <Timeline
              items={app.history.map((h) => ({
                key: `${h.at}${h.action}`,
                children: `${macauTimeText(h.at)} ${t(`onboarding.actions.${h.action}`, { defaultValue: h.action })}${h.reason ? `: ${h.reason}` : ''}`,
              }))}
            />
          ) : null}
        </Space>
      ) : null}
    </Drawer>
  );
}
