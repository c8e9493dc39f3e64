import './messages.ts';
import { formatCentsCompact } from '@mp/core/money';
import type { PromotionReportResT } from '@mp/core/schemas/promotions';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { money } from '../../ui/list/format.ts';
import { PALETTE } from '../../ui/theme.ts';
import { niceAxis } from '../dashboard/index.ts';

const W = 760;
const H = 260;
const PAD = { left: 72, right: 16, top: 16, bottom: 36 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

/**
 * The budget burned over the campaign: each day's discount as a bar, the running total as a line, the
 * amount cap (when set) as a dashed line. Plain SVG on the dashboard chart's axis (no chart library).
 */
export function BurnChart({ days, cap }: { days: PromotionReportResT['days']; cap: number | null }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const axis = niceAxis(Math.max(10_000, cap ?? 0, ...days.map((d) => d.burned)));
  const y = (v: number) => PAD.top + PLOT_H - (v / axis.max) * PLOT_H;
  const band = PLOT_W / Math.max(days.length, 1);
  const barW = Math.max(2, Math.min(40, band * 0.56));
  const x = (i: number) => PAD.left + band * i + band / 2;
  const every = Math.ceil(days.length / 10);
  const path = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(d.burned)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={t('promotions.r.burnAria')}
      style={{ display: 'block', maxHeight: 300 }}
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
          <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize={11} fill={PALETTE.textMuted}>
            {formatCentsCompact(v, lang).replace(/\.00(?=\D*$)/, '')}
          </text>
        </g>
      ))}
      {cap !== null ? (
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={y(cap)}
          y2={y(cap)}
          stroke="#d4380d"
          strokeDasharray="6 4"
        />
      ) : null}
      {days.map((d, i) => (
        <g key={d.date}>
          <rect
            x={x(i) - barW / 2}
            y={y(d.discount)}
            width={barW}
            height={Math.max(0, y(0) - y(d.discount))}
            fill="#91caff"
          >
            <title>
              {t('promotions.r.day', { date: d.date, discount: money(d.discount), n: d.redemptions })}
            </title>
          </rect>
          {i % every === 0 ? (
            <text x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize={11} fill="#33435c">
              {`${d.date.slice(4, 6)}-${d.date.slice(6, 8)}`}
            </text>
          ) : null}
        </g>
      ))}
      {days.length > 0 ? <path d={path} fill="none" stroke="#1677ff" strokeWidth={2} /> : null}
    </svg>
  );
}
