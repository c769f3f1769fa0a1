import type { VipMineValue } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginState } from '../../api/session';
import { useWhitelabel } from '../../api/system';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { useBalanceHidden } from '../../components/layout/use-balance-hidden';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { useVip } from '../loyalty/vip-api';
import { progressPercent } from '../loyalty/vip-model';
import { MemberNavBadge } from './member-badge';
import { useConsolidatedFunds } from './member-index-api';
import { memberNavFor, TRIAL_SHORTCUTS } from './member-nav';

/** What a hidden balance shows (the header's choice, kept on this device). */
const HIDDEN = '••••••';

/**
 * The member centre's index (/member; docs/decisions/0083): my balances by purpose, my VIP level
 * and progress, and every member page as a shortcut with its count badge. A trial account sees
 * its play money and the pages open to it.
 */
export function MemberIndexPage() {
  const { isTrial } = useLoginState();
  return isTrial ? <TrialIndex /> : <MemberIndex />;
}

function Greeting() {
  const { t } = useTranslation(MEMBER_NS);
  const { member } = useLoginState();
  const name = member ? member.nickname || member.account : '';
  return (
    <header className="member-index__head">
      <h1 className="member-index__title">{t('member_index_title')}</h1>
      {name && <p className="member-index__hello">{t('member_index_hello', { name })}</p>}
    </header>
  );
}

function MemberIndex() {
  const { t } = useTranslation(MEMBER_NS);
  const referral = useWhitelabel().data?.features.referral ?? false;
  return (
    <div className="member-index" data-page="member-index">
      <Greeting />
      <div className="member-index__cards">
        <Balances />
        <VipCard />
      </div>
      <nav className="member-index__card" aria-labelledby="member-index-shortcuts">
        <h2 className="member-index__heading" id="member-index-shortcuts">
          {t('member_index_shortcuts')}
        </h2>
        <ul className="member-index__grid">
          {memberNavFor({ referral }).map((item) => (
            <li key={item.path}>
              <Link to={item.path} className="member-index__tile" data-shortcut={item.path}>
                <Icon name={item.icon} size={22} />
                <span className="member-index__tile-label">{t(item.labelKey)}</span>
                <MemberNavBadge badge={item.badge} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function Balances() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const funds = useConsolidatedFunds();
  const [hidden] = useBalanceHidden();
  const amount = (value: string, currency: string) => (hidden ? HIDDEN : format.money(value, currency));
  return (
    <section className="member-index__card" aria-labelledby="member-index-balances" data-balances>
      <div className="member-index__card-head">
        <h2 className="member-index__heading" id="member-index-balances">
          {t('member_index_balances')}
        </h2>
        {funds.data && (
          <span className="member-index__total" data-total>
            {t('member_index_total', { amount: amount(funds.data.total, funds.data.currency) })}
          </span>
        )}
      </div>
      {funds.isPending && <InlineLoader />}
      {funds.isError && (
        <div className="member-index__failure">
          <FormError message={failureText(funds.error, tRoot)} />
          {retryable(funds.error) && (
            <button type="button" className="button button--ghost" onClick={() => void funds.refetch()}>
              {tRoot('retry')}
            </button>
          )}
        </div>
      )}
      {funds.data && (
        <dl className="member-index__funds">
          {(
            [
              ['cash', 'member_index_cash', funds.data.cash],
              ['bonus', 'member_index_bonus', funds.data.bonus],
              ['frozen', 'member_index_frozen', funds.data.frozen],
            ] as const
          ).map(([name, label, value]) => (
            <div key={name} className={`member-index__fund member-index__fund--${name}`} data-fund={name}>
              <dt>{t(label)}</dt>
              <dd>{amount(value, funds.data.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
      {hidden && <p className="member-index__hint">{t('member_index_hidden')}</p>}
    </section>
  );
}

function VipCard() {
  const { t } = useTranslation(MEMBER_NS);
  const vip = useVip();
  const me = vip.data?.me ?? null;
  return (
    <section className="member-index__card" aria-labelledby="member-index-vip" data-vip>
      <div className="member-index__card-head">
        <h2 className="member-index__heading" id="member-index-vip">
          {t('member_index_vip')}
        </h2>
        <Link to="/member/vip" className="member-index__more" data-action="vip-details">
          {t('member_index_vip_more')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      {vip.isPending && <InlineLoader />}
      {vip.isError && <p className="member-index__hint">{t('member_index_unavailable')}</p>}
      {vip.data && (
        <>
          <strong className="member-index__level" data-vip-rank={me?.rank ?? 0}>
            {me && me.rank > 0 ? me.label : t('member_index_vip_none')}
          </strong>
          {me && <VipProgress me={me} currency={vip.data.currency} />}
        </>
      )}
    </section>
  );
}

function VipProgress({ me, currency }: { me: VipMineValue; currency: string }) {
  const { t } = useTranslation(MEMBER_NS);
  if (!me.next) return <p className="member-index__hint">{t('member_index_vip_top')}</p>;
  return (
    <div className="member-index__progress">
      <p className="member-index__next">{t('member_index_vip_next', { label: me.next.label })}</p>
      <Bar
        name="validBet"
        label={t('member_index_valid_bet')}
        value={me.validBet}
        target={me.next.validBet}
        currency={currency}
      />
      <Bar
        name="deposit"
        label={t('member_index_deposit')}
        value={me.deposit}
        target={me.next.deposit}
        currency={currency}
      />
    </div>
  );
}

function Bar(props: { name: string; label: string; value: string; target: string; currency: string }) {
  const format = useFormat();
  const percent = progressPercent(props.value, props.target);
  const figures = `${format.money(props.value, props.currency)} / ${format.money(props.target, props.currency)}`;
  return (
    <div className="member-index__bar-row" data-vip-bar={props.name}>
      <div className="member-index__bar-text">
        <span>{props.label}</span>
        <span>{format.number(percent / 100, { style: 'percent' })}</span>
      </div>
      <div
        className="member-index__bar"
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={figures}
      >
        <span className="member-index__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A free-play account: its play money, why the member pages are closed, and what is open to it. */
function TrialIndex() {
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const funds = useConsolidatedFunds();
  const [hidden] = useBalanceHidden();
  return (
    <div className="member-index member-index--trial" data-page="member-index" data-trial>
      <Greeting />
      <section className="member-index__card" aria-labelledby="member-index-trial" data-balances>
        <h2 className="member-index__heading" id="member-index-trial">
          {t('member_index_trial_title')}
        </h2>
        {funds.isPending && <InlineLoader />}
        {funds.isError && <p className="member-index__hint">{t('member_index_unavailable')}</p>}
        {funds.data && (
          <dl className="member-index__funds">
            <div className="member-index__fund member-index__fund--cash" data-fund="playMoney">
              <dt>{t('member_index_play_money')}</dt>
              <dd>{hidden ? HIDDEN : format.money(funds.data.playMoney, funds.data.currency)}</dd>
            </div>
          </dl>
        )}
        <p className="member-index__hint">{t('member_index_trial_text')}</p>
      </section>
      <nav className="member-index__card" aria-labelledby="member-index-open">
        <h2 className="member-index__heading" id="member-index-open">
          {t('member_index_trial_links')}
        </h2>
        <ul className="member-index__grid">
          {TRIAL_SHORTCUTS.map((item) => (
            <li key={item.path}>
              <Link to={item.path} className="member-index__tile" data-shortcut={item.path}>
                <Icon name={item.icon} size={22} />
                <span className="member-index__tile-label">{t(item.labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
