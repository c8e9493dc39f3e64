import './messages.ts';
import '../../ui/admin/messages.ts';
import type { CashierRowT } from '@mp/core/schemas/cashiers';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { handledCodes, type Placement, showServerError } from '../../ui/admin/fieldErrors.ts';
import { NewPasswordFields } from '../../ui/NewPasswordFields.tsx';
import { useResetCashierPassword } from './api.ts';

const PLACEMENT: Placement = {
  LOG10006: 'new_password',
  LOG10013: 'new_password',
  new_password: 'new_password',
  confirm_password: 'confirm_password',
};

interface Values {
  new_password: string;
  confirm_password: string;
}

/** The supervisor types a new password for a cashier, who must change it at the next sign-in. */
export function ResetCashierPassword({
  cashier,
  onClose,
}: {
  cashier: CashierRowT | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reset = useResetCashierPassword(handledCodes(PLACEMENT));
  const submit = async (v: Values) => {
    if (!cashier) return;
    try {
      await reset.mutateAsync({ cashier_id: cashier.cashier_id, ...v });
      notifier().success(t('cashiers.resetDone', { name: cashier.user_name }));
      onClose();
    } catch (e) {
      showServerError(form, e, PLACEMENT);
    }
  };
  return (
    <Modal
      open={!!cashier}
      title={t('cashiers.resetTitle', { name: cashier?.user_name ?? '' })}
      okText={t('cashiers.resetSubmit')}
      cancelText={t('admin.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reset.isPending}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('cashiers.resetInfo')} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} name="cashierReset" layout="vertical" onFinish={submit} preserve={false}>
        <NewPasswordFields
          name="new_password"
          confirmName="confirm_password"
          label="cashiers.newPassword"
          hint="cashiers.passwordHint"
          confirmLabel="cashiers.confirmPassword"
        />
      </Form>
    </Modal>
  );
}
