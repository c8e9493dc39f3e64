import './messages.ts';
import type { OperRowT } from '@mp/core/schemas/operators';
import { labelOf, OPERATOR_STATUS } from '@mp/core/statuses';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';

const COLOR: Record<string, string> = { normal: 'success', locked: 'warning', invalid: 'default' };

/** Status of an operator or cashier, with the lock and a pending first-login password change. */
export function OperatorStatus({
  row,
}: {
  row: Pick<OperRowT, 'status'> & Partial<Pick<OperRowT, 'locked' | 'must_change_pwd'>>;
}) {
  const { t } = useTranslation();
  const status = row.status === 'normal' && row.locked === 'Y' ? 'locked' : row.status;
  return (
    <Space size={4} wrap>
      <Tag color={COLOR[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
        {labelOf(OPERATOR_STATUS, status, currentLang())}
      </Tag>
      {row.must_change_pwd === 'Y' && row.status !== 'invalid' ? (
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {t('admin.mustChange')}
        </Tag>
      ) : null}
    </Space>
  );
}
