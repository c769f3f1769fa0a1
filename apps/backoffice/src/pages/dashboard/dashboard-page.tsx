import type { DashboardTotals, DashboardValue } from '@khela/contract';
import { FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { DailyChart } from './daily-chart';
import '../ops.css';
import { formatAmount, formatCount } from '../../numbers';
import { boKeys, failureText, useApiQuery } from '../../query';

const TILES: { key: keyof DashboardTotals; label: MessageKey }[] = [
  { key: 'deposits', label: 'dash_deposits' },
  { key: 'withdrawals', label: 'dash_withdrawals' },
  { key: 'bets', label: 'dash_bets' },
  { key: 'wins', label: 'dash_wins' },
  { key: 'ggr', label: 'dash_ggr' },
  { key: 'newPlayers', label: 'dash_new_players' },
  { key: 'activePlayers', label: 'dash_active_players' },
];

/** Amounts (decimal strings) and counts, grouped in the console's language. */
const formatTile = (value: string | number, language: string) =>
  typeof value === 'string' ? formatAmount(value, language) : formatCount(value, language);

/** Dashboard (decision 0027): today, this month, and a 30-day chart. */
export function DashboardPage() {
  const { t, language } = useI18n();
  const query = useApiQuery<DashboardValue>(boKeys.dashboard, '/bo/api/dashboard');
  const value = query.data ?? null;
  const error = query.error ? failureText(query.error) : null;
  return (
    <div className="page" data-page="dashboard">
      <h1 className="page__title">{t('nav_dashboard')}</h1>
      <FormOutcome error={error} />
      {!value && !error && <p className="notice">{t('loading')}</p>}
      {value &&
        (['today', 'month'] as const).map((period) => (
          <section key={period} className="section" aria-labelledby={`dash-${period}`}>
            <h2 className="section__title" id={`dash-${period}`}>
              {t(period === 'today' ? 'dash_today' : 'dash_month')}
            </h2>
            <dl className="tiles" data-testid={`dash-${period}`}>
              {TILES.map((tile) => (
                <div key={tile.key} className="tile">
                  <dt>{t(tile.label)}</dt>
                  <dd data-tile={tile.key}>
                    {formatTile(value[period][tile.key], language)}
                    {typeof value[period][tile.key] === 'string' && (
                      <span className="tile__currency"> {value.currency}</span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      {value && (
        <section className="section" aria-labelledby="dash-chart">
          <h2 className="section__title" id="dash-chart">
            {t('dash_chart')}
          </h2>
          <DailyChart daily={value.daily} />
        </section>
      )}
    </div>
  );
}
