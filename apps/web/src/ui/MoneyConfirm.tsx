import { Descriptions, type DescriptionsProps, Input } from 'antd';
import type { ComponentProps } from 'react';

/**
 * The facts of a money order in one bordered column above the form that confirms it with the payment
 * password (submitting a payment, applying for a refund).
 */
export function ConfirmFacts({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }} items={items} />;
}

/**
 * The payment password wherever it is asked: six digits, the numeric keyboard on a phone, never filled in
 * by the browser.
 */
export function PayPasswordInput(props: ComponentProps<typeof Input.Password>) {
  return <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" {...props} />;
}
