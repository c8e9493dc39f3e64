import './messages.ts';
import { expectedIdExpiry } from '@mp/core/validators/idExpiry';
import { idTypeHasBackSide } from '@mp/core/validators/idNumber';
import { validateBaseInfo } from '@mp/core/validators/onboarding';
import { Form, Input, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { BusTypeSelect, IdTypeSelect, MccAndAreaSelects, provinceOf } from '../onboarding/index.ts';
import { submitBasic, useEditInfo } from './api.ts';
import {
  ChangeFrame,
  DocumentPickers,
  fieldRule,
  History,
  PendingNotice,
  SubmitChange,
  useDocuments,
  useFillFromServer,
  useMayRead,
  useSendChange,
} from './changePageKit.tsx';
import styles from './merchantinfo.module.css';

/** What the form holds: the change's fields (its documents are picked beside them) and the province. */
type BasicForm = Omit<Parameters<typeof submitBasic>[0], 'files'> & { province?: string };

/**
 * alterBasicInfo (111) and its phone page h5AlterBasicInfo: the merchant's basic information and the
 * legal person's ID, with its documents, checked by the wizard's base-step rules (validateBaseInfo) and
 * submitted for review. While a change is under review the form shows it and cannot send another.
 */
export default function BasicInfoPage({ route }: PageProps) {
  const { t } = useTranslation();
  const _en = currentLang() === 'en';
  const may = useMayRead(route, '111');
  const info = useEditInfo('BASIC', may);
  const [form] = Form.useForm();
  const { busy, send, refresh } = useSendChange(form);
  const documents = useDocuments();
  const { files, setFiles, setKnown } = documents;
  const d = info.data;
  const category = d?.merc_category ?? 'ENTERPRISE';
  const idType = Form.useWatch('id_type', form) as string | undefined;
  const idNo = Form.useWatch('id_no', form) as string | undefined;
  const issue = Form.useWatch('id_issue_date', form) as string | undefined;
  const pending = d?.pending && d.pending.status === 'AUDITING' ? d.pending : null;
  const sentBack = d?.pending && d.pending.status === 'NEED_MORE' ? d.pending : null;

  useEffect(() => {
    if (d) setKnown(d.files);
  }, [d, setKnown]);
  useFillFromServer(
    d ? ((sentBack?.new_value ?? d.current) as Record<string, unknown>) : undefined,
    d?.pending?.status ?? null,
    (v) => {
      form.setFieldsValue({ ...v, province: provinceOf(v.area_code) });
      setFiles({ ...((v.files ?? {}) as Record<string, string>) });
    },
  );

  const check = (v: Record<string, unknown>) => validateBaseInfo({ ...v, merc_category: category });
  const rule = (field: string) => fieldRule(form, check, field);
  const label = (field: string) => t(`merchantinfo.fields.${field}`);
  const expected = idType === 'I_CARD' ? expectedIdExpiry(idNo, issue) : null;
  const purposes = [
    ...(category === 'ENTERPRISE' ? ['LICENCE'] : []),
    'ID_FRONT',
    ...(idTypeHasBackSide(idType) ? ['ID_BACK'] : []),
  ];

  const text = (field: string, opts: { required?: boolean; extra?: string; ymd?: boolean } = {}) => (
    <Form.Item
      name={field}
      label={t(`merchantinfo.fields.${field}`)}
      rules={[rule(field)]}
      required={opts.required !== false}
      extra={opts.extra}
    >
      <Input
        inputMode={opts.ymd ? 'numeric' : undefined}
        maxLength={opts.ymd ? 8 : undefined}
        disabled={!!pending}
      />
    </Form.Item>
  );

  const submit = async (v: BasicForm) => {
    const { province: _p, ...base } = v;
    const body = {
      ...base,
      merc_name_en: base.merc_name_en ?? '',
      files: Object.fromEntries(purposes.filter((p) => files[p]).map((p) => [p, files[p]])),
    };
    const missing = purposes.find((p) => !files[p]);
    if (missing) {
      notifier().error(`${t(`merchantinfo.purposes.${missing}`)}: ${t('merchantinfo.required')}`);
      return;
    }
    await send(() => submitBasic(body, { quiet: true }));
  };

  return (
    <ChangeFrame route={route} intro={t('merchantinfo.basicIntro')} phoneCode="111">
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <PendingNotice change={d.pending} onWithdrawn={() => void refresh()} />
          <Form
            form={form}
            layout="vertical"
            className={styles.form}
            onFinish={(v) => void submit(v)}
            disabled={!!pending}
          >
            {text('merc_name')}
            {text('merc_short_name')}
            {text('merc_name_en', { required: false })}
            <BusTypeSelect label={label} rule={rule} category={category} />
            {text('licence_no')}
            {text('licence_expiry', {
              extra: `${t('merchantinfo.ymdHint')} · ${t('merchantinfo.longTermHint')}`,
              ymd: true,
            })}
            <MccAndAreaSelects form={form} label={label} rule={rule} disabled={!!pending} />
            {text('address')}
            {text('legal_name')}
            <IdTypeSelect form={form} label={label} rule={rule} />
            {idType && idTypeHasBackSide(idType) ? (
              <Typography.Paragraph type="secondary">{t('merchantinfo.backSide')}</Typography.Paragraph>
            ) : null}
            {text('id_no')}
            {text('id_issue_date', { extra: t('merchantinfo.ymdHint'), ymd: true })}
            {text('id_expiry', {
              extra: expected
                ? t('merchantinfo.expectedExpiry', { date: expected })
                : t('merchantinfo.ymdHint'),
              ymd: true,
            })}
            <DocumentPickers idPrefix="basic-file" purposes={purposes} documents={documents} />
            <SubmitChange busy={busy} disabled={!!pending} />
          </Form>
          <History kind="BASIC" enabled={may} />
        </>
      )}
    </ChangeFrame>
  );
}
