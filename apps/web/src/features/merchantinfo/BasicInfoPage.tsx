import './messages.ts';
import { idTypeHasBackSide } from '@mp/core/validators/idNumber';
import { validateBaseInfo } from '@mp/core/validators/onboarding';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { NEEDS_VERIFIED_PERSON, VerifyPersonNotice } from '../face/index.ts';
import { BaseInfoFields, provinceOf } from '../onboarding/index.ts';
import { submitBasic } from './api.ts';
import { DocumentPickers, EditChangeForm, fieldRule, useDocuments, useEditChange } from './changePageKit.tsx';

/** What the form holds: the change's fields (its documents are picked beside them) and the province. */
type BasicForm = Omit<Parameters<typeof submitBasic>[0], 'files'> & { province?: string };

/**
 * alterBasicInfo (111) and its phone page h5AlterBasicInfo: the merchant's basic information and the
 * legal person's ID, with its documents, checked by the wizard's base-step rules (validateBaseInfo) and
 * submitted for review. While a change is under review the form shows it and cannot send another.
 */
export default function BasicInfoPage({ route }: PageProps) {
  const { t } = useTranslation();
  const documents = useDocuments();
  const { files, setFiles, setKnown } = documents;
  const edit = useEditChange<Record<string, unknown>>(route, 'BASIC', (v, form) => {
    form.setFieldsValue({ ...v, province: provinceOf(v.area_code) });
    setFiles({ ...((v.files ?? {}) as Record<string, string>) });
  });
  const { form, send, d, pending } = edit;
  const category = d?.merc_category ?? 'ENTERPRISE';
  const idType = Form.useWatch('id_type', form) as string | undefined;
  const [unverified, setUnverified] = useState(false);

  useEffect(() => {
    if (d) setKnown(d.files);
  }, [d, setKnown]);

  const check = (v: Record<string, unknown>) => validateBaseInfo({ ...v, merc_category: category });
  const rule = (field: string) => fieldRule(form, check, field);
  const purposes = [
    ...(category === 'ENTERPRISE' ? ['LICENCE'] : []),
    'ID_FRONT',
    ...(idTypeHasBackSide(idType) ? ['ID_BACK'] : []),
  ];

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
    await send(async () => {
      const r = await submitBasic(body, { quiet: true });
      setUnverified(!r.ok && r.code === NEEDS_VERIFIED_PERSON);
      return r;
    });
  };

  return (
    <EditChangeForm
      route={route}
      edit={edit}
      intro={t('merchantinfo.basicIntro')}
      onFinish={(v: BasicForm) => void submit(v)}
    >
      {pending ? null : <VerifyPersonNotice purpose="LEGAL_CHANGE" refused={unverified} />}
      <BaseInfoFields form={form} ns="merchantinfo" category={category} rule={rule} disabled={!!pending} />
      <DocumentPickers idPrefix="basic-file" purposes={purposes} documents={documents} />
    </EditChangeForm>
  );
}
