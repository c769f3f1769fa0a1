import type { VipLevelValue, VipMineValue, VipPageValue } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { registerVipMessages, VIP_NS } from '../../i18n/loyalty/register-vip';
import { REBATE_NS, registerRebateMessages } from '../../i18n/promotions/register-rebate';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { gameTypeKey } from '../promotions/rebate-model';
import { useVip } from './vip-api';
import { pointsMultiplier, progressPercent, rebatePercent } from './vip-model';
import './vip.css';

registerVipMessages();
// The game types' names are the rebate page's.
registerRebateMessages();

/**
 * VIP (/member/vip; docs/decisions/0063): my level, my progress to the next over the rolling
 * window, whether this period keeps my level, and the ladder as cards with every level's
 * thresholds and benefits.
 */
export function VipPage() {
  const { t } = useTranslation(VIP_NS);
  const { t: tRoot } = useTranslation();
  const vip = useVip();
  return (
    <div className="vip" data-page="vip">
      <h1 className="vip__title">
        <Icon name="gift" size={24} />
        {t('vip_title')}
      </h1>
      <p className="vip__lead">{t('vip_lead')}</p>
      {vip.isPending ? (
        <InlineLoader />
      ) : vip.isError ? (
        <div className="vip__failure">
          <FormError message={failureText(vip.error, tRoot)} />
          {retryable(vip.error) && (
            <button type="button" className="button button--ghost" onClick={() => void vip.refetch()}>
              {t('vip_retry')}
            </button>
          )}
        </div>
      ) : vip.data.levels.length === 0 ? (
        <p className="vip__empty">{t('vip_empty')}</p>
      ) : (
        <VipBody value={vip.data} />
      )}
    </div>
  );
}

function VipBody({ value }: { value: VipPageValue }) {
  const { t } = useTranslation(VIP_NS);
  const format = useFormat();
  const me = value.me;
  return (
    <>
      {me && <Standing me={me} value={value} />}
      <section className="vip__section" aria-labelledby="vip-ladder">
        <h2 className="vip__heading" id="vip-ladder">
          {t('vip_ladder')}
        </h2>
        <ol className="vip__ladder">
          {value.levels.map((level) => (
            <LevelCard key={level.rank} level={level} value={value} current={me?.rank === level.rank} />
          ))}
        </ol>
        <p className="vip__hint">
          {t('vip_rules', {
            days: format.number(value.windowDays),
            period: t(value.retentionPeriod === 'week' ? 'vip_period_week' : 'vip_period_month'),
          })}
        </p>
      </section>
    </>
  );
}

