import './messages.ts';
import { Button, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { count, money } from './format.ts';
import type { TotalDef } from './spec.ts';

/**
 * The totals of the whole filter (not just the page) in one compact strip above the table, each figure
 * under its label; grey bars in their place while the first answer is on its way (totals null).
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
        marginBottom: 12,
        border: '1px solid #e6ebf3',
        borderRadius: 8,
        background: '#f8fafd',
        overflow: 'hidden',
      }}
    >
      {defs.map((d) => (
        <div
          key={d.key}
          style={{
            flex: '1 1 104px',
            padding: '5px 14px',
            // A hairline between figures, also where they wrap onto a second line.
            boxShadow: '-1px 0 0 #e6ebf3, 0 -1px 0 #e6ebf3',
            minWidth: 0,
          }}
        >
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: true }}
            style={{ fontSize: 12, display: 'block' }}
          >
            {`${t(d.label)}${d.kind === 'money' ? ' (MOP)' : ''}`}
          </Typography.Text>
          <div
            style={{
              fontSize: 17,
              lineHeight: '24px',
              fontWeight: 600,
              color: '#0f2747',
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
            }}
            data-total={d.key}
          >
            {totals === null ? (
              <Skeleton.Input active size="small" style={{ width: 80, minWidth: 0, height: 18 }} />
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

/**
 * In place of the totals when the count stopped at the cap (docs/decisions.md, "Bounded counts"): what
 * that means for the person, and a button that counts every row and shows the totals.
 */
export function CappedTotals({
  cap,
  onCountAll,
  counting,
}: {
  cap: number;
  onCountAll: () => void;
  counting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('money.list.totals')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '6px 16px',
        marginBottom: 12,
        padding: '8px 14px',
        border: '1px solid #e6ebf3',
        borderRadius: 8,
        background: '#f8fafd',
      }}
    >
      <Typography.Text style={{ flex: '1 1 260px', minWidth: 0 }}>
        {t('money.list.cappedNote', { n: count(cap) })}
      </Typography.Text>
      <Button onClick={onCountAll} loading={counting} aria-live="polite">
        {counting ? t('money.list.countingAll') : t('money.list.countAll')}
      </Button>
    </section>
  );
}
