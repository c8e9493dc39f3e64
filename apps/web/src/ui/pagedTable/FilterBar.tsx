import { ConfigProvider, Form, type FormProps, Grid } from 'antd';
import type { ReactNode } from 'react';
import styles from './FilterBar.module.css';

/** Filters close together on a phone, where they stand one under another. */
const PHONE_THEME = { components: { Form: { itemMarginBottom: 12, verticalLabelPadding: '0 0 4px' } } };

/**
 * The filters above a URL-paged table: one wrapping row of labelled fields on a wide screen; on a phone
 * one field a line, its label above it and its control as wide as the screen (issue 32: the promotions'
 * date range ran past the right edge at 390 px), as the shared list pages' filters do.
 */
export function FilterBar<Values>({
  style,
  className,
  ...props
}: Omit<FormProps<Values>, 'layout' | 'children'> & { children: ReactNode }) {
  const phone = Grid.useBreakpoint().md === false;
  if (!phone)
    return <Form<Values> {...props} className={className} layout="inline" style={{ rowGap: 12, ...style }} />;
  return (
    <ConfigProvider theme={PHONE_THEME}>
      <Form<Values>
        {...props}
        layout="vertical"
        className={[styles.phone, className].filter(Boolean).join(' ')}
        style={style}
      />
    </ConfigProvider>
  );
}
