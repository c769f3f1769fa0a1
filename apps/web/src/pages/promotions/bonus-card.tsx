import type { BonusDetailsValue, BonusValue } from '@khela/contract';
import { type CurrencyCode, currencyCodeOr } from '@khela/money';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusKeys, forfeitBonus } from '../../api/promotions';
import { memberKeys } from '../../api/session';
import { withdrawKeys } from '../../api/withdrawals';
import { AlertDialog } from '../../components/dialog/alert-dialog';
import { FormError } from '../../components/form/fields';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { useSessionToken } from '../../stores/session';
import { failureText } from '../accounts/failure';
import { useGameTypeLabel } from '../records/game-type-select';
import { BonusHistory } from './bonus-history';
import {
  bonusSourceOf,
  contributionsOf,
  dateShown,
  fractionOfBp,
  isPositive,
  leftToWager,
  percentOfBp,
} from './bonus-model';

type Props = {
  bonus: BonusValue;
  currency: string;
  /** After a forfeit: the new figures (the page says what may be withdrawn now). */
  onForfeited: (value: BonusDetailsValue) => void;
};

/** One bonus: what it is, its wagering progress, its figures, its history and (while active) forfeit. */
export function BonusCard({ bonus, currency, onForfeited }: Props) {
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const code = currencyCodeOr(currency);
  const money = (amount: string) => format.money(amount, currency);
  const percent = (bp: number) =>
    format.number(fractionOfBp(bp), { style: 'percent', maximumFractionDigits: 2 });
  // Kept by the card, not the button: a refused forfeit (BONUS_NOT_ACTIVE) refreshes the bonus,
  // which ends its button, and the reason stays in view.
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <article className="bonus__card" data-bonus={bonus.id} data-status={bonus.status}>
      <header className="bonus__card-head">
        <h2 className="bonus__name">{t(`bonus_source_${bonusSourceOf(bonus.source)}`)}</h2>
        <span className={`bonus__status bonus__status--${bonus.status}`} data-bonus-status>
          {t(`bonus_status_${bonus.status}`)}
        </span>
      </header>
      <WageringProgress bonus={bonus} currency={code} money={money} percent={percent} />
      <Facts bonus={bonus} currency={code} money={money} />
      <Contributions bonus={bonus} percent={percent} />
      <FormError message={failure} />
      {bonus.status === 'active' && (
        <ForfeitButton
          bonus={bonus}
          currency={code}
          money={money}
          onForfeited={onForfeited}
          onFailure={setFailure}
        />
      )}
      <BonusHistory bonusId={bonus.id} currency={currency} />
    </article>
  );
}

type Formatting = {
  bonus: BonusValue;
  currency: CurrencyCode;
  money: (amount: string) => string;
};

/** The bar (role progressbar, 0–100), the percentage, wagered of required and what is left. */
function WageringProgress({
  bonus,
  currency,
  money,
  percent,
}: Formatting & { percent: (bp: number) => string }) {
  const { t } = useTranslation(MEMBER_NS);
  const labelId = useId();
  const progressText = t('bonus_progress_text', {
    wagered: money(bonus.wagered),
    required: money(bonus.wageringRequired),
  });
  return (
    <div className="bonus__progress">
      <div className="bonus__progress-head">
        <span id={labelId}>{t('bonus_progress')}</span>
        <strong data-progress-percent>{percent(bonus.progressBp)}</strong>
      </div>
      <div
        className="bonus__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentOfBp(bonus.progressBp)}
        aria-valuetext={`${percent(bonus.progressBp)} · ${progressText}`}
      >
        <div className="bonus__bar-fill" style={{ width: `${percentOfBp(bonus.progressBp)}%` }} />
      </div>
      <p className="bonus__hint" data-progress-text>
        {progressText}
      </p>
      {bonus.status === 'active' && (
        <p className="bonus__hint" data-left-to-wager>
          {t('bonus_left', { amount: money(leftToWager(bonus, currency)) })}
        </p>
      )}
    </div>
  );
}

