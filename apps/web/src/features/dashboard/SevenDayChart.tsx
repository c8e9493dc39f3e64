import './messages.ts';
import { formatCentsCompact } from '@mp/core/money';
import type { ChartDay } from '@mp/core/schemas/dashboard';
import { labelOf, PAY_TYPE } from '@mp/core/statuses';
import { Grid, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLang } from '../../i18n/index.ts';
import { count, money } from '../../ui/list/format.ts';
import { PAY_TYPE_FILL } from '../../ui/list/statusColors.ts';
import { PALETTE } from '../../ui/theme.ts';
import { niceAxis } from './chartScale.ts';

export type ChartDayT = z.infer<typeof ChartDay>;

type Metric = 'amount' | 'count';

/**
 * The drawing's own size: 760 wide on a desktop, 360 on a phone, where it is drawn about 1:1 so that its
 * labels stay at least 11 px (issue 32: scaled down from 760 they were about 5 px).
 */
function frame(narrow: boolean) {
  const W = narrow ? 360 : 760;
  const H = narrow ? 240 : 280;
  const PAD = narrow
    ? { left: 48, right: 6, top: 12, bottom: 44 }
    : { left: 72, right: 16, top: 16, bottom: 44 };
  return { W, H, PAD, PLOT_W: W - PAD.left - PAD.right, PLOT_H: H - PAD.top - PAD.bottom };
}

/** A phone, or any screen without a hovering pointer: the chart speaks of tapping. */
function touchScreen(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(hover: none)').matches;
}

/**
 * Seven days of business as stacked bars, one colour per payment type, in plain SVG (no chart library
 * in the bundle). Hovering or focusing a day shows its figures.
 */
export function SevenDayChart({ days, metric }: { days: readonly ChartDayT[]; metric: Metric }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [active, setActive] = useState<number | null>(null);
  const narrow = Grid.useBreakpoint().md === false;
  const { W, H, PAD, PLOT_W, PLOT_H } = frame(narrow);
  const small = narrow ? 12 : 11;
  const value = (x: { count: number; amount: number }) => (metric === 'amount' ? x.amount : x.count);
  // An empty week still gets a sensible axis: 4 transactions, or MOP 100.
  const axis = niceAxis(Math.max(metric === 'count' ? 4 : 10_000, ...days.map(value)));
  const y = (v: number) => PAD.top + PLOT_H - (v / axis.max) * PLOT_H;
  const band = PLOT_W / Math.max(days.length, 1);
  const barW = Math.min(56, band * 0.56);
  // Axis steps are round numbers: '40K' reads better than '40.00K'.
  const tickLabel = (v: number) =>
    metric === 'amount' ? formatCentsCompact(v, lang).replace(/\.00(?=\D*$)/, '') : count(v);
  const empty = days.every((d) => value(d) === 0);
  const types = Object.keys(PAY_TYPE);

  const weekday = (ymd: string) => {
    const d = new Date(
      Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))),
    );
    return d.toLocaleDateString(lang === 'en' ? 'en-GB' : 'zh-TW', { weekday: 'short', timeZone: 'UTC' });
  };

  const shown = active !== null ? days[active] : null;
  return (
    <div>
      <div style={{ position: 'relative' }}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width="100%"
          role="img"
          aria-label={t(metric === 'amount' ? 'money.dash.chartAmount' : 'money.dash.chartCount')}
          data-testid="seven-day-chart"
          style={{ display: 'block', maxHeight: 320 }}
          onMouseLeave={() => setActive(null)}
        >
          {Array.from({ length: Math.round(axis.max / axis.step) + 1 }, (_, i) => i * axis.step).map((v) => (
            <g key={v}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(v)}
                y2={y(v)}
                stroke={v === 0 ? '#c9d2e3' : '#edf0f6'}
              />
              <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize={small} fill={PALETTE.textMuted}>
                {tickLabel(v)}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const cx = PAD.left + band * i + band / 2;
            let acc = 0;
            return (
              <g
                key={d.date}
                data-day={d.date}
                data-value={value(d)}
                tabIndex={0}
                onMouseEnter={() => setActive(i)}
                onClick={() => setActive(i)}
                onFocus={() => setActive(i)}
                onBlur={() => setActive(null)}
                style={{ outline: 'none', cursor: 'default' }}
              >
                <rect
                  x={PAD.left + band * i}
                  y={PAD.top}
                  width={band}
                  height={PLOT_H}
                  fill={active === i ? '#f2f6fd' : 'transparent'}
                />
                {types.map((type) => {
                  const line = d.pay_types.find((p) => p.pay_type === type);
                  const v = line ? value(line) : 0;
                  if (v <= 0) return null;
                  const top = y(acc + v);
                  const h = y(acc) - top;
                  acc += v;
                  return (
                    <rect
                      key={type}
                      x={cx - barW / 2}
                      y={top}
                      width={barW}
                      height={Math.max(h, 0.5)}
                      fill={PAY_TYPE_FILL[type]}
                    >
                      <title>{`${labelOf(PAY_TYPE, type, lang)}: ${metric === 'amount' ? money(v) : count(v)}`}</title>
                    </rect>
                  );
                })}
                <text x={cx} y={H - PAD.bottom + 18} textAnchor="middle" fontSize={12} fill="#33435c">
                  {`${d.date.slice(4, 6)}-${d.date.slice(6, 8)}`}
                </text>
                <text x={cx} y={H - PAD.bottom + 34} textAnchor="middle" fontSize={small} fill="#8a97ab">
                  {weekday(d.date)}
                </text>
              </g>
            );
          })}
          {empty ? (
            <text
              x={PAD.left + PLOT_W / 2}
              y={PAD.top + PLOT_H / 2}
              textAnchor="middle"
              fontSize={14}
              fill="#8a97ab"
            >
              {t('money.dash.noBusiness')}
            </text>
          ) : null}
        </svg>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 18px', marginTop: 8, alignItems: 'center' }}>
        {types.map((type) => (
          <span key={type} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 13 }}>
            <span
              style={{
                width: 12,
                height: 12,
                borderRadius: 3,
                background: PAY_TYPE_FILL[type],
                display: 'inline-block',
              }}
            />
            {labelOf(PAY_TYPE, type, lang)}
          </span>
        ))}
      </div>
      <div
        style={{
          marginTop: 12,
          minHeight: 64,
          padding: '10px 14px',
          borderRadius: 8,
          background: '#f8fafd',
          border: '1px solid #e6ebf3',
        }}
        aria-live="polite"
      >
        {shown ? (
          <>
            <Typography.Text strong>
              {`${shown.date.slice(0, 4)}-${shown.date.slice(4, 6)}-${shown.date.slice(6, 8)} (${weekday(shown.date)})`}
            </Typography.Text>
            <Typography.Text style={{ marginLeft: 12 }}>
              {t('money.dash.dayTotal', { n: count(shown.count), amount: money(shown.amount) })}
            </Typography.Text>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 18px', marginTop: 4, fontSize: 13 }}>
              {shown.pay_types
                .filter((p) => p.count > 0)
                .map((p) => (
                  <span key={p.pay_type} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    <span style={{ color: PAY_TYPE_FILL[p.pay_type] }}>●</span>{' '}
                    {labelOf(PAY_TYPE, p.pay_type, lang)}: {count(p.count)} / MOP {money(p.amount)}
                  </span>
                ))}
            </div>
          </>
        ) : (
          <Typography.Text type="secondary">
            {t(narrow || touchScreen() ? 'money.dash.tapHint' : 'money.dash.hoverHint')}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
