import './messages.ts';
import { AGREEMENT_KIND } from '@mp/core/statuses';
import { Alert, Button, Checkbox, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang, pick } from '../../i18n/index.ts';
import { type Protocol, type SignState, useApplicantSign } from './api.ts';
import { time14 } from './DocText.tsx';

interface Values {
  signer_name: string;
  agree: boolean;
}

/**
 * The applicant's signature of a published document during onboarding (/mandate, /signIn): the typed
 * full name and the tick bind the version and the language read (its hash); once signed it says so.
 */
export function SignPanel({
  token,
  doc,
  state,
  onSigned,
}: {
  token: string;
  doc: Protocol;
  state: SignState['items'][number] | undefined;
  onSigned?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const sign = useApplicantSign();
  const kind = doc.kind as 'MANDATE' | 'COMPANY_TOTAL';
  const lang = currentLang();
  if (state?.signed === 'Y') {
    return (
      <Alert
        type="success"
        showIcon
        title={t('agreements.sign.signed', {
          version: state.signed_version,
          name: state.signer_name,
          at: time14(state.signed_at),
        })}
      />
    );
  }
  const submit = async (v: Values) => {
    try {
      await sign.mutateAsync({
        apply_token: token,
        kind,
        version_id: doc.version_id,
        lang,
        doc_sha256: lang === 'en' ? doc.sha256_en : doc.sha256_zh,
        signer_name: v.signer_name.trim(),
      });
      onSigned?.();
    } catch {
      // The refusal was shown; the text and the state are read again (a new version asks again).
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark style={{ maxWidth: 520 }}>
      {state && state.signed_version > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('agreements.sign.newVersion', { old: state.signed_version })}
        />
      )}
      <Form.Item
        name="signer_name"
        label={t('agreements.sign.signerName')}
        extra={t('agreements.sign.signerHint')}
        rules={[
          { required: true, whitespace: true, min: 2, max: 60, message: t('agreements.sign.signerHint') },
        ]}
      >
        <Input autoComplete="name" maxLength={60} />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_, v) =>
              v ? Promise.resolve() : Promise.reject(new Error(t('agreements.sign.agreeRequired'))),
          },
        ]}
      >
        <Checkbox>
          {t('agreements.sign.agree', { name: pick(AGREEMENT_KIND[kind]), version: doc.version })}
        </Checkbox>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={sign.isPending}>
          {kind === 'MANDATE' ? t('agreements.sign.signMandate') : t('agreements.sign.signContract')}
        </Button>
      </Space>
    </Form>
  );
}
