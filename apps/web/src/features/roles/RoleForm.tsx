import './messages.ts';
import '../../ui/admin/messages.ts';
import { ROLE_LIMITS } from '@mp/core/schemas/roles';
import { Alert, Button, Form, type FormInstance, Input, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminForm, TextLine } from '../../ui/admin/AdminForm.tsx';
import type { Placement } from '../../ui/admin/fieldErrors.ts';
import { textRules } from '../../ui/admin/textRules.ts';
import { coreRule } from '../../ui/formRules.ts';
import { PermissionTree } from './PermissionTree.tsx';
import { buildTree, orderedCodes, type Section } from './roleTree.ts';

export interface RoleValues {
  role_name: string;
  description: string;
  codes: string[];
}

export const ROLE_PLACEMENT: Placement = {
  OPR10007: 'role_name',
  OPR10002: 'codes',
  OPR10004: 'codes',
  OPR10008: 'codes',
  OPR10009: 'codes',
  role_name: 'role_name',
  description: 'description',
  codes: 'codes',
};

/** The tree as a form field: the value is the list of codes in tree order. */
function CodesField({
  sections,
  value,
  onChange,
}: {
  sections: readonly Section[];
  value?: string[];
  onChange?: (v: string[]) => void;
}) {
  const index = useMemo(() => buildTree(sections), [sections]);
  return (
    <div
      style={{
        border: '1px solid #e6ebf3',
        borderRadius: 8,
        padding: '12px 8px',
      }}
    >
      <PermissionTree
        sections={sections}
        value={new Set(value ?? [])}
        onChange={(next) => onChange?.(orderedCodes(index, next))}
      />
    </div>
  );
}

/** Add or modify a role: name, description and the permission codes chosen in the tree. */
export function RoleForm({
  form,
  sections,
  initial,
  busy,
  submitText,
  onSubmit,
  onCancel,
}: {
  form: FormInstance<RoleValues>;
  sections: readonly Section[];
  initial: RoleValues;
  busy: boolean;
  submitText: string;
  onSubmit: (v: RoleValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AdminForm<RoleValues> form={form} name="role" initialValues={initial} onFinish={onSubmit}>
      <div style={{ maxWidth: 560 }}>
        <TextLine name="role_name" label={t('roles.name')} max={ROLE_LIMITS.name} />
        <Form.Item
          name="description"
          label={t('roles.description')}
          rules={textRules(ROLE_LIMITS.description, false)}
        >
          <Input.TextArea
            maxLength={ROLE_LIMITS.description}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </div>
      <Alert type="info" showIcon title={t('roles.grantRule')} style={{ marginBottom: 16, maxWidth: 720 }} />
      <Form.Item
        name="codes"
        label={t('roles.permissions')}
        required
        rules={[coreRule((v) => (Array.isArray(v) && v.length > 0 ? null : 'VAL10001'))]}
        style={{ maxWidth: 720 }}
      >
        <CodesField sections={sections} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitText}
        </Button>
        <Button onClick={onCancel}>{t('admin.cancel')}</Button>
      </Space>
    </AdminForm>
  );
}
