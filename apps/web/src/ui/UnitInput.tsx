import { Form, Input, type InputProps, type InputRef, Space } from 'antd';
import { forwardRef } from 'react';

type Props = Omit<InputProps, 'addonBefore' | 'addonAfter'> & {
  /** The unit beside the number (MOP, a currency code). */
  unit: string;
  /** Where the unit stands: before the number (default) or after it. */
  side?: 'before' | 'after';
};

/**
 * A number typed with its unit drawn beside it, as antd's deprecated `addonBefore`/`addonAfter` drew it: a
 * compact group of the unit and the input. A form item's value, id and change handler reach the input (the
 * label still names it), and the unit shares the input's error colour.
 */
export const UnitInput = forwardRef<InputRef, Props>(function UnitInput(
  { unit, side = 'before', style, ...props },
  ref,
) {
  const { status } = Form.Item.useStatus();
  const addon = (
    <Space.Addon status={props.status ?? (status === 'error' || status === 'warning' ? status : undefined)}>
      {unit}
    </Space.Addon>
  );
  return (
    <Space.Compact block={!style?.width} style={style?.width ? { width: style.width } : undefined}>
      {side === 'before' ? addon : null}
      <Input ref={ref} {...props} style={style?.width ? { ...style, width: undefined } : style} />
      {side === 'after' ? addon : null}
    </Space.Compact>
  );
});
