import { ID_TYPE } from '@mp/core/statuses';
import type { FieldError } from '@mp/core/validators/result';
import { Form, type FormInstance, Select } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
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
