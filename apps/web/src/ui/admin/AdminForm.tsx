import { Form, type FormProps, Input } from 'antd';
import type { ReactNode } from 'react';
import { textRules } from './textRules.ts';

/**
 * The frame of an administration form (cashier, operator, role): labels above the fields, and a
 * failed submit scrolls to the first field in error. The caller gives the form, its name, the
 * initial values and the submit; any other antd Form prop passes through.
 */
export function AdminForm<Values>(props: Omit<FormProps<Values>, 'children'> & { children: ReactNode }) {
  return <Form<Values> layout="vertical" scrollToFirstError {...props} />;
}

/** A required line of free text in an administration form (a name): the shared text rules, at most `max`. */
export function TextLine({ name, label, max }: { name: string; label: string; max: number }) {
  return (
    <Form.Item name={name} label={label} rules={textRules(max)} required>
      <Input maxLength={max} autoComplete="off" />
    </Form.Item>
  );
}
