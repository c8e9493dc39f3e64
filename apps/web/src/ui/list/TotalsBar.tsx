import './messages.ts';
import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { count, money } from './format.ts';
import type { TotalDef } from './spec.ts';

/**
 * The totals of the whole filter (not just the page), large and easy to read above the table; grey bars
 * in their place while the first answer is on its way (totals null).
 */
export function TotalsBar({
  defs,
  totals,
}: {
  defs: readonly TotalDef[];
  totals: Record<string, number> | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('money.list.totals')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0,
        marginBottom: 16,
        border: '1px solid #e6ebf3',
        borderRadius: 8,
        background: '#f8fafd',
      }}
    >
      {defs.map((d, i) => (
        <div
          key={d.key}
          style={{
            flex: '1 1 128px',
            padding: '12px 18px',
            borderLeft: i === 0 ? 'none' : '1px solid #e6ebf3',
          }}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12.5 }}>
            {t(d.label)}
            {d.kind === 'money' ? ' (MOP)' : ''}
          </Typography.Text>
          <div
            style={{ fontSize: 20, fontWeight: 600, color: '#0f2747', fontVariantNumeric: 'tabular-nums' }}
            data-total={d.key}
          >
            {totals === null ? (
              <Skeleton.Input active size="small" style={{ width: 96, minWidth: 0 }} />
            ) : d.kind === 'money' ? (
              money(totals[d.key])
            ) : (
              count(totals[d.key])
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
