import { PHONE_AREAS } from '@mp/core/schemas/auth';
import { Form, type FormItemProps, Input, type InputProps, Select, Space } from 'antd';
import type { ReactNode } from 'react';

const AREA_OPTIONS = PHONE_AREAS.map((a) => ({ value: a, label: a }));

/** A mobile number as the administration forms take it: digits only, no more than 11, never filled in. */
const MOBILE_INPUT: InputProps = { maxLength: 11, inputMode: 'numeric', autoComplete: 'off' };

/**
 * A mobile number with its area code in front (one labelled row: the area code's select and the number's
 * input side by side). The rules check the number; `dependencies` re-checks it when the area changes.
 */
export function PhoneField({
  label,
  htmlFor,
  required = true,
  extra,
  area = 'phone_area',
  name = 'phone',
  areaLabel,
  areaWidth = 120,
  dependencies,
  rules,
  input = MOBILE_INPUT,
}: {
  label: string;
  htmlFor?: string;
  required?: boolean;
  extra?: ReactNode;
  area?: string;
  name?: string;
  areaLabel?: string;
  areaWidth?: number;
  dependencies?: FormItemProps['dependencies'];
  rules?: FormItemProps['rules'];
  /** The number's input (the administration forms' one when not given). */
  input?: InputProps;
}) {
  return (
    <Form.Item label={label} htmlFor={htmlFor} required={required} extra={extra}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={area} noStyle>
          <Select aria-label={areaLabel} style={{ width: areaWidth }} options={AREA_OPTIONS} />
        </Form.Item>
        <Form.Item name={name} noStyle dependencies={dependencies} rules={rules}>
          <Input {...input} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
