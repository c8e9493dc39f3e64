import { Descriptions, type DescriptionsProps } from 'antd';

/** A record's facts, one labelled line each, in a small bordered list. */
export function FactList(props: Omit<DescriptionsProps, 'bordered' | 'size' | 'column'>) {
  return <Descriptions bordered size="small" column={1} {...props} />;
}
