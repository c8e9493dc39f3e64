import './messages.ts';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Grey bars where the rows will be: a table waiting for its first answer, or the place of a table that mounts
 * one commit after its page (ui/firstScreenRows.ts).
 */
export function PendingRows() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('money.list.loading')} style={{ padding: '8px 0', textAlign: 'left' }}>
      <Skeleton active title={false} paragraph={{ rows: 6, width: '100%' }} />
    </div>
  );
}
