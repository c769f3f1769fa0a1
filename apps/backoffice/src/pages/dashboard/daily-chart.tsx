import type { DashboardValue } from '@khela/contract';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatCount } from '../../numbers';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { left: 56, right: 12, top: 12, bottom: 28 };
const SERIES: { key: 'deposits' | 'withdrawals' | 'ggr'; label: MessageKey; className: string }[] = [
  { key: 'deposits', label: 'dash_deposits', className: 'chart__line--deposits' },
  { key: 'withdrawals', label: 'dash_withdrawals', className: 'chart__line--withdrawals' },
  { key: 'ggr', label: 'dash_ggr', className: 'chart__line--ggr' },
];

/**
 * Deposits, withdrawals and GGR per day as an SVG line chart: no chart library. Amounts are
 * decimal strings; Number() is fine for drawing (never for money arithmetic).
 */
export function DailyChart({ daily }: { daily: DashboardValue['daily'] }) {
  const { t, language } = useI18n();
  const values = daily.flatMap((d) => SERIES.map((s) => Number(d[s.key])));
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const x = (i: number) => PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / Math.max(1, daily.length - 1);
  const y = (v: number) => PAD.top + ((top - v) * (HEIGHT - PAD.top - PAD.bottom)) / (top - bottom);
  const first = daily[0]?.day ?? '';
  const last = daily.at(-1)?.day ?? '';
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('dash_chart_label')}
        data-testid="dash-chart"
      >
        <line className="chart__axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        <text className="chart__tick" x={PAD.left - 6} y={y(top) + 4} textAnchor="end">
          {formatCount(top, language)}
        </text>
        <text className="chart__tick" x={PAD.left - 6} y={y(0) + 4} textAnchor="end">
          0
        </text>
        <text className="chart__tick" x={PAD.left} y={HEIGHT - 8}>
          {first}
        </text>
        <text className="chart__tick" x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
          {last}
        </text>
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            className={`chart__line ${s.className}`}
            points={daily.map((d, i) => `${x(i).toFixed(1)},${y(Number(d[s.key])).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption className="chart__legend">
        {SERIES.map((s) => (
          <span key={s.key} className={`chart__key ${s.className}`}>
            {t(s.label)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
