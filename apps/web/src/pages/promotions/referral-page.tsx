import type { ReferralInviteeValue, ReferralValue } from '@khela/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { REFERRAL_NS, registerReferralMessages } from '../../i18n/promotions/register-referral';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { useReferral } from './referral-api';
import { absoluteLink, progressPercent, statusTone } from './referral-model';
import './referral-page.css';

registerReferralMessages();

/**
 * The referral page (/member/referral; decision 0056): my invite code, the link to copy or share
 * and its QR code (drawn here, in the browser), the rules of the live referral promotion, and my
 * invitees — masked — with their progress toward the deposit and valid-bet targets.
 */
export function ReferralPage() {
  const { t } = useTranslation(REFERRAL_NS);
  const { t: tRoot } = useTranslation();
  const referral = useReferral();

  return (
    <div className="referral" data-page="referral">
      <h1 className="referral__title">
        <Icon name="user" size={24} />
        {t('ref_title')}
      </h1>
      <p className="referral__lead">{t('ref_lead')}</p>
      {referral.isPending ? (
        <InlineLoader />
      ) : referral.isError ? (
        <div className="referral__failure">
          <FormError message={failureText(referral.error, tRoot)} />
          {retryable(referral.error) && (
            <button type="button" className="button button--ghost" onClick={() => void referral.refetch()}>
              {t('ref_retry')}
            </button>
          )}
        </div>
      ) : (
        <>
          <Invite value={referral.data} />
          <Rules value={referral.data} />
          <Counts value={referral.data} />
          <Invitees value={referral.data} />
        </>
      )}
    </div>
  );
}

function Invite({ value }: { value: ReferralValue }) {
  const { t } = useTranslation(REFERRAL_NS);
  const link = absoluteLink(value.link, window.location.origin);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The encoder comes with this page's chunk only when the page is opened.
    void import('../accounts/qr-image').then((module) => {
      if (live) setQr(module.qrSvgDataUrl(link));
    });
    return () => {
      live = false;
    };
  }, [link]);
  const canShare = typeof navigator.share === 'function';
  return (
    <section className="referral__invite" aria-label={t('ref_my_link')}>
      <CopyRow label={t('ref_my_code')} value={value.code} name="code" />
      <CopyRow label={t('ref_my_link')} value={link} name="link" />
      {canShare && (
        <button
          type="button"
          className="button button--ghost referral__share"
          onClick={() => void navigator.share({ url: link, title: t('ref_title') }).catch(() => undefined)}
        >
          {t('ref_share')}
        </button>
      )}
      <figure className="referral__qr">
        {qr ? (
          <img src={qr} alt={t('ref_qr')} width={176} height={176} data-referral-qr />
        ) : (
          <span className="referral__qr-blank" />
        )}
        <figcaption>{t('ref_qr_hint')}</figcaption>
      </figure>
    </section>
  );
}

function CopyRow({ label, value, name }: { label: string; value: string; name: string }) {
  const { t } = useTranslation(REFERRAL_NS);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="referral__copy" data-referral={name}>
      <span className="referral__label">{label}</span>
      <strong className={`referral__value referral__value--${name}`} translate="no">
        {value}
      </strong>
      <button type="button" className="button button--small" data-copy={name} onClick={() => void copy()}>
        {copied ? t('ref_copied') : t('ref_copy')}
      </button>
    </div>
  );
}

function Rules({ value }: { value: ReferralValue }) {
  const { t } = useTranslation(REFERRAL_NS);
  const format = useFormat();
  const p = value.promotion;
  if (!p)
    return (
      <p className="referral__note" data-referral-off>
        {t('ref_no_promotion')}
      </p>
    );
  const money = (amount: string) => format.money(amount, value.currency);
  const r = p.rules;
  return (
    <section className="referral__rules" aria-label={t('ref_rules')}>
      <h2>{p.title}</h2>
      <ul>
        <li>{t('ref_rule_reward', { amount: money(r.referrerReward) })}</li>
        {r.inviteeReward && <li>{t('ref_rule_invitee', { amount: money(r.inviteeReward) })}</li>}
        <li>
          {t('ref_rule_condition', {
            deposits: money(r.minDeposits),
            bets: money(r.minValidBets),
            days: format.number(r.withinDays),
          })}
        </li>
        <li>
          {r.payAs === 'bonus'
            ? t('ref_rule_bonus', { multiple: format.number(r.wageringMultiple) })
            : t('ref_rule_cash')}
        </li>
        <li>{t('ref_rule_max', { count: format.number(r.maxInvitees) })}</li>
      </ul>
    </section>
  );
}

function Counts({ value }: { value: ReferralValue }) {
  const { t } = useTranslation(REFERRAL_NS);
  const format = useFormat();
  const figures = [
    ['invited', format.number(value.counts.invited)],
    ['pending', format.number(value.counts.pending)],
    ['rewarded', format.number(value.counts.rewarded)],
    ['earned', format.money(value.earned, value.currency)],
  ] as const;
  return (
    <dl className="referral__figures">
      {figures.map(([key, text]) => (
        <div key={key} className="referral__figure" data-figure={key}>
          <dt>{t(`ref_${key}`)}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function Invitees({ value }: { value: ReferralValue }) {
  const { t } = useTranslation(REFERRAL_NS);
  if (value.invitees.length === 0)
    return (
      <p className="referral__empty" data-referral-empty>
        {t('ref_empty')}
      </p>
    );
  return (
    <section className="referral__list" aria-label={t('ref_invitees')}>
      <h2>{t('ref_invitees')}</h2>
      {value.invitees.map((invitee) => (
        <Invitee key={`${invitee.username}-${invitee.registeredAt}`} invitee={invitee} value={value} />
      ))}
    </section>
  );
}

function Invitee({ invitee, value }: { invitee: ReferralInviteeValue; value: ReferralValue }) {
  const { t } = useTranslation(REFERRAL_NS);
  const format = useFormat();
  const rules = value.promotion?.rules;
  const money = (amount: string) => format.money(amount, value.currency);
  return (
    <article className="referral__invitee" data-invitee={invitee.status}>
      <header>
        <strong translate="no">{invitee.username}</strong>
        <span className={`referral__badge referral__badge--${statusTone(invitee.status)}`}>
          {t(`ref_status_${invitee.status}`)}
        </span>
      </header>
      <p className="referral__meta">
        {t('ref_registered', { date: format.date(invitee.registeredAt) })}
        {invitee.deadline && invitee.status === 'pending' && (
          <> · {t('ref_deadline', { date: format.date(invitee.deadline) })}</>
        )}
      </p>
      {invitee.refusal && <p className="referral__refusal">{t(`ref_refusal_${invitee.refusal}`)}</p>}
      {rules && invitee.status === 'pending' && (
        <>
          <Progress
            label={t('ref_deposits')}
            have={invitee.deposited}
            need={rules.minDeposits}
            money={money}
          />
          <Progress label={t('ref_bets')} have={invitee.validBets} need={rules.minValidBets} money={money} />
        </>
      )}
      {invitee.reward && (
        <p className="referral__reward">{t('ref_reward', { amount: money(invitee.reward) })}</p>
      )}
    </article>
  );
}

function Progress(props: { label: string; have: string; need: string; money: (amount: string) => string }) {
  const percent = progressPercent(props.have, props.need);
  return (
    <div className="referral__progress">
      <div className="referral__progress-text">
        <span>{props.label}</span>
        <span>
          {props.money(props.have)} / {props.money(props.need)}
        </span>
      </div>
      <div
        className="referral__bar"
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