function Bar(props: { label: string; value: string; target: string; currency: string; name: string }) {
  const { t } = useTranslation(VIP_NS);
  const format = useFormat();
  const percent = progressPercent(props.value, props.target);
  const text = t('vip_of', {
    value: format.money(props.value, props.currency),
    target: format.money(props.target, props.currency),
  });
  return (
    <div className="vip__bar-row" data-vip-bar={props.name}>
      <div className="vip__bar-text">
        <span>{props.label}</span>
        <span className="vip__bar-figures">{text}</span>
      </div>
      <div
        className="vip__bar"
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span
          className={percent >= 100 ? 'vip__fill vip__fill--done' : 'vip__fill'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function Standing({ me, value }: { me: VipMineValue; value: VipPageValue }) {
  const { t } = useTranslation(VIP_NS);
  const format = useFormat();
  const currency = value.currency;
  return (
    <>
      <section className="vip__me" aria-labelledby="vip-me" data-vip-me>
        <span className="vip__me-caption" id="vip-me">
          {t('vip_my_level')}
        </span>
        <strong className="vip__me-level" data-vip-rank={me.rank}>
          {me.rank > 0 ? me.label : t('vip_no_level')}
        </strong>
        {me.since && <span className="vip__hint">{t('vip_since', { date: format.date(me.since) })}</span>}
      </section>
      <section className="vip__section" aria-labelledby="vip-progress">
        <h2 className="vip__heading" id="vip-progress">
          {t('vip_progress')}
        </h2>
        <p className="vip__hint">{t('vip_progress_window', { days: format.number(value.windowDays) })}</p>
        {me.next ? (
          <>
            <p className="vip__next">{t('vip_next', { label: me.next.label })}</p>
            <Bar
              name="validBet"
              label={t('vip_valid_bet')}
              value={me.validBet}
              target={me.next.validBet}
              currency={currency}
            />
            <Bar
              name="deposit"
              label={t('vip_deposit')}
              value={me.deposit}
              target={me.next.deposit}
              currency={currency}
            />
          </>
        ) : (
          <p className="vip__next">{t('vip_top')}</p>
        )}
      </section>
      {me.retention && (
        <section className="vip__section" aria-labelledby="vip-retention" data-vip-retention>
          <h2 className="vip__heading" id="vip-retention">
            {t('vip_retention')}
          </h2>
          <p className="vip__hint">
            {t('vip_retention_until', { date: format.dateTime(me.retention.periodTo) })}
          </p>
          <Bar
            name="keepValidBet"
            label={t('vip_valid_bet')}
            value={me.retention.validBet}
            target={me.retention.keepValidBet}
            currency={currency}
          />
          <Bar
            name="keepDeposit"
            label={t('vip_deposit')}
            value={me.retention.deposit}
            target={me.retention.keepDeposit}
            currency={currency}
          />
          <p
            className={
              me.retention.kept || me.retention.grace ? 'vip__status vip__status--ok' : 'vip__status'
            }
          >
            {me.retention.grace ? t('vip_grace') : me.retention.kept ? t('vip_kept') : t('vip_not_kept')}
          </p>
        </section>
      )}
    </>
  );
}

function LevelCard({
  level,
  value,
  current,
}: {
  level: VipLevelValue;
  value: VipPageValue;
  current: boolean;
}) {
  const { t } = useTranslation(VIP_NS);
  const { t: tRebate } = useTranslation(REBATE_NS);
  const format = useFormat();
  const money = (amount: string) => format.money(amount, value.currency);
  const rate = (bp: number) => t('vip_rebate_value', { rate: format.number(rebatePercent(bp)) });
  return (
    <li className={current ? 'vip__card vip__card--current' : 'vip__card'} data-vip-level={level.rank}>
      <div className="vip__card-head">
        <span className="vip__badge">{format.number(level.rank)}</span>
        <h3 className="vip__card-title">{level.label}</h3>
        {current && <span className="vip__tag">{t('vip_current')}</span>}
      </div>
      <dl className="vip__terms">
        <div>
          <dt>{t('vip_reach')}</dt>
          <dd>
            {t('vip_valid_bet')} {money(level.upgradeValidBet)}
            <br />
            {t('vip_deposit')} {money(level.upgradeDeposit)}
          </dd>
        </div>
        <div>
          <dt>{t('vip_keep')}</dt>
          <dd>
            {t('vip_valid_bet')} {money(level.keepValidBet)}
            <br />
            {t('vip_deposit')} {money(level.keepDeposit)}
          </dd>
        </div>
      </dl>
      <h4 className="vip__benefits">{t('vip_benefits')}</h4>
      <dl className="vip__terms">
        <div>
          <dt>{t('vip_level_up_bonus')}</dt>
          <dd>{money(level.levelUpBonus)}</dd>
        </div>
        <div>
          <dt>{t(value.bonusPeriod === 'week' ? 'vip_periodic_bonus_week' : 'vip_periodic_bonus_month')}</dt>
          <dd>{money(level.periodicBonus)}</dd>
        </div>
        <div>
          <dt>{t('vip_rebate')}</dt>
          <dd>
            {level.rebateRates.map((r) => {
              const key = gameTypeKey(r.gameType);
              return (
                <span key={r.gameType} className="vip__rate">
                  {key ? tRebate(key) : r.gameType} {rate(r.rateBp)}
                </span>
              );
            })}
            <span className="vip__rate">
              {t('vip_rebate_other')} {rate(level.defaultRebateBp)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('vip_points_rate')}</dt>
          <dd>{t('vip_points_value', { rate: format.number(pointsMultiplier(level.pointsRateBp)) })}</dd>
        </div>
        <div>
          <dt>{t('vip_withdraw')}</dt>
          <dd>
            {t('vip_withdraw_value', {
              count: format.number(level.withdrawDailyCount),
              amount: money(level.withdrawDailyAmount),
            })}
          </dd>
        </div>
      </dl>
    </li>
  );
}
