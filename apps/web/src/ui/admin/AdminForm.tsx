import { Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame of an administration form (cashier, operator, role): labels above the fields, and a
 * failed submit scrolls to the first field in error. The caller gives the form, its name, the
 * initial values and the submit; any other antd Form prop passes through.
 */
export function AdminForm<Values>(props: Omit<FormProps<Values>, 'children'> & { children: ReactNode }) {
  return <Form<Values> layout="vertical" scrollToFirstError {...props} />;
}
