import type { LeaderboardValue, MissionPeriod, MissionValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../api/realtime';
import { memberKeys } from '../../api/session';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MISSIONS_NS, registerMissionsMessages } from '../../i18n/missions/register';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { claimMission, missionKeys, useLeaderboard, useMissions } from './missions-api';
import { progressPercent } from './missions-model';
import './missions.css';

registerMissionsMessages();

type Tab = 'missions' | 'leaderboard';

/**
 * missionLeaderboard (/member/missionLeaderboard; decision 0064): the daily and weekly missions
 * with progress bars and a claim button, and the board of the day or week by valid bet with
 * masked names, my rank and the prizes. Progress changes arrive as `missions.progress` events.
 */
export function MissionLeaderboardPage() {
  const { t } = useTranslation(MISSIONS_NS);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('missions');
  useRealtimeEvent('missions.progress', () => {
    void queryClient.invalidateQueries({ queryKey: missionKeys.all });
  });
  return (
    <div className="missions" data-page="mission-leaderboard">
      <h1 className="missions__title">
        <Icon name="gift" size={24} />
        {t('missions_title')}
      </h1>
      <p className="missions__lead">{t('missions_lead')}</p>
      <div className="missions__tabs" role="tablist">
        {(['missions', 'leaderboard'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`missions__tab${tab === id ? ' missions__tab--on' : ''}`}
            onClick={() => setTab(id)}
            data-tab={id}
          >
            {t(`missions_tab_${id}`)}
          </button>
        ))}
      </div>
      {tab === 'missions' ? <MissionsTab /> : <BoardTab />}
    </div>
  );
}

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(MISSIONS_NS);
  const { t: tRoot } = useTranslation();
  return (
    <div className="missions__failure">
      <FormError message={failureText(error, tRoot)} />
      {retryable(error) && (
        <button type="button" className="button button--ghost" onClick={retry}>
          {t('missions_retry')}
        </button>
      )}
    </div>
  );
}

