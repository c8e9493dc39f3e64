import './messages.ts';
import '../../ui/admin/messages.ts';
import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL, operProfile, readLocal } from '../../storage/browserStorage.ts';
import { showServerError } from '../../ui/admin/fieldErrors.ts';
import { FactList } from '../../ui/FactList.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import { OTP_CODES, useMyFactor, useNewRecoveryCodes } from './api.ts';
import { OtpField, otpValue } from './OtpInput.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

const OTP_PLACEMENT = Object.fromEntries(OTP_CODES.map((c) => [c, 'otp']));
/** Below this many recovery codes left, the page suggests new ones. */
const FEW_CODES = 3;

/** New recovery codes: a current code confirms, then the ten are shown once as at the enrolment. */
function NewCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ otp: string }>();
  const renew = useNewRecoveryCodes({ handleCodes: OTP_CODES });
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setCodes(null);
    form.resetFields();
    onClose();
  };
  const submit = async (otp: string) => {
    try {
      setCodes(await renew.mutateAsync(otpValue(otp)));
    } catch (e) {
      showServerError(form, e, OTP_PLACEMENT);
    }
  };
  return (
    <Modal
      open={open}
      title={codes ? t('staff.codes.title') : t('staff.factor.newCodes')}
      onCancel={codes ? undefined : close}
      closable={!codes}
      mask={{ closable: false }}
      keyboard={!codes}
      destroyOnHidden
      footer={
        codes ? null : (
          <Space>
            <Button onClick={close}>{t('admin.cancel')}</Button>
            <Button type="primary" loading={renew.isPending} onClick={() => form.submit()}>
              {t('staff.factor.newCodesSubmit')}
            </Button>
          </Space>
        )
      }
    >
      {codes ? (
        <RecoveryCodes
          codes={codes}
          loginName={operProfile()?.login_name ?? ''}
          continueText={t('staff.codes.done')}
          onContinue={close}
        />
      ) : (
        <Form form={form} name="new-codes" layout="vertical" onFinish={(v) => void submit(v.otp)}>
          <Typography.Paragraph>{t('staff.factor.newCodesIntro')}</Typography.Paragraph>
          <OtpField label={t('staff.tokens.otp')} autoFocus />
        </Form>
      )}
    </Modal>
  );
}

/** The caller's second factor: enrolled when, how many recovery codes are left, the role; new codes. */
export function FactorPanel() {
  const { t } = useTranslation();
  const q = useMyFactor();
  const [renewing, setRenewing] = useState(false);
  const f = q.data;
  return (
    <div style={{ maxWidth: 640 }}>
      <FactList
        items={[
          {
            key: 'who',
            label: t('staff.manage.name'),
            children: `${readLocal(LOCAL.operName) ?? ''} (${operProfile()?.login_name ?? ''})`,
          },
          {
            key: 'role',
            label: t('staff.factor.role'),
            children: f ? t(`staff.manage.roles.${f.role}`) : '',
          },
          {
            key: 'factor',
            label: t('staff.factor.title'),
            children: f ? <Tag color="success">{t('staff.factor.enrolled')}</Tag> : '',
          },
          { key: 'at', label: t('staff.factor.enrolledAt'), children: f ? formatTime14(f.enrolled_at) : '' },
          {
            key: 'left',
            label: t('staff.factor.codesLeft'),
            children: f ? t('staff.factor.codesLeftValue', { count: f.recovery_codes_left }) : '',
          },
        ]}
      />
      {f && f.recovery_codes_left <= FEW_CODES ? (
        <Alert type="warning" showIcon title={t('staff.factor.codesLow')} style={{ marginTop: 16 }} />
      ) : null}
      <Button icon={<KeyOutlined />} style={{ marginTop: 16 }} onClick={() => setRenewing(true)}>
        {t('staff.factor.newCodes')}
      </Button>
      <Alert type="info" showIcon title={t('staff.factor.lost')} style={{ marginTop: 24 }} />
      <NewCodesDialog open={renewing} onClose={() => setRenewing(false)} />
    </div>
  );
}
