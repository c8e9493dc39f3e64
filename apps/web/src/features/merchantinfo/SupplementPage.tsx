import './messages.ts';
import { FILE_PURPOSES, validateText } from '@mp/core/validators/onboarding';
import { Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { submitSupplement } from './api.ts';
import {
  ChangeFrame,
  FilePicker,
  History,
  SubmitChange,
  useDocuments,
  useSendChange,
} from './changePageKit.tsx';
import styles from './merchantinfo.module.css';

/**
 * supplementaryData: documents the provider asked for, each with its purpose, and a remark, submitted for
 * review (one at a time); once approved they join the merchant's documents in force.
 */
export default function SupplementPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { busy, send } = useSendChange(form);
  const [purpose, setPurpose] = useState<string>('OTHER');
  const { files, setFiles, known, pick } = useDocuments();

  const submit = async (v: { remark: string }) => {
    if (Object.keys(files).length === 0) {
      notifier().error(`${t('merchantinfo.supplementFiles')}: ${catalogueText('ONB10004')}`);
      return;
    }
    await send(
      () => submitSupplement({ remark: v.remark, files }, { quiet: true }),
      () => {
        setFiles({});
        form.resetFields();
      },
    );
  };

  return (
    <ChangeFrame route={route} intro={t('merchantinfo.supplementIntro')}>
      <Form form={form} layout="vertical" className={styles.form} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="remark"
          label={t('merchantinfo.fields.remark')}
          required
          rules={[
            {
              validator: (_r, v) =>
                validateText(v, 200)
                  ? Promise.reject(new Error(catalogueText(validateText(v, 200)!)))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('merchantinfo.uploadRules')}</Typography.Paragraph>
        <Space wrap>
          <label htmlFor="supplement-purpose">{t('merchantinfo.addFile')}</label>
          <Select
            id="supplement-purpose"
            style={{ minWidth: 200 }}
            value={purpose}
            onChange={setPurpose}
            options={FILE_PURPOSES.map((p) => ({ value: p, label: t(`merchantinfo.purposes.${p}`) }))}
          />
        </Space>
        <FilePicker
          id="supplement-file"
          purpose={purpose}
          label={t(`merchantinfo.purposes.${purpose}`)}
          value={files[purpose]}
          known={known}
          onChange={pick(purpose)}
        />
        {Object.entries(files).map(([p, id]) => (
          <Typography.Paragraph key={p} style={{ margin: '4px 0' }}>
            {t(`merchantinfo.purposes.${p}`)}: {known.find((f) => f.file_id === id)?.file_name ?? id}
          </Typography.Paragraph>
        ))}
        <SubmitChange busy={busy} />
      </Form>
      <History kind="SUPPLEMENT" />
    </ChangeFrame>
  );
}
