import {
  type BoLeaderboardPrizesValue,
  type BoLeaderboardResultsValue,
  type MissionPeriod,
  roleHolds,
} from '@khela/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { boRequest } from '../../api';
import { Field, FormOutcome, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../numbers';
import { failureText, useApiQuery } from '../../query';
import { useOperator } from '../../session';
import './loyalty.css';

const KEY = ['loyalty', 'leaderboard'] as const;

/** The leaderboard tab (decision 0064): prizes per rank (loyalty.manage saves, audited) and past results. */
export default function LeaderboardTab() {
  return (
    <>
      <Prizes />
      <Results period="daily" />
      <Results period="weekly" />
    </>
  );
}

function Prizes() {
  const { t } = useI18n();
  const operator = useOperator();
  const canManage = roleHolds(operator.role, 'loyalty.manage');
  const prizes = useApiQuery<BoLeaderboardPrizesValue>(
    [...KEY, 'prizes'],
    '/bo/api/loyalty/leaderboard/prizes',
  );
  const [drafts, setDrafts] = useState<Record<MissionPeriod, string> | null>(null);
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (prizes.data && drafts === null)
      setDrafts({ daily: prizes.data.daily.join('\n'), weekly: prizes.data.weekly.join('\n') });
  }, [prizes.data, drafts]);
  if (prizes.error) return <FormOutcome error={failureText(prizes.error)} />;
  if (!prizes.data || !drafts) return <p className="notice">{t('loading')}</p>;

  async function save(period: MissionPeriod, event: FormEvent) {
    event.preventDefault();
    if (!drafts) return;
    setBusy(true);
    setOutcome({});
    try {
      const lines = drafts[period]
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      await boRequest('/bo/api/loyalty/leaderboard/prizes', {
        method: 'PUT',
        body: { period, prizes: lines },
      });
      setOutcome({ saved: t('lo_lb_saved') });
      void prizes.refetch();
    } catch (caught) {
      setOutcome({ error: failureText(caught) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="section" aria-labelledby="lb-prizes-title">
      <h2 className="section__title" id="lb-prizes-title">
        {t('lo_lb_prizes')}
      </h2>
      <p className="section__intro">{t('lo_lb_prizes_intro').replace('{currency}', prizes.data.currency)}</p>
      <div className="form-grid form-grid--3">
        {(['daily', 'weekly'] as const).map((period) => (
          <form key={period} onSubmit={(event) => void save(period, event)} noValidate>
            <Field label={t(period === 'daily' ? 'lo_lb_daily' : 'lo_lb_weekly')}>
              {({ id }) => (
                <textarea
                  id={id}
                  name={`prizes-${period}`}
                  rows={6}
                  value={drafts[period]}
                  disabled={!canManage}
                  onChange={(event) => setDrafts({ ...drafts, [period]: event.target.value })}
                />
              )}
            </Field>
            {canManage && (
              <button type="submit" className="button" disabled={busy}>
                {t('lo_lb_save')}
              </button>
            )}
          </form>
        ))}
      </div>
      <FormOutcome error={outcome.error} saved={outcome.saved ?? null} />
    </section>
  );
}

function Results({ period }: { period: MissionPeriod }) {
  const { t, language } = useI18n();
  const results = useApiQuery<BoLeaderboardResultsValue>(
    [...KEY, 'results', period],
    '/bo/api/loyalty/leaderboard/results',
    { period },
  );
  if (results.error) return <FormOutcome error={failureText(results.error)} />;
  if (!results.data) return <p className="notice">{t('loading')}</p>;
  const { currency, list } = results.data;
  return (
    <section className="section" aria-label={`${t('lo_lb_results')} ${period}`}>
      <h2 className="section__title">{`${t('lo_lb_results')} · ${t(period === 'daily' ? 'lo_lb_daily' : 'lo_lb_weekly')}`}</h2>
      <div className="scroll-x">
        <table className="mini-table" data-testid={`leaderboard-results-${period}`}>
          <thead>
            <tr>
              <th>{t('lo_lb_period_key')}</th>
              <th>{t('lo_lb_paid_total')}</th>
              <th>{t('lo_lb_winners')}</th>
            </tr>
          </thead>
          <tbody>
            {list.length === 0 ? (
              <tr>
                <td colSpan={3}>{t('lo_lb_no_results')}</td>
              </tr>
            ) : (
              list.map((r) => (
                <tr key={r.periodKey}>
                  <td>{`${r.periodKey} · ${formatTime(r.finishedAt ?? '', language)}`}</td>
                  <td>{`${formatMoney(r.paidTotal, currency, language)} (${r.paidCount})`}</td>
                  <td>
                    {r.winners
                      .map((w) => `${w.rank}. ${w.username} ${formatMoney(w.amount, currency, language)}`)
                      .join(' · ') || '—'}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
