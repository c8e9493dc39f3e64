import './messages.ts';
import '../../ui/admin/messages.ts';
import { PlusOutlined } from '@ant-design/icons';
import { STAFF_ROLES, type StaffRoleT } from '@mp/core/schemas/staff';
import { validateCashierUserName } from '@mp/core/validators/cashier';
import { validateEmail } from '@mp/core/validators/text';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { RowActions } from '../../ui/admin/RowActions.tsx';
import { coreRule } from '../../ui/formRules.ts';
import { timeColumn } from '../../ui/list/columns.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { FilterBar } from '../../ui/pagedTable/FilterBar.tsx';
import { PagedTableCard } from '../../ui/pagedTable/PagedTableCard.tsx';
import { tableSpec } from '../../ui/pagedTable/tableUrl.ts';
import { useDraft, usePagedTable } from '../../ui/pagedTable/usePagedTable.ts';
import {
  type StaffRow,
  useAddStaff,
  useResetStaffFactor,
  useResetStaffPassword,
  useStaffList,
  useUpdateStaff,
} from './api.ts';
import { requiredRule } from './OtpInput.tsx';

const STATUSES = ['normal', 'invalid', 'locked'] as const;
const STATUS_COLOR: Record<(typeof STATUSES)[number], string> = {
  normal: 'success',
  invalid: 'default',
  locked: 'warning',
};
/** URL: `keyword`, `role`, `status` and `page`. */
const TABLE = tableSpec({
  filters: {
    keyword: { kind: 'text' },
    role: { kind: 'choice', options: STAFF_ROLES },
    status: { kind: 'choice', options: STATUSES },
  },
});

interface Values {
  login_name: string;
  name: string;
  email: string;
  role: StaffRoleT;
  status: 'normal' | 'invalid';
}
const PLACEMENT: Placement = {
  OPR10001: 'login_name',
  login_name: 'login_name',
  name: 'name',
  email: 'email',
};

