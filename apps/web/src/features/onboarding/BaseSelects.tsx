import { ID_TYPE } from '@mp/core/statuses';
import { expectedIdExpiry } from '@mp/core/validators/idExpiry';
import { idTypeHasBackSide } from '@mp/core/validators/idNumber';
import type { FieldError } from '@mp/core/validators/result';
import { Checkbox, DatePicker, Form, type FormInstance, Input, Select, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import { useAreas, useBusTypes, useMcc } from './api.ts';

/**
 * The base information's choices from reference data (business type, MCC, province and area, ID type),
 * for the registration wizard's base step and the basic-information change (merchantinfo): one set of
 * selects, each page giving its labels and rules.
 */
interface SelectProps {
  form: FormInstance;
  label: (field: string) => string;
  rule: (field: string) => Rule;
}

/** A field rule from a check of the whole form that names this field (cross-field rules: ID type, expiry). */
export function fieldRule(
  form: FormInstance,
  check: (v: Record<string, unknown>) => FieldError | null,
  field: string,
) {
  return {
    validator: () => {
      const e = check(form.getFieldsValue(true));
      return e && e.field === field ? Promise.reject(new Error(catalogueText(e.code))) : Promise.resolve();
    },
  };
}

/** The province of an area code: Macau and Hong Kong by their region, the mainland by GB/T 2260. */
export const provinceOf = (area: unknown) =>
  typeof area === 'string' && /^\d{6}$/.test(area) ? `${area.slice(0, 2)}0000` : undefined;

export function BusTypeSelect({ label, rule, category }: Omit<SelectProps, 'form'> & { category: string }) {
  const en = currentLang() === 'en';
  const busTypes = useBusTypes(category as 'ENTERPRISE' | 'PERSONAL');
  return (
    <Form.Item name="bus_type" label={label('bus_type')} rules={[rule('bus_type')]} required>
      <Select
        options={(busTypes.data?.list ?? []).map((b) => ({
          value: b.bus_type,
          label: en ? b.name_en : b.name,
        }))}
      />
    </Form.Item>
  );
}

/** MCC, then the province and its area (the area list follows the chosen province). */
export function MccAndAreaSelects({ form, label, rule, disabled }: SelectProps & { disabled?: boolean }) {
  const en = currentLang() === 'en';
  const mcc = useMcc();
  const provinces = useAreas('');
  const province = Form.useWatch('province', form) as string | undefined;
  const cities = useAreas(province ?? '');
  const areas = (list: { area_code: string; name: string; name_en: string }[] | undefined) =>
    (list ?? []).map((a) => ({ value: a.area_code, label: en ? a.name_en : a.name }));
  return (
    <>
      <Form.Item name="mcc" label={label('mcc')} rules={[rule('mcc')]} required>
        <Select
          showSearch
          optionFilterProp="label"
          options={(mcc.data?.list ?? []).map((m) => ({
            value: m.mcc,
            label: `${m.mcc} ${en ? m.name_en : m.name}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="province" label={label('province')} required>
        <Select
          showSearch
          optionFilterProp="label"
          onChange={() => form.setFieldValue('area_code', undefined)}
          options={areas(provinces.data?.list)}
        />
      </Form.Item>
      <Form.Item name="area_code" label={label('area_code')} rules={[rule('area_code')]} required>
        <Select
          showSearch
          optionFilterProp="label"
          disabled={!province || disabled}
          options={province ? areas(cities.data?.list) : []}
        />
      </Form.Item>
    </>
  );
}

/** The ID type; changing it checks the ID number again (its pattern depends on the type). */
export function IdTypeSelect({ form, label, rule }: SelectProps) {
  const en = currentLang() === 'en';
  return (
    <Form.Item name="id_type" label={label('id_type')} rules={[rule('id_type')]} required>
      <Select
        options={Object.entries(ID_TYPE).map(([k, l]) => ({ value: k, label: en ? l.en : l.zh }))}
        onChange={() => void form.validateFields(['id_no']).catch(() => undefined)}
      />
    </Form.Item>
  );
}

/** The long-term mark of an expiry date (spec: 99991231). */
export const LONG_TERM = '99991231';

/**
 * A date kept as yyyymmdd (what the validators and the server take): typed, or chosen in a calendar
 * (antd DatePicker, the portal's language), and for an expiry a "long-term" choice that stands for
 * 99991231. The typed box keeps the field's id, so its label names it.
 */
export function YmdInput({
  id,
  value,
  onChange,
  disabled,
  longTerm,
  texts,
}: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
  /** Offer the long-term choice (expiry dates). */
  longTerm?: boolean;
  texts: { pick: string; longTerm: string };
}) {
  const v = value ?? '';
  const isLong = longTerm && v === LONG_TERM;
  const day = /^\d{8}$/.test(v) && !isLong ? dayjs(v, 'YYYYMMDD', true) : null;
  return (
    <Space wrap size={8}>
      <Space.Compact>
        <Input
          id={id}
          value={v}
          inputMode="numeric"
          maxLength={8}
          disabled={disabled || isLong}
          style={{ width: 130 }}
          onChange={(e) => onChange?.(e.target.value)}
        />
        <DatePicker
          aria-label={texts.pick}
          value={day?.isValid() ? day : null}
          disabled={disabled || isLong}
          format="YYYY-MM-DD"
          inputReadOnly
          allowClear={false}
          style={{ width: 150 }}
          onChange={(d) => onChange?.(d ? d.format('YYYYMMDD') : '')}
        />
      </Space.Compact>
      {longTerm ? (
        <Checkbox
          checked={isLong}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.checked ? LONG_TERM : '')}
        >
          {texts.longTerm}
        </Checkbox>
      ) : null}
    </Space>
  );
}

/**
 * The base information's fields in their order: names, business type, registration, MCC and area,
 * address, and the legal person's ID (its back side asked for when the type has one, its expiry hinted
 * from the ID-card table). The texts are the page's own (`ns`.fields.*, `ns`.ymdHint ...).
 */
export function BaseInfoFields({
  form,
  ns,
  category,
  rule,
  disabled,
}: Omit<SelectProps, 'label'> & { ns: 'onboarding' | 'merchantinfo'; category: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const idType = Form.useWatch('id_type', form) as string | undefined;
  const idNo = Form.useWatch('id_no', form) as string | undefined;
  const issue = Form.useWatch('id_issue_date', form) as string | undefined;
  const expected = idType === 'I_CARD' ? expectedIdExpiry(idNo, issue) : null;
  const label = (field: string) => t(`${ns}.fields.${field}`);
  const ymdHint = t(`${ns}.ymdHint`);
  const dateTexts = { pick: t(`${ns}.pickDate`), longTerm: t(`${ns}.longTerm`) };
  const text = (
    field: string,
    opts: { required?: boolean; extra?: string; ymd?: boolean; longTerm?: boolean } = {},
  ) => (
    <Form.Item
      name={field}
      label={label(field)}
      rules={[rule(field)]}
      required={opts.required !== false}
      extra={opts.extra}
    >
      {opts.ymd ? (
        <YmdInput disabled={disabled} longTerm={opts.longTerm} texts={dateTexts} />
      ) : (
        <Input disabled={disabled} />
      )}
    </Form.Item>
  );
  return (
    <>
      {text('merc_name')}
      {text('merc_short_name')}
      {text('merc_name_en', { required: false })}
      <BusTypeSelect label={label} rule={rule} category={category} />
      {text('licence_no')}
      {text('licence_expiry', { extra: ymdHint, ymd: true, longTerm: true })}
      <MccAndAreaSelects form={form} label={label} rule={rule} disabled={disabled} />
      {text('address')}
      {text('legal_name')}
      <IdTypeSelect form={form} label={label} rule={rule} />
      {idType && idTypeHasBackSide(idType) ? (
        <Typography.Paragraph type="secondary">{t(`${ns}.backSide`)}</Typography.Paragraph>
      ) : null}
      {text('id_no')}
      {text('id_issue_date', { extra: ymdHint, ymd: true })}
      {text('id_expiry', {
        extra: expected ? t(`${ns}.expectedExpiry`, { date: expected }) : ymdHint,
        ymd: true,
        longTerm: true,
      })}
    </>
  );
}