/** The bonus's figures in its state: the lock and the stake limit only while it runs. */
function Facts({ bonus, currency, money }: Formatting) {
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const active = bonus.status === 'active';
  const date = dateShown(bonus);
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'amount', label: t('bonus_amount'), value: money(bonus.amount) },
    { key: 'balance', label: t('bonus_balance'), value: money(bonus.balance) },
  ];
  if (active && isPositive(bonus.locked, currency))
    rows.push({ key: 'locked', label: t('bonus_locked_cash'), value: money(bonus.locked) });
  if (active && bonus.maxStake !== null)
    rows.push({ key: 'maxStake', label: t('bonus_max_stake'), value: money(bonus.maxStake) });
  if (isPositive(bonus.converted, currency))
    rows.push({ key: 'converted', label: t('bonus_converted'), value: money(bonus.converted) });
  if (isPositive(bonus.removed, currency))
    rows.push({ key: 'removed', label: t('bonus_removed'), value: money(bonus.removed) });
  rows.push({ key: 'granted', label: t('bonus_granted'), value: format.dateTime(bonus.grantedAt) });
  rows.push({
    key: date.kind,
    label: t(date.kind === 'expires' ? 'bonus_expires' : 'bonus_ended'),
    value: format.dateTime(date.at),
  });
  return (
    <dl className="bonus__facts">
      {rows.map((row) => (
        <div key={row.key} className="bonus__fact" data-fact={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Counts towards wagering: Slots 100 %, other games 10 %" (or "all games 100 %"). */
function Contributions({ bonus, percent }: { bonus: BonusValue; percent: (bp: number) => string }) {
  const { t } = useTranslation(MEMBER_NS);
  const gameType = useGameTypeLabel();
  const { listed, others } = contributionsOf(bonus);
  const items = listed.map((c) =>
    t('bonus_counts_item', { name: gameType(c.gameType), percent: percent(c.bp) }),
  );
  if (others !== null)
    items.push(
      t('bonus_counts_item', {
        name: t(listed.length === 0 ? 'bonus_counts_all' : 'bonus_counts_others'),
        percent: percent(others),
      }),
    );
  return (
    <p className="bonus__hint bonus__counts" data-contributions>
      {t('bonus_counts', { list: items.join(', ') })}
    </p>
  );
}

/** Forfeit, after a confirm step that says what happens to the bonus money and the locked cash. */
function ForfeitButton({
  bonus,
  currency,
  money,
  onForfeited,
  onFailure,
}: Formatting & { onForfeited: Props['onForfeited']; onFailure: (text: string | null) => void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const locks = isPositive(bonus.locked, currency);

  async function forfeit() {
    setAsking(false);
    if (busy) return;
    setBusy(true);
    onFailure(null);
    try {
      const value = await forfeitBonus(bonus.id);
      queryClient.setQueryData(bonusKeys.details(token), value);
      onForfeited(value);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.balance(token) }),
        queryClient.invalidateQueries({ queryKey: bonusKeys.lines(token, bonus.id) }),
      ]);
    } catch (error) {
      onFailure(failureText(error, tRoot));
      // Already ended elsewhere (BONUS_NOT_ACTIVE): show it as it is now.
      await queryClient.invalidateQueries({ queryKey: bonusKeys.details(token) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="bonus__forfeit">
      <button
        type="button"
        className="button button--ghost button--small"
        data-action="forfeit-bonus"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {busy ? t('bonus_forfeit_busy') : t('bonus_forfeit')}
      </button>
      {asking && (
        <AlertDialog
          name="bonus-forfeit"
          title={t('bonus_forfeit_title')}
          message={
            <div className="bonus__confirm">
              <p>{t('bonus_forfeit_money', { balance: money(bonus.balance) })}</p>
              {locks && <p>{t('bonus_forfeit_lock', { locked: money(bonus.locked) })}</p>}
              <p>{t('bonus_forfeit_final')}</p>
            </div>
          }
          confirmLabel={t('bonus_forfeit_confirm')}
          cancelLabel={t('bonus_forfeit_keep')}
          onConfirm={() => void forfeit()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
