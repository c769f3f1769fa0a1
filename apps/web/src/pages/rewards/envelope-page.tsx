import type { EnvelopeValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grabEnvelope, rewardKeys, useEnvelopes } from '../../api/rewards';
import { memberKeys, useLoginState } from '../../api/session';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import './rewards.css';

/**
 * Red envelopes (/member/redEnvelope; decision 0053): the envelopes open now, each opened once per
 * member for a share of what is left, straight to cash.
 */
export function EnvelopePage() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const envelopes = useEnvelopes();
  const [won, setWon] = useState<string | null>(null);
  return (
    <div className="rewards" data-page="red-envelope">
      <h1 className="rewards__title">
        <Icon name="gift" size={24} />
        {t('envelope_title')}
      </h1>
      <p className="rewards__lead">{t('envelope_lead')}</p>
      {won && (
        <p className="rewards__done" role="status" data-envelope-won>
          {won}
        </p>
      )}
      {envelopes.isPending ? (
        <InlineLoader />
      ) : envelopes.isError ? (
        <div className="rewards__failure">
          <FormError message={failureText(envelopes.error, tRoot)} />
          {retryable(envelopes.error) && (
            <button type="button" className="button button--ghost" onClick={() => void envelopes.refetch()}>
              {t('envelope_retry')}
            </button>
          )}
        </div>
      ) : envelopes.data.list.length === 0 ? (
        <div className="rewards__empty" data-envelope-empty>
          <p>{t('envelope_empty')}</p>
        </div>
      ) : (
        <ul className="envelopes">
          {envelopes.data.list.map((envelope) => (
            <EnvelopeCard key={envelope.id} envelope={envelope} onWon={setWon} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EnvelopeCard({ envelope, onWon }: { envelope: EnvelopeValue; onWon: (text: string) => void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const currency = useLoginState().member?.currency ?? 'BDT';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function grab() {
    setBusy(true);
    setError(null);
    try {
      const answer = await grabEnvelope(envelope.id);
      onWon(t('envelope_won', { amount: format.money(answer.amount, currency) }));
    } catch (failure) {
      setError(failureText(failure, tRoot));
    } finally {
      setBusy(false);
      // The list, the reward centre, the badge and the balance all changed (or were stale).
      await queryClient.invalidateQueries({ queryKey: rewardKeys.all });
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    }
  }

  const open = envelope.grabbed === null && envelope.remainingCount > 0;
  return (
    <li className={`envelope${open ? ' envelope--open' : ''}`} data-envelope={envelope.id}>
      <div className="envelope__seal" aria-hidden="true">
        <Icon name="gift" size={28} />
      </div>
      <div className="envelope__body">
        <h2 className="envelope__title">{envelope.title}</h2>
        <p className="envelope__meta" data-envelope-left>
          {t('envelope_left', {
            left: format.plainInteger(envelope.remainingCount),
            total: format.plainInteger(envelope.count),
          })}
        </p>
        <p className="envelope__meta">{t('envelope_ends', { time: format.dateTime(envelope.endsAt) })}</p>
        {error && <FormError message={error} />}
      </div>
      <div className="envelope__action">
        {envelope.grabbed !== null ? (
          <strong className="envelope__got" data-envelope-got>
            {t('envelope_got', { amount: format.money(envelope.grabbed, currency) })}
          </strong>
        ) : envelope.remainingCount === 0 ? (
          <span className="envelope__meta">{t('envelope_none_left')}</span>
        ) : (
          <button
            type="button"
            className="button button--primary"
            data-action="grab-envelope"
            disabled={busy}
            onClick={() => void grab()}
          >
            {t(busy ? 'envelope_grabbing' : 'envelope_grab')}
          </button>
        )}
      </div>
    </li>
  );
}
