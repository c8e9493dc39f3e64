import { Button, Empty, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * An empty list that says what to do next (issue 32, point 5): what the list holds and how it fills, then
 * a link to the page where that is done (`to`) or an action on this page (`onClick`, drawn as a link).
 */
export function EmptyNext({
  text,
  link,
}: {
  text: ReactNode;
  link?: { label: string; to?: string | null; onClick?: () => void } | null;
}) {
  let next: ReactNode = null;
  if (link?.to) next = <Link to={link.to}>{link.label}</Link>;
  else if (link?.onClick)
    next = (
      <Button type="link" size="small" onClick={link.onClick} style={{ padding: 0, height: 'auto' }}>
        {link.label}
      </Button>
    );
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Space orientation="vertical" size={4}>
          <span>{text}</span>
          {next}
        </Space>
      }
    />
  );
}
