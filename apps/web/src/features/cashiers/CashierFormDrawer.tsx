import '../../ui/admin/messages.ts';
import './messages.ts';
import { CASHIER_BASIC_FUNCTIONS, CASHIER_EXTRA_FUNCTIONS, CASHIER_LIMITS } from '@mp/core/schemas/cashiers';
import { labelOf, OPERATOR_STATUS, optionsOf } from '@mp/core/statuses';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Drawer,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminForm } from '../../ui/admin/AdminForm.tsx';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { fitWidth } from '../../ui/fitWidth.ts';
import { coreRule } from '../../ui/formRules.ts';
import { useStoreChoices } from '../../ui/list/api.ts';
import { PhoneField } from '../../ui/PhoneField.tsx';
import { useRoleList } from '../roles/index.ts';
import { useAddCashier, useCashier, useUpdateCashier } from './api.ts';
import {
  addRequest,
  type CashierField,
  type CashierFormValues,
  checkCashierField,
  formOfCashier,
  type KeptContact,
  NEW_CASHIER,
  updateRequest,
} from './cashierForm.ts';

const PLACEMENT: Placement = {
  OPR10001: 'user_name',
  OPR10004: 'role_id',
  VAL10027: 'store_ids',
  LOG10006: 'password',
  user_name: 'user_name',
  password: 'password',
  confirm_password: 'confirm_password',
  name: 'name',
  role_id: 'role_id',
  phone: 'phone',
  email: 'email',
  store_ids: 'store_ids',
};

/**
 * The field's rule: the same check as submit, re-run when the fields it reads change. `kept`: the contact
 * of the cashier being edited, masked as answered (left as it is, it passes and is not sent).
 */
const ruleOf = (kept?: KeptContact) => (field: CashierField) => [
  ({ getFieldsValue }: { getFieldsValue: (all: true) => Partial<CashierFormValues> }) =>
    coreRule(() => checkCashierField(field, getFieldsValue(true), kept)),
];

/** Add a cashier, or edit one (cashierId): a drawer beside the list. */
export function CashierFormDrawer({
  cashierId,
  open,
  onClose,
}: {
  cashierId: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const mode = cashierId ? 'edit' : 'add';
  const [form] = Form.useForm<CashierFormValues>();
  const existing = useCashier(cashierId);
  const stores = useStoreChoices();
  const roles = useRoleList();
  const add = useAddCashier(handledCodes(PLACEMENT));
  const update = useUpdateCashier(handledCodes(PLACEMENT));
  const busy = add.isPending || update.isPending;
  const kept = mode === 'edit' ? existing.data : undefined;
  const rule = ruleOf(kept);

  const submit = async (v: CashierFormValues) => {
    try {
      if (cashierId) await update.mutateAsync(updateRequest(cashierId, v, kept));
      else await add.mutateAsync(addRequest(v));
      notifier().success(t(cashierId ? 'cashiers.saved' : 'cashiers.added', { name: v.user_name ?? '' }));
      onClose();
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };

  const ready = mode === 'add' || existing.data;
  const initial = mode === 'add' ? NEW_CASHIER : existing.data ? formOfCashier(existing.data) : {};

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={fitWidth(640)}
      destroyOnHidden
      title={
        mode === 'add' ? t('cashiers.add') : t('cashiers.editTitle', { name: existing.data?.user_name ?? '' })
      }
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()} disabled={!ready}>
            {mode === 'add' ? t('cashiers.addSubmit') : t('admin.save')}
          </Button>
        </Space>
      }
    >
      {!ready ? (
        <Skeleton active />
      ) : (
        <AdminForm<CashierFormValues> form={form} name="cashier" initialValues={initial} onFinish={submit}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('cashiers.account')}
          </Typography.Title>
          {mode === 'add' ? (
            <>
              <Form.Item
                name="user_name"
                label={t('cashiers.userName')}
                extra={t('cashiers.userNameHint')}
                required
                rules={rule('user_name')}
              >
                <Input maxLength={20} autoComplete="off" />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="password"
                    label={t('cashiers.password')}
                    extra={t('cashiers.passwordHint')}
                    rules={rule('password')}
                    required
                  >
                    <Input.Password maxLength={20} autoComplete="new-password" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="confirm_password"
                    label={t('cashiers.confirmPassword')}
                    dependencies={['password']}
                    rules={rule('confirm_password')}
                    required
                  >
                    <Input.Password maxLength={20} autoComplete="new-password" />
                  </Form.Item>
                </Col>
              </Row>
            </>
          ) : (
            <Form.Item label={t('cashiers.userName')}>
              <Input value={existing.data?.user_name} disabled />
            </Form.Item>
          )}
          <Form.Item name="name" label={t('cashiers.name')} rules={rule('name')} required>
            <Input maxLength={CASHIER_LIMITS.name} autoComplete="off" />
          </Form.Item>
          <Form.Item name="role_id" label={t('cashiers.role')} rules={rule('role_id')} required>
            <Select
              loading={roles.isFetching}
              placeholder={t('admin.rolePlaceholder')}
              options={(roles.data ?? [])
                .filter((r) => r.is_admin !== 'Y')
                .map((r) => ({ value: r.role_id, label: r.role_name }))}
            />
          </Form.Item>
          <PhoneField
            label={t('cashiers.phone')}
            extra={kept?.phone ? t('admin.contactKept') : undefined}
            dependencies={['phone_area']}
            rules={rule('phone')}
          />
          <Form.Item
            name="email"
            label={t('cashiers.email')}
            rules={rule('email')}
            extra={kept?.email ? t('admin.contactKept') : undefined}
          >
            <Input maxLength={CASHIER_LIMITS.email} autoComplete="off" />
          </Form.Item>
          <Form.Item name="status" label={t('cashiers.status')} rules={rule('status')} required>
            <Radio.Group
              options={(['normal', 'locked'] as const).map((s) => ({
                value: s,
                label: labelOf(OPERATOR_STATUS, s, lang),
              }))}
            />
          </Form.Item>

          <Typography.Title level={5} style={{ marginTop: 8 }}>
            {t('cashiers.permissions')}
          </Typography.Title>
          <Form.Item
            name="store_ids"
            label={t('cashiers.stores')}
            extra={t('cashiers.storesHint')}
            rules={rule('store_ids')}
            required
          >
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
              options={(stores.data ?? []).map((s) => ({
                value: s.store_id,
                label: `${s.store_name} (${s.store_no})`,
              }))}
            />
          </Form.Item>
          <Form.Item name="basic_functions" label={t('cashiers.basic')} rules={rule('basic_functions')}>
            <Checkbox.Group options={optionsOf(CASHIER_BASIC_FUNCTIONS, lang)} />
          </Form.Item>
          <Form.Item name="extra_functions" label={t('cashiers.extra')} rules={rule('extra_functions')}>
            <Checkbox.Group options={optionsOf(CASHIER_EXTRA_FUNCTIONS, lang)} />
          </Form.Item>
          <Alert type="info" showIcon title={t('cashiers.refundNote')} />
        </AdminForm>
      )}
    </Drawer>
  );
}