function MissionsTab() {
  const { t } = useTranslation(MISSIONS_NS);
  const missions = useMissions();
  if (missions.isPending) return <InlineLoader />;
  if (missions.isError) return <Failure error={missions.error} retry={() => void missions.refetch()} />;
  const { list, currency } = missions.data;
  if (list.length === 0) return <p className="missions__hint">{t('missions_empty')}</p>;
  return (
    <>
      {(['daily', 'weekly'] as const).map((period) => {
        const lines = list.filter((m) => m.period === period);
        if (lines.length === 0) return null;
        return (
          <section key={period} className="missions__section" aria-labelledby={`missions-${period}`}>
            <h2 id={`missions-${period}`} className="missions__heading">
              {t(`missions_${period}`)}
            </h2>
            <ul className="missions__list">
              {lines.map((m) => (
                <MissionLine key={`${m.id}:${m.periodKey}`} mission={m} currency={currency} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function MissionLine({ mission: m, currency }: { mission: MissionValue; currency: string }) {
  const { t } = useTranslation(MISSIONS_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const counted = m.kind === 'rounds' || m.kind === 'login';
  const figure = (text: string) => (counted ? format.number(Number(text)) : format.money(text, currency));
  const percent = progressPercent(m.progress, m.target);
  const reward = format.money(m.reward, currency);
  const late = new Date(m.endsAt).getTime() <= Date.now();

  async function claim() {
    setBusy(true);
    setError(null);
    try {
      const answer = await claimMission(m.id);
      const amount = format.money(answer.reward, currency);
      setDone(
        answer.rewardKind === 'bonus'
          ? t('missions_claim_done_bonus', { amount })
          : t('missions_claim_done', { amount }),
      );
    } catch (failure) {
      setError(failureText(failure, tRoot));
    } finally {
      setBusy(false);
      // The list, the badge, the balance and the reward centre.
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    }
  }

  return (
    <li className="missions__item" data-mission={m.id} data-status={m.status}>
      <div className="missions__item-head">
        <strong className="missions__name">{m.title}</strong>
        <span className="missions__kind">{t(`missions_kind_${m.kind}`)}</span>
      </div>
      <div
        className="missions__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={m.title}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="missions__item-foot">
        <span data-progress>
          {t('missions_progress', { progress: figure(m.progress), target: figure(m.target) })}
        </span>
        <span className="missions__reward">
          {m.rewardKind === 'bonus'
            ? t('missions_reward_bonus', { amount: reward })
            : t('missions_reward', { amount: reward })}
        </span>
      </div>
      <div className="missions__item-foot">
        <span className="missions__hint">
          {late ? t('missions_last_period') : t('missions_ends', { time: format.dateTime(m.endsAt) })}
        </span>
        {m.status === 'claimable' ? (
          <button
            type="button"
            className="button button--primary missions__claim"
            disabled={busy}
            onClick={() => void claim()}
            data-claim
          >
            {busy ? t('missions_claiming') : t('missions_claim')}
          </button>
        ) : (
          <span className={`missions__state missions__state--${m.status}`}>
            {m.status === 'claimed' ? t('missions_claimed') : t('missions_in_progress')}
          </span>
        )}
      </div>
      {done && (
        <p className="missions__done" role="status" data-claimed>
          {done}
        </p>
      )}
      {error && <FormError message={error} />}
    </li>
  );
}

function BoardTab() {
  const { t } = useTranslation(MISSIONS_NS);
  const [period, setPeriod] = useState<MissionPeriod>('daily');
  const [which, setWhich] = useState<'current' | 'previous'>('current');
  const board = useLeaderboard(period, which);
  const choices = [
    ['daily', 'current', 'missions_board_today'],
    ['daily', 'previous', 'missions_board_yesterday'],
    ['weekly', 'current', 'missions_board_this_week'],
    ['weekly', 'previous', 'missions_board_last_week'],
  ] as const;
  return (
    <section className="missions__section">
      <div className="missions__periods">
        {choices.map(([p, w, label]) => (
          <button
            key={label}
            type="button"
            className={`missions__chip${p === period && w === which ? ' missions__chip--on' : ''}`}
            aria-pressed={p === period && w === which}
            onClick={() => {
              setPeriod(p);
              setWhich(w);
            }}
            data-board={`${p}-${w}`}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {board.isPending ? (
        <InlineLoader />
      ) : board.isError ? (
        <Failure error={board.error} retry={() => void board.refetch()} />
      ) : (
        <Board value={board.data} />
      )}
    </section>
  );
}

function Board({ value }: { value: LeaderboardValue }) {
  const { t } = useTranslation(MISSIONS_NS);
  const format = useFormat();
  const money = (amount: string) => format.money(amount, value.currency);
  return (
    <>
      <p className="missions__hint">
        {t('missions_board_period', {
          from: format.dateTime(value.startsAt),
          to: format.dateTime(value.endsAt),
        })}
        {value.paid && <strong className="missions__paid"> · {t('missions_board_paid')}</strong>}
      </p>
      <p className="missions__me" data-my-rank={value.me?.rank ?? ''}>
        {value.me?.rank
          ? t('missions_board_me', {
              rank: format.plainInteger(value.me.rank),
              amount: money(value.me.validBet),
            })
          : t('missions_board_me_none')}
      </p>
      {value.list.length === 0 ? (
        <p className="missions__hint">{t('missions_board_empty')}</p>
      ) : (
        <table className="missions__table" data-board-table>
          <thead>
            <tr>
              <th scope="col">{t('missions_board_rank')}</th>
              <th scope="col">{t('missions_board_player')}</th>
              <th scope="col">{t('missions_board_valid_bet')}</th>
              <th scope="col">{t('missions_board_prize')}</th>
            </tr>
          </thead>
          <tbody>
            {value.list.map((row) => (
              <tr key={row.rank}>
                <td>{format.plainInteger(row.rank)}</td>
                <td>{row.name}</td>
                <td>{money(row.validBet)}</td>
                <td>{row.prize ? money(row.prize) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {value.prizes.length > 0 && (
        <div className="missions__prizes">
          <h3 className="missions__heading">{t('missions_board_prizes')}</h3>
          <ul>
            {value.prizes.map((p) => (
              <li key={p.rank}>
                <span>{t('missions_board_prize_rank', { rank: format.plainInteger(p.rank) })}</span>
                <strong>{money(p.amount)}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
