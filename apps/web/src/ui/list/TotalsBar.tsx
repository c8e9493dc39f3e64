import './messages.ts';
import { Button, Skeleton, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { count, money } from './format.ts';
import type { TotalDef } from './spec.ts';

/** The strip both the totals and the capped count's note are shown in: one frame, one accessible name. */
function TotalsFrame({ style, children }: { style: CSSProperties; children: ReactNode }) {
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
        ...style,
      }}
    >
      {children}
    </section>
  );
}

/**
 * The totals of the whole filter (not just the page) in one compact strip above the table, each figure
 * under its label; grey bars in their place while the first answer is on its way (totals null).
 */
export function TotalsBar({
  defs,
  totals,
  note,
}: {
  defs: readonly TotalDef[];
  totals: Record<string, number> | null;
  /** What the figures add up, when the table's total line adds up something else (issue 32). */
  note?: string;
}) {
  const { t } = useTranslation();
  return (
    <TotalsFrame style={{ overflow: 'hidden' }}>
      {note ? (
        <Typography.Text
          type="secondary"
          data-totals-note
          style={{ flex: '1 1 100%', padding: '4px 14px 0', fontSize: 12 }}
        >
          {note}
        </Typography.Text>
      ) : null}
      {defs.map((d) => (
        <div
          key={d.key}
          style={{
            // Two figures a line on a phone, six at 1366 px; a label wraps rather than being cut.
            flex: '1 1 128px',
            padding: '5px 14px',
            // A hairline between figures, also where they wrap onto a second line.
            boxShadow: '-1px 0 0 #e6ebf3, 0 -1px 0 #e6ebf3',
            minWidth: 0,
          }}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', lineHeight: '18px' }}>
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
    </TotalsFrame>
  );
}

/**
 * In place of the totals when the count stopped at the cap, or counted more rows than the server adds up
 * unasked (docs/decisions.md, "Bounded counts"): what that means for the person, and a button that counts
 * every row and shows the totals.
 */
export function CappedTotals({
  cap,
  capped,
  onCountAll,
  counting,
}: {
  /** The cap (capped) or the exact count. */
  cap: number;
  capped: boolean;
  onCountAll: () => void;
  counting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TotalsFrame style={{ alignItems: 'center', gap: '6px 16px', padding: '8px 14px' }}>
      <Typography.Text style={{ flex: '1 1 260px', minWidth: 0 }}>
        {t(capped ? 'money.list.cappedNote' : 'money.list.totalsLeftNote', { n: count(cap) })}
      </Typography.Text>
      <Button onClick={onCountAll} loading={counting} aria-live="polite">
        {counting
          ? t('money.list.countingAll')
          : t(capped ? 'money.list.countAll' : 'money.list.addUpTotals')}
      </Button>
    </TotalsFrame>
  );
}
