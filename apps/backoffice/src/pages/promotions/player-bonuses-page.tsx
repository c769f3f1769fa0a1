import { roleHolds } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { FormOutcome, formatTime, TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { formatAmount, formatMoney } from '../../numbers';
import { useOperator } from '../../session';
import { updateQuery, useUrlQuery } from '../../url-query';
import { ForfeitAction } from './forfeit-action';
import { GrantDialog } from './grant-dialog';
import { BONUS_STATUS_BADGE, BONUS_STATUS_LABEL, fill, formatPercent, sourceName } from './promotion-labels';
import { type Bonus, type PlayerBonuses, usePlayerBonuses } from './promotions-api';
import { refusalOf } from './refusals';

const USERNAME_MAX = 64;

/**
 * A player's bonus money (decision 0051): look a username up (kept in the address, so a reload or
 * a shared link shows the same player), see cash, bonus money, locked and withdrawable cash, and
 * every bonus with its wagering progress. promotions.bonuses.grant holders grant a manual bonus
 * and forfeit an active one, each with a reason kept in the audit trail.
 */
export function PlayerBonusesPage() {
  const { t } = useI18n();
  const operator = useOperator();
  const canGrant = roleHolds(operator.role, 'promotions.bonuses.grant');
  const asked = useUrlQuery().username ?? '';
  const [typed, setTyped] = useState(asked);
  const [typedError, setTypedError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const query = usePlayerBonuses(asked);
  const refusal = query.error ? refusalOf(query.error, new Set(['username'])) : null;
  const data = asked && !query.error ? query.data : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = typed.trim();
    setNotice(null);
    if (!username) return setTypedError(t('pr_required'));
    if (username.length > USERNAME_MAX)
      return setTypedError(fill(t('pr_too_long'), { max: String(USERNAME_MAX) }));
    setTypedError(undefined);
    updateQuery({ username });
  };

  return (
    <>
      <form
        className="section promo-lookup"
        onSubmit={submit}
        noValidate
        aria-labelledby="promo-lookup-title"
      >
        <h2 className="section__title" id="promo-lookup-title">
          {t('pr_lookup')}
        </h2>
        <div className="promo-lookup__row">
          <TextField
            name="username"
            label={t('pr_username')}
            maxLength={USERNAME_MAX}
            value={typed}
            onChange={setTyped}
            error={typedError ?? refusal?.fields.username}
          />
          <div className="actions">
            <button type="submit" className="button">
              {t('pr_lookup_submit')}
            </button>
          </div>
        </div>
        <FormOutcome error={refusal?.form} />
      </form>
      {asked && !data && !query.error && <p className="notice">{t('loading')}</p>}
      {data && (
        <PlayerBonusesView
          value={data}
          canGrant={canGrant}
          notice={notice}
          onDone={(text) => setNotice(text)}
        />
      )}
    </>
  );
}

function PlayerBonusesView(props: {
  value: PlayerBonuses;
  canGrant: boolean;
  notice: string | null;
  onDone: (text: string) => void;
}) {
  const { t, language } = useI18n();
  const { username, details } = props.value;
  const money = (amount: string) => formatMoney(amount, details.currency, language);
  const figures = [
    ['cash', 'pr_cash', details.cash],
    ['bonus', 'pr_bonus_money', details.bonus],
    ['locked', 'pr_locked', details.locked],
    ['withdrawable', 'pr_withdrawable', details.withdrawable],
  ] as const;
  return (
    <>
      <section className="section" aria-labelledby="promo-figures-title" data-testid="bonus-figures">
        <h2 className="section__title" id="promo-figures-title">
          {fill(t('pr_figures'), { username })}
        </h2>
        <dl className="tiles">
          {figures.map(([id, label, amount]) => (
            <div key={id} className="tile" data-figure={id}>
              <dt>{t(label)}</dt>
              <dd>
                {formatAmount(amount, language)} <span className="tile__currency">{details.currency}</span>
              </dd>
            </div>
          ))}
        </dl>
        {props.canGrant && (
          <div className="actions">
            <GrantDialog username={username} currency={details.currency} onDone={props.onDone} />
          </div>
        )}
        <FormOutcome saved={props.notice} />
      </section>
      <section className="section" aria-labelledby="promo-bonuses-title">
        <h2 className="section__title" id="promo-bonuses-title">
          {t('pr_bonus_list')}
        </h2>
        {details.list.length === 0 ? (
          <p className="notice">{t('pr_bonus_none')}</p>
        ) : (
          <ul className="promo-bonuses" data-testid="bonus-list">
            {details.list.map((bonus) => (
              <BonusCard
                key={bonus.id}
                bonus={bonus}
                money={money}
                canGrant={props.canGrant}
                onDone={props.onDone}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function BonusCard(props: {
  bonus: Bonus;
  money: (amount: string) => string;
  canGrant: boolean;
  onDone: (text: string) => void;
}) {
  const { t, language } = useI18n();
  const { bonus, money } = props;
  const when = (iso: string | null) => formatTime(iso, language);
  const rows: [string, string][] = [
    [t('pr_bonus_amount'), money(bonus.amount)],
    [t('pr_bonus_balance'), money(bonus.balance)],
    [t('pr_bonus_locked'), money(bonus.locked)],
    [t('pr_bonus_max_stake'), bonus.maxStake ? money(bonus.maxStake) : t('pr_no_limit')],
    [t('pr_bonus_granted'), when(bonus.grantedAt)],
    [bonus.endedAt ? t('pr_bonus_ended') : t('pr_bonus_expires'), when(bonus.endedAt ?? bonus.expiresAt)],
  ];
  if (bonus.status !== 'active')
    rows.push([t('pr_bonus_outcome'), `${money(bonus.converted)} / ${money(bonus.removed)}`]);
  return (
    <li className="promo-bonus" data-bonus-id={bonus.id} data-status={bonus.status}>
      <div className="promo-bonus__head">
        <span className="promo-bonus__name">
          #{bonus.id} · {sourceName(bonus.source, t)}
        </span>
        <span className={`badge ${BONUS_STATUS_BADGE[bonus.status]}`} data-testid="bonus-status">
          {t(BONUS_STATUS_LABEL[bonus.status])}
        </span>
      </div>
      <div className="promo-progress">
        <span className="promo-progress__label" aria-hidden="true">
          {t('pr_bonus_progress')}
        </span>
        <progress
          max={10_000}
          value={bonus.progressBp}
          aria-label={fill(t('pr_bonus_progress_label'), { id: bonus.id })}
        />
        <span className="promo-progress__text" data-testid="bonus-progress">
          {formatPercent(bonus.progressBp, language)} ·{' '}
          {fill(t('pr_bonus_progress_text'), {
            wagered: formatAmount(bonus.wagered, language),
            required: formatAmount(bonus.wageringRequired, language),
          })}
        </span>
      </div>
      <dl className="detail-grid">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {props.canGrant && bonus.status === 'active' && (
        <div className="actions">
          <ForfeitAction bonus={bonus} money={money} onDone={props.onDone} />
        </div>
      )}
    </li>
  );
}
