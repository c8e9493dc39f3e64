import { type LabelSet, labelOf } from '@mp/core/statuses';
import { Tag } from 'antd';
import { currentLang } from '../../i18n/index.ts';
import { statusColor } from './statusColors.ts';

/** A status as a coloured tag with its label in the current language. */
export function StatusTag({ labels, value }: { labels: LabelSet; value: string }) {
  if (!value) return null;
  return (
    <Tag color={statusColor(value)} style={{ marginInlineEnd: 0 }}>
      {labelOf(labels, value, currentLang())}
    </Tag>
  );
}
