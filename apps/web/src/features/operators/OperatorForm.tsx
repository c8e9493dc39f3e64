import '../../ui/admin/messages.ts';
import './messages.ts';
import { PHONE_AREAS } from '@mp/core/schemas/auth';
import { OPERATOR_LIMITS, type OperRowT } from '@mp/core/schemas/operators';
import { labelOf, OPERATOR_STATUS } from '@mp/core/statuses';
import { validateCashierUserName } from '@mp/core/validators/cashier';
import { validateMobile } from '@mp/core/validators/phone';
import { optional } from '@mp/core/validators/result';
import { validateEmail } from '@mp/core/validators/text';
import { Button, Form, type FormInstance, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { AdminForm, TextLine } from '../../ui/admin/AdminForm.tsx';
import type { Placement } from '../../ui/admin/fieldErrors.ts';
import { keptOr, type PersonValues } from '../../ui/admin/person.ts';
import { coreRule } from '../../ui/formRules.ts';
import { PhoneField } from '../../ui/PhoneField.tsx';
import { useRoleChoices } from '../roles/index.ts';

export interface OperatorValues extends PersonValues {
  login_name: string;
}

/** Where the server's refusals of operAdd / operUpdate are shown. */
export const OPERATOR_PLACEMENT: Placement = {
  OPR10001: 'login_name',
  OPR10002: 'role_id',
  OPR10004: 'role_id',
  OPR10005: 'status',
  login_name: 'login_name',
  name: 'name',
  role_id: 'role_id',
  phone: 'phone',
  email: 'email',
};

interface Props {
  form: FormInstance<OperatorValues>;
  /** The operator being modified; absent when adding. */
  editing?: OperRowT;
  busy: boolean;
  onSubmit: (v: OperatorValues) => void;
  onCancel: () => void;
}

/** Add or modify an operator: the same fields, checked with the rules of packages/core. */
export function OperatorForm({ form, editing, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const lang = currentLang();
  const choices = useRoleChoices(editing?.oper_id ?? null);
  const self = editing?.is_self === 'Y';
  const initial: Partial<OperatorValues> = editing
    ? {
        login_name: editing.login_name,
        name: editing.name,
        role_id: editing.role_id,
        phone_area: (PHONE_AREAS as readonly string[]).includes(editing.phone_area)
          ? (editing.phone_area as OperatorValues['phone_area'])
          : '+853',
        phone: editing.phone,
        email: editing.email,
        status: editing.status === 'locked' || editing.locked === 'Y' ? 'locked' : 'normal',
      }
    : { phone_area: '+853', status: 'normal' };

  const roleSelect = (
    <Select
      disabled={self}
      placeholder={t('admin.rolePlaceholder')}
      loading={choices.isFetching}
      options={(choices.data ?? []).map((r) => ({ value: r.role_id, label: r.role_name }))}
    />
  );

  return (
    <AdminForm<OperatorValues>
      form={form}
      name="operator"
      initialValues={initial}
      onFinish={onSubmit}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="login_name"
        label={t('operators.loginName')}
        required={!editing}
        extra={editing ? undefined : t('operators.loginNameHint')}
        rules={editing ? [] : [coreRule(validateCashierUserName)]}
      >
        <Input disabled={!!editing} maxLength={OPERATOR_LIMITS.loginName} autoComplete="off" />
      </Form.Item>
      <TextLine name="name" label={t('operators.name')} max={OPERATOR_LIMITS.name} />
      <Form.Item
        name="role_id"
        label={t('operators.role')}
        required
        extra={self ? t('operators.ownRole') : t('operators.roleHint')}
        rules={[coreRule((v) => (v ? null : 'VAL10001'))]}
      >
        {roleSelect}
      </Form.Item>
      {/* The label names the number; the area code's select carries its own name. */}
      <PhoneField
        label={t('operators.phone')}
        htmlFor="operator_phone"
        extra={editing?.phone ? t('admin.contactKept') : undefined}
        areaLabel={t('operators.phoneArea')}
        dependencies={['phone_area']}
        rules={[
          ({ getFieldValue }) =>
            coreRule(
              // The masked number as answered passes only with its own area code (then nothing is sent).
              keptOr(getFieldValue('phone_area') === editing?.phone_area ? editing?.phone : undefined, (v) =>
                validateMobile(getFieldValue('phone_area'), v),
              ),
            ),
        ]}
      />
      <Form.Item
        name="email"
        label={t('operators.email')}
        extra={editing ? (editing.email ? t('admin.contactKept') : undefined) : t('operators.emailHint')}
        rules={[coreRule(keptOr(editing?.email, (v) => optional(v, validateEmail)))]}
      >
        <Input maxLength={OPERATOR_LIMITS.email} autoComplete="off" />
      </Form.Item>
      {editing ? (
        <Form.Item
          name="status"
          label={t('operators.status')}
          extra={self ? t('operators.notSelf') : undefined}
        >
          <Radio.Group
            disabled={self}
            options={(['normal', 'locked'] as const).map((s) => ({
              value: s,
              label: labelOf(OPERATOR_STATUS, s, lang),
            }))}
          />
        </Form.Item>
      ) : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {editing ? t('admin.save') : t('operators.addSubmit')}
        </Button>
        <Button onClick={onCancel}>{t('admin.cancel')}</Button>
      </Space>
    </AdminForm>
  );
}
