import { Button, Form } from 'antd';

/**
 * The submit button at the end of a form laid out in one row: under an empty label, so it lines up with
 * the fields beside it.
 */
export function InlineSubmit({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Form.Item label=" ">
      <Button type="primary" htmlType="submit" loading={busy}>
        {children}
      </Button>
    </Form.Item>
  );
}