/** Add (login name, name, e-mail, role) or edit (name, e-mail, role, status) one staff member. */
function StaffDialog({ editing, onClose }: { editing: StaffRow | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useAddStaff({ handleCodes: handledCodes(PLACEMENT) });
  const update = useUpdateStaff({ handleCodes: handledCodes(PLACEMENT) });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const isNew = editing === 'new';
  const row = editing && editing !== 'new' ? editing : null;

  const close = () => {
    setSentTo(null);
    onClose();
  };
  const submit = async (v: Values) => {
    try {
      if (isNew) {
        const r = await add.mutateAsync({
          login_name: v.login_name.trim(),
          name: v.name.trim(),
          email: v.email.trim(),
          role: v.role,
        });
        notifier().success(t('staff.manage.added'));
        setSentTo(r.sent_to_email);
      } else if (row) {
        await update.mutateAsync({
          oper_id: row.oper_id,
          name: v.name.trim(),
          email: v.email.trim(),
          role: v.role,
          status: v.status,
        });
        notifier().success(t('staff.manage.saved'));
        close();
      }
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={isNew ? t('staff.manage.addTitle') : t('staff.manage.editTitle', { name: row?.name ?? '' })}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        sentTo ? (
          <Button type="primary" onClick={close}>
            {t('staff.codes.done')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('admin.cancel')}</Button>
            <Button type="primary" loading={add.isPending || update.isPending} onClick={() => form.submit()}>
              {isNew ? t('staff.manage.addSubmit') : t('admin.save')}
            </Button>
          </Space>
        )
      }
    >
      {sentTo ? (
        <Alert type="success" showIcon title={t('staff.manage.tempSent', { to: sentTo })} />
      ) : (
        <Form<Values>
          form={form}
          name="staff"
          layout="vertical"
          requiredMark={false}
          preserve={false}
          initialValues={
            row
              ? {
                  name: row.name,
                  email: row.email,
                  role: row.role,
                  status: row.status === 'invalid' ? 'invalid' : 'normal',
                }
              : { role: 'reviewer' }
          }
          onFinish={(v) => void submit(v)}
        >
          {isNew ? (
            <Form.Item
              name="login_name"
              label={t('staff.manage.loginName')}
              extra={t('staff.manage.loginNameHint')}
              rules={[coreRule(validateCashierUserName)]}
            >
              <Input maxLength={20} autoComplete="off" spellCheck={false} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="name"
            label={t('staff.manage.name')}
            rules={[requiredRule(t('staff.manage.name'))]}
          >
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('staff.manage.email')}
            extra={isNew ? t('staff.manage.emailHint') : undefined}
            rules={[coreRule(validateEmail)]}
          >
            <Input maxLength={64} type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item name="role" label={t('staff.manage.role')}>
            <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {STAFF_ROLES.map((r) => (
                <Radio key={r} value={r}>
                  {t(`staff.manage.roles.${r}`)}
                  <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 13 }}>
                    {t(`staff.manage.roleHints.${r}`)}
                  </Typography.Text>
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {row ? (
            <Form.Item name="status" label={t('staff.manage.status')}>
              <Radio.Group
                options={[
                  { value: 'normal', label: t('staff.manage.statusOf.normal') },
                  { value: 'invalid', label: t('staff.manage.statusOf.invalid') },
                ]}
              />
            </Form.Item>
          ) : null}
        </Form>
      )}
    </Modal>
  );
}

/**
 * staff_manager (staff.manage, S2): the back office's staff with their role, status and second factor;
 * add, edit, reset a password or a second factor (never one's own: the row says "you").
 */
export default function StaffManagePage({ route }: PageProps) {
  const { t } = useTranslation();
  const table = usePagedTable(TABLE);
  const [draft, setDraft] = useDraft(table.filters);
  const { keyword, role, status } = table.filters;
  const q = useStaffList({ keyword, role, status }, table.paging);
  const resetPassword = useResetStaffPassword();
  const resetFactor = useResetStaffFactor();
  const [editing, setEditing] = useState<StaffRow | 'new' | null>(null);

  const roleOptions = [
    { value: '', label: t('admin.all') },
    ...STAFF_ROLES.map((r) => ({ value: r, label: t(`staff.manage.roles.${r}`) })),
  ];
  const statusOptions = [
    { value: '', label: t('admin.all') },
    ...STATUSES.map((s) => ({ value: s, label: t(`staff.manage.statusOf.${s}`) })),
  ];

  return (
    <AdminPage
      route={route}
      intro={t('staff.manage.intro')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('staff.manage.add')}
        </Button>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <FilterBar
          name="staff-filters"
          onFinish={() => table.search({ ...draft, keyword: draft.keyword.trim() })}
        >
          <Form.Item label={t('staff.manage.keyword')} htmlFor="staff-keyword">
            <Input
              id="staff-keyword"
              value={draft.keyword}
              placeholder={t('staff.manage.keywordPlaceholder')}
              maxLength={64}
              allowClear
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item label={t('staff.manage.role')} htmlFor="staff-role">
            <Select
              id="staff-role"
              value={draft.role}
              options={roleOptions}
              onChange={(v) => setDraft({ ...draft, role: v })}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item label={t('staff.manage.status')} htmlFor="staff-status">
            <Select
              id="staff-status"
              value={draft.status}
              options={statusOptions}
              onChange={(v) => setDraft({ ...draft, status: v })}
              style={{ width: 140 }}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('staff.manage.search')}
              </Button>
              <Button onClick={() => table.search({ keyword: '', role: '', status: '' })}>
                {t('staff.manage.reset')}
              </Button>
            </Space>
          </Form.Item>
        </FilterBar>
        <PagedTableCard<StaffRow>
          title={t('staff.manage.list')}
          table={table}
          query={q}
          rowKey="oper_id"
          empty={t('staff.manage.empty')}
          columns={[
            {
              key: 'who',
              title: t('staff.manage.name'),
              render: (_, r) => (
                <div>
                  <Space size={6}>
                    <Typography.Text strong>{r.name}</Typography.Text>
                    {r.is_self === 'Y' ? <Tag color="blue">{t('staff.manage.you')}</Tag> : null}
                  </Space>
                  <div style={{ fontSize: 12, lineHeight: 1.5 }}>
                    <Typography.Text type="secondary">{r.login_name}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{r.email}</Typography.Text>
                  </div>
                </div>
              ),
            },
            {
              key: 'role',
              title: t('staff.manage.role'),
              render: (_, r) => <Tag>{t(`staff.manage.roles.${r.role}`)}</Tag>,
            },
            {
              key: 'status',
              title: t('staff.manage.status'),
              render: (_, r) => (
                <Tag color={STATUS_COLOR[r.status]} style={{ marginInlineEnd: 0 }}>
                  {t(`staff.manage.statusOf.${r.status}`)}
                </Tag>
              ),
            },
            {
              key: 'factor',
              title: t('staff.manage.factor'),
              render: (_, r) => (
                <Space size={2} orientation="vertical">
                  <Tag color={r.factor === 'ENROLLED' ? 'success' : 'warning'} style={{ marginInlineEnd: 0 }}>
                    {t(`staff.manage.factorOf.${r.factor}`)}
                  </Tag>
                  {r.factor === 'ENROLLED' ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('staff.manage.codesLeft', { count: r.recovery_codes_left })}
                    </Typography.Text>
                  ) : null}
                </Space>
              ),
            },
            timeColumn('last', t('staff.manage.lastLogin'), (r) => r.last_login_at, t('admin.never')),
            {
              key: 'actions',
              title: t('admin.actions'),
              // At the right edge whatever the width: the English columns are wider than a laptop's page.
              fixed: 'right',
              render: (_, r) =>
                r.is_self === 'Y' ? (
                  <Typography.Text type="secondary">{t('staff.manage.notSelf')}</Typography.Text>
                ) : (
                  <RowActions
                    wrap
                    actions={[
                      { label: t('staff.manage.edit'), code: 'S2', onClick: () => setEditing(r) },
                      {
                        label: t('staff.manage.resetPassword'),
                        code: 'S2',
                        confirm: {
                          title: t('staff.manage.resetPasswordConfirm', { name: r.name }),
                          description: t('staff.manage.resetPasswordHint'),
                          okText: t('staff.manage.resetPassword'),
                        },
                        onClick: async () => {
                          const res = await resetPassword.mutateAsync(r.oper_id).catch(() => null);
                          if (res)
                            notifier().success(
                              t('staff.manage.resetPasswordDone', { to: res.sent_to_email }),
                            );
                        },
                      },
                      r.factor === 'ENROLLED' && {
                        label: t('staff.manage.resetFactor'),
                        code: 'S2',
                        danger: true,
                        confirm: {
                          title: t('staff.manage.resetFactorConfirm', { name: r.name }),
                          description: t('staff.manage.resetFactorHint'),
                          okText: t('staff.manage.resetFactor'),
                        },
                        onClick: async () => {
                          const ok = await resetFactor.mutateAsync(r.oper_id).then(
                            () => true,
                            () => false,
                          );
                          if (ok) notifier().success(t('staff.manage.resetFactorDone'));
                        },
                      },
                    ]}
                  />
                ),
            },
          ]}
        />
      </Space>
      <StaffDialog editing={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
