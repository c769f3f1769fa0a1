import { type RaffleVerification, verifyRaffle } from '@khela/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { RAFFLE_NS, registerRaffleMessages } from '../../i18n/promotions/register-raffle';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';
import { useRaffleVerification } from './raffle-api';
import { hashHalves } from './raffle-model';
import './raffle.css';

registerRaffleMessages();

function Hash({ value, name }: { value: string; name: string }) {
  const [a, b] = hashHalves(value);
  return (
    <code translate="no" data-verify-hash={name} title={value}>
      <span>{a}</span>
      <span>{b}</span>
    </code>
  );
}

/**
 * The raffle verifier (/raffle/verify/:id; public; decision 0055): fetches the revealed seed, the
 * ticket list and the published winners, and recomputes all three checks in the browser with the
 * same draw function the server ran (Web Crypto SHA-256): the commitment, the public value and
 * the winners. "Verified" only when all three hold.
 */
export function RaffleVerifyPage() {
  const { t } = useTranslation(RAFFLE_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const { id = '' } = useParams();
  const data = useRaffleVerification(id);
  const [result, setResult] = useState<RaffleVerification | 'failed' | null>(null);

  useEffect(() => {
    const value = data.data;
    setResult(null);
    if (!value?.seed || !value.publicValue) return;
    let live = true;
    verifyRaffle({
      raffleId: value.id,
      seed: value.seed,
      commitment: value.commitment,
      publicValue: value.publicValue,
      tickets: value.tickets,
      prizes: value.prizes,
      winners: value.winners,
    }).then(
      (checked) => live && setResult(checked),
      () => live && setResult('failed'),
    );
    return () => {
      live = false;
    };
  }, [data.data]);

  const value = data.data;
  const verified = result !== null && result !== 'failed' && result.verified;
  return (
    <div className="raffle raffle--verify" data-page="raffle-verify">
      <h1 className="raffle__title">
        <Icon name="shield" size={24} />
        {t('verify_title')}
      </h1>
      <p className="raffle__lead">{t('verify_lead')}</p>
      {data.isPending ? (
        <InlineLoader />
      ) : data.isError ? (
        <div className="raffle__failure">
          <FormError message={failureText(data.error, tRoot)} />
        </div>
      ) : value ? (
        <article className="raffle-card">
          <header className="raffle-card__head">
            <h2 className="raffle-card__title">{value.title}</h2>
            {value.seed && (
              <span
                className={`raffle-verdict raffle-verdict--${result === null ? 'checking' : verified ? 'ok' : 'bad'}`}
                data-verify-result={result === null ? 'checking' : verified ? 'verified' : 'mismatch'}
                role="status"
              >
                <Icon name={result === null ? 'refresh' : verified ? 'check' : 'alert'} size={18} />
                {result === null ? t('verify_checking') : verified ? t('verify_ok') : t('verify_mismatch')}
              </span>
            )}
          </header>
          <p className="raffle-card__meta">{t('raffle_draw_at', { time: format.dateTime(value.drawAt) })}</p>
          <section className="raffle-card__commitment">
            <h3>{t('raffle_commitment')}</h3>
            <Hash value={value.commitment} name="commitment" />
            <p className="raffle-card__meta">
              {t('raffle_commitment_at', { time: format.dateTime(value.committedAt) })}
            </p>
          </section>
          {!value.seed ? (
            <p className="raffle__empty" data-verify-not-drawn>
              {t('verify_not_drawn')}
            </p>
          ) : (
            <>
              <section className="raffle-card__commitment">
                <h3>{t('verify_seed')}</h3>
                <Hash value={value.seed} name="seed" />
                <h3>{t('verify_public_value')}</h3>
                {value.publicValue && <Hash value={value.publicValue} name="public-value" />}
                <p className="raffle-card__meta">
                  {t('verify_tickets', { count: format.plainInteger(value.tickets.length) })}
                </p>
              </section>
              {result !== null && result !== 'failed' && (
                <ul className="raffle-steps">
                  {(
                    [
                      ['commitment', result.commitmentOk, 'verify_step_commitment'],
                      ['public', result.publicValueOk, 'verify_step_public'],
                      ['winners', result.winnersOk, 'verify_step_winners'],
                    ] as const
                  ).map(([name, ok, key]) => (
                    <li
                      key={name}
                      className={ok ? 'raffle-steps__ok' : 'raffle-steps__bad'}
                      data-verify-step={name}
                    >
                      <Icon name={ok ? 'check' : 'alert'} size={18} />
                      {t(key)}
                    </li>
                  ))}
                </ul>
              )}
              {result !== null && result !== 'failed' && (
                <section className="raffle-card__results">
                  <h3>{t('verify_recomputed')}</h3>
                  <ol>
                    {result.recomputed.map((w) => (
                      <li key={w.slot}>
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
                </section>
              )}
            </>
          )}
          <p className="raffle-card__meta raffle-card__how">{t('verify_how')}</p>
          <Link className="raffle-card__verify" to="/raffle">
            {t('verify_back')}
          </Link>
        </article>
      ) : null}
    </div>
  );
}
