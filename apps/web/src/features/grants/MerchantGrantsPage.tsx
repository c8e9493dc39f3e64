import type { PageProps } from '../../ui/page-props.ts';
import './messages.ts';
import { readText } from './readText.ts';
import '../../ui/admin/messages.ts';
import { GRANT_MAX_DAYS } from '@mp/core/schemas/grants';
import { GRANT_SCOPE, labelOf } from '@mp/core/statuses';
import { todayYmd } from '@mp/core/time';
import { addDaysYmd } from '@mp/core/validators/dates';
import { Alert, Card, Checkbox, DatePicker, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { operProfile } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { RowActions, thenTell } from '../../ui/admin/RowActions.tsx';
import { InlineSubmit } from '../../ui/InlineSubmit.tsx';
import { TimeText } from '../../ui/list/TimeText.tsx';
import { PagedTableCard } from '../../ui/pagedTable/PagedTableCard.tsx';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import { type Grant, type GrantUse, useAddGrant, useGrants, useGrantUses, useRevokeGrant } from './api.ts';
import { GrantList, grantTermColumns } from './grantColumns.tsx';

type Scope = keyof typeof GRANT_SCOPE;
const SCOPES = Object.keys(GRANT_SCOPE) as Scope[];
const ymdOf = (d: Dayjs) => d.format('YYYYMMDD');
const dayOf = (ymd: string) => dayjs(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`);

/** URL: `page` of the grants, `uses_page` of the reads made under them. */
const GRANTS = tableSpec({ filters: {}, size: 10 });
const USES = tableSpec({ prefix: 'uses_', filters: {}, size: 10 });

/**
 * /layout/providerGrants (11; not a route of the spec): the merchant's time-boxed read grants to its
 * provider. The administrator creates (scope, last day within 90 days) and revokes; everyone with 11 sees
 * the grants and every read the provider made under them.
 */
export default function MerchantGrantsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const admin = operProfile()?.kind === 'admin';
  const grantTable = usePagedTable(GRANTS);
  const usesTable = usePagedTable(USES);
  const grants = useGrants(grantTable.page);
  const uses = useGrantUses(usesTable.page);
  const add = useAddGrant();
  const revoke = useRevokeGrant();
  const [form] = Form.useForm<{ scopes: Scope[]; until: Dayjs }>();
  const today = todayYmd(new Date());
  const latest = addDaysYmd(today, GRANT_MAX_DAYS) ?? today;

  const submit = async (v: { scopes: Scope[]; until: Dayjs }) => {
    try {
      await add.mutateAsync({ scopes: v.scopes, until: ymdOf(v.until) });
      notifier().success(t('grants.added'));
      form.resetFields();
    } catch (e) {
      form.setFields([{ name: 'until', errors: [e instanceof Error ? e.message : String(e)] }]);
    }
  };

  return (
    <AdminPage route={route} intro={t('grants.intro')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" title={t('grants.add')}>
          {admin ? (
            <Form
              form={form}
              name="grant"
              layout="vertical"
              onFinish={submit}
              initialValues={{ scopes: ['BALANCE'] }}
            >
              <Space wrap align="start">
                <Form.Item
                  name="scopes"
                  label={t('grants.scopes')}
                  // A validator, not `required`: antd would put aria-required on the checkbox group's
                  // element, which has no role that allows it (axe: aria-allowed-attr).
                  rules={[
                    {
                      validator: (_r, v: Scope[] | undefined) =>
                        v?.length ? Promise.resolve() : Promise.reject(new Error(t('grants.scopesRequired'))),
                    },
                  ]}
                >
                  <Checkbox.Group
                    options={SCOPES.map((s) => ({ value: s, label: labelOf(GRANT_SCOPE, s, lang) }))}
                  />
                </Form.Item>
                <Form.Item
                  name="until"
                  label={t('grants.until')}
                  extra={t('grants.untilHint', { days: GRANT_MAX_DAYS })}
                  rules={[{ required: true }]}
                >
                  <DatePicker
                    disabledDate={(d) => ymdOf(d) < today || ymdOf(d) > latest}
                    defaultPickerValue={dayOf(today)}
                  />
                </Form.Item>
                <InlineSubmit busy={add.isPending}>{t('grants.add')}</InlineSubmit>
              </Space>
            </Form>
          ) : (
            <Alert type="info" showIcon title={t('grants.adminOnly')} />
          )}
        </Card>
        <GrantList<Grant>
          table={grantTable}
          query={grants}
          columns={[
            { key: 'no', title: t('grants.grantNo'), dataIndex: 'grant_no' },
            { key: 'provider', title: t('grants.provider'), dataIndex: 'agent_name' },
            ...grantTermColumns<Grant>(t),
            { key: 'by', title: t('grants.createdBy'), dataIndex: 'created_by' },
            {
              key: 'at',
              title: t('grants.createdAt'),
              render: (_, r) => <TimeText value={r.created_at} />,
            },
            { key: 'uses', title: t('grants.useCount'), dataIndex: 'use_count' },
            {
              key: 'last',
              title: t('grants.lastUsed'),
              render: (_, r) => (r.last_used_at ? <TimeText value={r.last_used_at} /> : '-'),
            },
            {
              key: 'actions',
              title: t('grants.actions'),
              render: (_, r) =>
                admin && r.status === 'ACTIVE' ? (
                  <RowActions
                    actions={[
                      {
                        label: t('grants.revoke'),
                        code: '11',
                        danger: true,
                        confirm: {
                          title: t('grants.revokeTitle', { no: r.grant_no }),
                          okText: t('grants.revoke'),
                        },
                        onClick: () => thenTell(revoke.mutateAsync(r.grant_no), t('grants.revoked')),
                      },
                    ]}
                  />
                ) : null,
            },
          ]}
        />
        <PagedTableCard<GrantUse>
          title={t('grants.uses')}
          table={usesTable}
          query={uses}
          rowKey={(r) => `${r.grant_no}-${r.at}-${r.login_name}-${r.detail}`}
          empty={t('grants.noUses')}
          columns={[
            { key: 'at', title: t('grants.at'), render: (_, r) => <TimeText value={r.at} /> },
            { key: 'provider', title: t('grants.provider'), dataIndex: 'agent_name' },
            { key: 'op', title: t('grants.operator'), dataIndex: 'login_name' },
            {
              key: 'scope',
              title: t('grants.scopes'),
              render: (_, r) => labelOf(GRANT_SCOPE, r.scope, lang),
            },
            { key: 'detail', title: t('grants.detail'), render: (_, r) => readText(r.detail, t) },
            { key: 'no', title: t('grants.grantNo'), dataIndex: 'grant_no' },
          ]}
        />
      </Space>
    </AdminPage>
  );
}
