import './messages.ts';
import '../../ui/admin/messages.ts';
import { labelOf, PAY_TYPE } from '@mp/core/statuses';
import { Card, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { deleteAction, RowActions } from '../../ui/admin/RowActions.tsx';
import { InlineSubmit } from '../../ui/InlineSubmit.tsx';
import { TimeText } from '../../ui/list/TimeText.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { type Binding, useAddBinding, useBindings, useDeleteBinding } from './api.ts';

type Channel = Binding['channel'];
const CHANNELS = Object.keys(PAY_TYPE) as Channel[];

/** bindAppId and bind_appId_server (5): the organisation's app-ids by channel; bind and delete. */
export default function AppIdBindingPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const may = useAccess().may('5');
  const q = useBindings();
  const add = useAddBinding();
  const remove = useDeleteBinding();
  const [form] = Form.useForm<{ channel: Channel; app_id: string; remark?: string }>();
  const [problem, setProblem] = useState<string | null>(null);
  const channel = Form.useWatch('channel', form) ?? 'WECHAT';
  const example = q.data?.formats.find((f) => f.channel === channel)?.example ?? '';

  const submit = async (v: { channel: Channel; app_id: string; remark?: string }) => {
    setProblem(null);
    try {
      await add.mutateAsync({
        channel: v.channel,
        app_id: v.app_id.trim(),
        remark: v.remark?.trim() || undefined,
      });
      notifier().success(t('appid.bound'));
      form.resetFields(['app_id', 'remark']);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <AdminPage route={route} intro={t('appid.intro')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {may ? (
          <Card size="small" title={t('appid.add')}>
            <Form
              form={form}
              name="appid"
              layout="vertical"
              initialValues={{ channel: 'WECHAT' }}
              onFinish={submit}
            >
              <Space wrap align="start">
                <Form.Item name="channel" label={t('appid.channel')} rules={[{ required: true }]}>
                  <Select
                    style={{ width: 180 }}
                    options={CHANNELS.map((c) => ({ value: c, label: labelOf(PAY_TYPE, c, lang) }))}
                  />
                </Form.Item>
                <Form.Item
                  name="app_id"
                  label={t('appid.appId')}
                  extra={example ? t('appid.example', { example }) : undefined}
                  validateStatus={problem ? 'error' : undefined}
                  help={problem ?? undefined}
                  rules={[{ required: true, whitespace: true }]}
                >
                  <Input maxLength={64} autoComplete="off" style={{ width: 260 }} placeholder={example} />
                </Form.Item>
                <Form.Item name="remark" label={t('appid.remark')}>
                  <Input maxLength={64} style={{ width: 200 }} />
                </Form.Item>
                <InlineSubmit busy={add.isPending}>{t('appid.add')}</InlineSubmit>
              </Space>
            </Form>
          </Card>
        ) : null}
        <Card size="small" title={t('appid.list')}>
          <RowsTable<Binding>
            label={t('appid.list')}
            rowKey="binding_id"
            loading={q.isFetching}
            rows={q.data?.rows}
            empty={t('appid.empty')}
            columns={[
              {
                key: 'channel',
                title: t('appid.channel'),
                render: (_, r) => labelOf(PAY_TYPE, r.channel, lang),
              },
              { key: 'app_id', title: t('appid.appId'), dataIndex: 'app_id' },
              { key: 'remark', title: t('appid.remark'), dataIndex: 'remark' },
              { key: 'by', title: t('appid.createdBy'), dataIndex: 'created_by' },
              {
                key: 'at',
                title: t('appid.createdAt'),
                render: (_, r) => <TimeText value={r.created_at} />,
              },
              {
                key: 'actions',
                title: t('appid.actions'),
                render: (_, r) => (
                  <RowActions
                    actions={[
                      deleteAction(t, {
                        code: '5',
                        title: t('appid.deleteTitle', { appId: r.app_id }),
                        run: () => remove.mutateAsync(r.binding_id),
                        done: t('appid.deleted'),
                      }),
                    ]}
                  />
                ),
              },
            ]}
          />
        </Card>
      </Space>
    </AdminPage>
  );
}
