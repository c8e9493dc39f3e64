import './messages.ts';
import { AUDIT_ACTIONS } from '@mp/core/schemas/audit';
import type { LabelSet } from '@mp/core/statuses';
import { addDaysYmd } from '@mp/core/validators/dates';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListCard, type ListCardSpec, useTabListCard } from '../../ui/admin/ListCard.tsx';
import { TimeText } from '../../ui/list/TimeText.tsx';
import { PALETTE } from '../../ui/theme.ts';
import { type AuditRow, useAuditLog } from './api.ts';

const RESULTS: LabelSet = {
  OK: { zh: '成功', en: 'Succeeded' },
  FAIL: { zh: '失敗', en: 'Failed' },
};

const SPEC: ListCardSpec<AuditRow> = {
  pageKey: 'audit',
  rowKey: 'audit_id',
  intro: 'audit.intro',
  filters: [
    { kind: 'dateRange', label: 'audit.date' },
    { kind: 'text', param: 'login_name', label: 'audit.operator', max: 20 },
    { kind: 'select', param: 'action', label: 'audit.action', options: AUDIT_ACTIONS },
    { kind: 'select', param: 'result', label: 'audit.result', options: RESULTS },
  ],
  // The last seven days, today included: the log is read at most 31 days at a time.
  defaultRange: (today) => [addDaysYmd(today, -6) ?? today, today],
};

/** The facts of an entry as name: value lines (the server keeps them as compact JSON). */
function Detail({ json }: { json: string }) {
  let facts: [string, unknown][] = [];
  try {
    const parsed = JSON.parse(json) as unknown;
    if (parsed && typeof parsed === 'object') facts = Object.entries(parsed as Record<string, unknown>);
  } catch {
    return <Typography.Text code>{json}</Typography.Text>;
  }
  if (facts.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
      {facts.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt style={{ color: PALETTE.textMuted }}>{k}</dt>
          <dd style={{ margin: 0, wordBreak: 'break-all' }}>
            {typeof v === 'string' ? v : JSON.stringify(v)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The audit log of the organisation, for its administrators: who did what, when and from where. Entries
 * can be read and filtered, never changed.
 */
export function AuditPanel({ tab }: { tab: string }) {
  const { t } = useTranslation();
  const page = useTabListCard(SPEC, tab, useAuditLog);
  const columns: TableColumnsType<AuditRow> = [
    {
      key: 'at',
      title: t('audit.at'),
      render: (_, r) => <TimeText value={r.at} />,
    },
    { key: 'who', dataIndex: 'login_name', title: t('audit.operator') },
    {
      key: 'action',
      title: t('audit.action'),
      render: (_, r) => <Tag color="blue">{r.action_name || r.action}</Tag>,
    },
    { key: 'target', dataIndex: 'target', title: t('audit.target'), ellipsis: true, width: 260 },
    {
      key: 'result',
      title: t('audit.result'),
      render: (_, r) => (
        <Tag color={r.result === 'OK' ? 'success' : 'error'}>
          {t(r.result === 'OK' ? 'audit.ok' : 'audit.fail')}
        </Tag>
      ),
    },
    { key: 'ip', dataIndex: 'ip', title: t('audit.ip') },
  ];
  return (
    <ListCard
      page={page}
      columns={columns}
      tableProps={{
        expandable: {
          expandedRowRender: (r) => <Detail json={r.detail} />,
          rowExpandable: (r) => !!r.detail && r.detail !== '{}',
        },
      }}
    />
  );
}
