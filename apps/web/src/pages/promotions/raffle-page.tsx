import type { RafflePrizeValue, RaffleValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { joinPromotion, promotionKeys } from '../../api/promotions';
import { memberKeys, useLoginState } from '../../api/session';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { RAFFLE_NS, registerRaffleMessages } from '../../i18n/promotions/register-raffle';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { claimRafflePrizes, raffleKeys, useRaffles } from './raffle-api';
import { countdown, hashHalves } from './raffle-model';
import './raffle.css';

registerRaffleMessages();

/** The clock, ticking once a second while the page is shown. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The raffle page (/raffle; decision 0055): each raffle with my tickets, how tickets are earned,
 * the countdown to the draw, the seed commitment published before the first ticket, the prizes,
 * and after the draw the winners, my prizes to claim and a link to the verifier.
 */
export function RafflePage() {
  const { t } = useTranslation(RAFFLE_NS);
  const { t: tRoot } = useTranslation();
  const raffles = useRaffles();
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="raffle" data-page="raffle">
      <h1 className="raffle__title">
        <Icon name="gift" size={24} />
        {t('raffle_title')}
      </h1>
      <p className="raffle__lead">{t('raffle_lead')}</p>
      {done && (
        <p className="raffle__done" role="status" data-raffle-claimed>
          {done}
        </p>
      )}
      {raffles.isPending ? (
        <InlineLoader />
      ) : raffles.isError ? (
        <div className="raffle__failure">
          <FormError message={failureText(raffles.error, tRoot)} />
          {retryable(raffles.error) && (
            <button type="button" className="button button--ghost" onClick={() => void raffles.refetch()}>
              {t('raffle_retry')}
            </button>
          )}
        </div>
      ) : raffles.data.list.length === 0 ? (
        <p className="raffle__empty" data-raffle-empty>
          {t('raffle_empty')}
        </p>
      ) : (
        <ul className="raffle__list">
          {raffles.data.list.map((raffle) => (
            <RaffleCard key={raffle.id} raffle={raffle} onDone={setDone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PrizeText({ prize, currency }: { prize: z.infer<typeof RafflePrizeValue>; currency: string }) {
  const { t } = useTranslation(RAFFLE_NS);
  const format = useFormat();
  if (prize.kind === 'cash')
    return <>{t('raffle_prize_cash', { amount: format.money(prize.amount ?? '0', currency) })}</>;
  if (prize.kind === 'bonus')
    return (
      <>
        {t('raffle_prize_bonus', {
          amount: format.money(prize.amount ?? '0', currency),
          multiple: format.plainInteger(prize.wageringMultiple ?? 0),
        })}
      </>
    );
  return <>{t('raffle_prize_points', { points: format.plainInteger(prize.points ?? 0) })}</>;
}

function RaffleCard({ raffle, onDone }: { raffle: RaffleValue; onDone: (text: string) => void }) {
  const { t } = useTranslation(RAFFLE_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const now = useNow();
  const queryClient = useQueryClient();
  const currency = useLoginState().member?.currency ?? 'BDT';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const left = countdown(raffle.drawAt, now);
  const claimable = raffle.myPrizes.filter((p) => p.status === 'claimable');
  const mine = new Set(raffle.myTickets);
  const [hashA, hashB] = hashHalves(raffle.commitment);

  async function act(action: () => Promise<unknown>, success?: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      if (success) onDone(success);
    } catch (failure) {
      setError(failureText(failure, tRoot));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: raffleKeys.all });
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    }
  }

  return (
    <li className="raffle-card" data-raffle={raffle.id} data-raffle-status={raffle.status}>
      <header className="raffle-card__head">
        <h2 className="raffle-card__title">{raffle.title}</h2>
        <span className={`raffle-card__badge raffle-card__badge--${raffle.status}`}>
          {t(`raffle_status_${raffle.status}`)}
        </span>
      </header>

      {raffle.status !== 'drawn' ? (
        <p className="raffle-card__countdown" data-raffle-countdown>
          <Icon name="refresh" size={18} />
          <strong>
            {t('raffle_draw_in', {
              time: t('raffle_countdown', {
                d: format.plainInteger(Number(left.d)),
                h: format.digits(left.h),
                m: format.digits(left.m),
                s: format.digits(left.s),
              }),
            })}
          </strong>
        </p>
      ) : (
        <p className="raffle-card__meta">{t('raffle_draw_at', { time: format.dateTime(raffle.drawAt) })}</p>
      )}

      <section className="raffle-card__tickets" aria-label={t('raffle_my_tickets')}>
        <div className="raffle-card__row">
          <h3>{t('raffle_my_tickets')}</h3>
          <strong data-raffle-ticket-count>
            {t('raffle_tickets_count', {
              count: format.plainInteger(raffle.myTickets.length),
              max: format.plainInteger(raffle.maxTicketsPerPlayer),
            })}
          </strong>
        </div>
        {raffle.myTickets.length === 0 ? (
          <p className="raffle-card__meta">{t('raffle_no_tickets')}</p>
        ) : (
          <ul className="raffle-card__chips" data-raffle-tickets>
            {raffle.myTickets.map((no) => (
              <li key={no} className="raffle-card__chip">
                #{format.plainInteger(no)}
              </li>
            ))}
          </ul>
        )}
        <p className="raffle-card__meta">
          {t('raffle_total_tickets', { count: format.plainInteger(raffle.ticketCount) })}
        </p>
        {raffle.status === 'open' && (
          <ul className="raffle-card__earn">
            {raffle.perDeposit && (
              <li>
                {t('raffle_earn_deposit', {
                  amount: format.money(raffle.perDeposit.amount, currency),
                  tickets: format.plainInteger(raffle.perDeposit.tickets),
                })}
              </li>
            )}
            {raffle.perTurnover && (
              <li>
                {t('raffle_earn_turnover', {
                  amount: format.money(raffle.perTurnover.amount, currency),
                  tickets: format.plainInteger(raffle.perTurnover.tickets),
                })}
              </li>
            )}
          </ul>
        )}
        {raffle.status === 'open' && !raffle.joined && (
          <div className="raffle-card__join">
            <p className="raffle-card__meta">{t('raffle_join_hint')}</p>
            <button
              type="button"
              className="button button--primary"
              data-action="join-raffle"
              disabled={busy}
              onClick={() => void act(() => joinPromotion(raffle.id))}
            >
              {t(busy ? 'raffle_joining' : 'raffle_join')}
            </button>
          </div>
        )}
      </section>

      <section className="raffle-card__prizes">
        <h3>{t('raffle_prizes')}</h3>
        <ol>
          {raffle.prizes.map((prize) => (
            <li key={prize.rank}>
              <span className="raffle-card__rank">
                {t('raffle_prize_rank', { rank: format.plainInteger(prize.rank) })}
              </span>
              <span>
                <PrizeText prize={prize} currency={currency} />{' '}
                {t('raffle_prize_winners', { count: format.plainInteger(prize.count) })}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className="raffle-card__commitment">
        <h3>{t('raffle_commitment')}</h3>
        <code translate="no" data-raffle-commitment title={raffle.commitment}>
          <span>{hashA}</span>
          <span>{hashB}</span>
        </code>
        <p className="raffle-card__meta">
          {t('raffle_commitment_at', { time: format.dateTime(raffle.committedAt) })}
        </p>
      </section>

      {raffle.status === 'drawn' && (
        <section className="raffle-card__results" data-raffle-results>
          <h3>{t('raffle_results')}</h3>
          {raffle.winners.length === 0 ? (
            <p className="raffle-card__meta">{t('raffle_no_winners')}</p>
          ) : (
            <ol>
              {raffle.winners.map((w) => (
                <li key={w.slot} className={mine.has(w.ticketNo) ? 'raffle-card__mine' : undefined}>
                  <span className="raffle-card__rank">
                    {t('raffle_prize_rank', { rank: format.plainInteger(w.rank) })}
                  </span>
                  <span>
                    {t('raffle_winner_line', { no: format.plainInteger(w.ticketNo) })}
                    {' · '}
                    <span translate="no">{w.holder}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
          {raffle.myPrizes.length > 0 && (
            <div className="raffle-card__my-prizes">
              <h3>{t('raffle_my_prizes')}</h3>
              <ul>
                {raffle.myPrizes.map((p) => (
                  <li key={p.id} data-raffle-prize={p.status}>
                    <span>
                      {t('raffle_prize_rank', { rank: format.plainInteger(p.rank) })} ·{' '}
                      {p.amount ? format.money(p.amount, currency) : format.plainInteger(p.points ?? 0)}
                    </span>
                    <strong>{t(`raffle_prize_status_${p.status}`)}</strong>
                  </li>
                ))}
              </ul>
              {claimable.length > 0 && (
                <>
                  <button
                    type="button"
                    className="button button--primary"
                    data-action="claim-raffle"
                    disabled={busy}
                    onClick={() => void act(() => claimRafflePrizes(raffle.id), t('raffle_claimed'))}
                  >
                    {t(busy ? 'raffle_claiming' : 'raffle_claim')}
                  </button>
                  {claimable[0]?.claimBy && (
                    <p className="raffle-card__meta">
                      {t('raffle_claim_by', { time: format.dateTime(claimable[0].claimBy) })}
                    </p>
                  )}
                </>
              )}
            </div>
          )}
          <Link className="raffle-card__verify" to={`/raffle/verify/${raffle.id}`} data-raffle-verify>
            <Icon name="shield" size={18} />
            {t('raffle_verify_link')}
          </Link>
        </section>
      )}
      {error && <FormError message={error} />}
    </li>
  );
}
