import type { PageProps } from '../../ui/page-props.ts';
import './messages.ts';
import '../../ui/admin/messages.ts';
import { PlusOutlined } from '@ant-design/icons';
import { APPLY_STATUS } from '@mp/core/statuses';
import { Alert, Button, Card, Descriptions, Drawer, Form, Input, Select, Space, Timeline } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifier } from '../../api/notify.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { RowActions } from '../../ui/admin/RowActions.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { TimeText } from '../../ui/list/TimeText.tsx';
import { FilterBar } from '../../ui/pagedTable/FilterBar.tsx';
import { PagedTableCard } from '../../ui/pagedTable/PagedTableCard.tsx';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { type Entry, serviceBackend, startEntry, useEntries, useEntry } from './api.ts';
import { macauTimeText } from './format.ts';
import { RegistrationWizard } from './RegistrationWizard.tsx';
import { ServeApproveLink } from './ServeApproveLink.tsx';

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
  // The list's filters and page stay in the URL behind the wizard: back at the list, they are as they were.
  const open = (no: string | null) =>
    setParams((now) => {
      const rest = [...now].filter(([k]) => k !== 'apply');
      return new URLSearchParams(no ? [['apply', no], ...rest] : rest);
    });

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
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
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

/** URL: `status` (absent: all), `mer_name` and `page`. */
const ENTRIES = tableSpec({
  filters: { status: { kind: 'choice', options: APPLY_STATUS }, mer_name: { kind: 'text', max: 64 } },
});

function EntryList({ onOpen }: { onOpen: (applyNo: string) => void }) {
  const { t } = useTranslation();
  const table = usePagedTable(ENTRIES);
  const q = useEntries({ ...table.filters, ...table.paging });
  const [form] = Form.useForm();
  // The form shows the search listed, also after the back button or a shared link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' text is their identity
  useEffect(() => form.setFieldsValue(table.filters), [form, JSON.stringify(table.filters)]);
  const [viewing, setViewing] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    const r = await startEntry();
    setStarting(false);
    if (r.ok) onOpen(r.data.apply_no);
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <FilterBar
          form={form}
          name="entries"
          initialValues={table.filters}
          onFinish={(v: { status: '' | Status; mer_name?: string }) =>
            table.search({ status: v.status, mer_name: v.mer_name?.trim() ?? '' })
          }
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
        </FilterBar>
      </Card>
      <PagedTableCard<Entry>
        title={t('onboarding.entry.list')}
        table={table}
        query={q}
        rowKey="apply_no"
        empty={t('onboarding.entry.empty')}
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
      size={520}
      loading={q.isFetching}
    >
      {app ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Alert
            type={type[app.status as keyof typeof type] ?? 'info'}
            showIcon
            title={t(`onboarding.status.${app.status}`)}
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
          {app.status === 'AUDITING' || app.status === 'APPROVED' ? (
            <ServeApproveLink applyNo={app.apply_no} />
          ) : null}
          {app.history.length ? (
            <Timeline
              items={app.history.map((h) => ({
                key: `${h.at}${h.action}`,
                content: `${macauTimeText(h.at)} ${t(`onboarding.actions.${h.action}`, { defaultValue: h.action })}${h.reason ? `: ${h.reason}` : ''}`,
              }))}
            />
          ) : null}
        </Space>
      ) : null}
    </Drawer>
  );
}
