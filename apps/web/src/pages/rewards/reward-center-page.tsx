import type { RewardItemValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rewardKeys, useRewardCenter } from '../../api/rewards';
import { memberKeys, useLoginState } from '../../api/session';
import { PATHS } from '../../app/paths';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import './rewards.css';

const TABS = ['all', 'claimable', 'pending', 'claimed'] as const;
type Tab = (typeof TABS)[number];

/** The lines a tab shows: all of them, or those of one status. */
export function linesOf(list: readonly RewardItemValue[], tab: Tab): RewardItemValue[] {
  return tab === 'all' ? [...list] : list.filter((item) => item.status === tab);
}

/**
 * The reward centre (/rewardCenter; issue 17): every reward from every promotion in one list —
 * what can be claimed now (the badge in the header and menus counts these), what is in progress,
 * what was received — each linking to the page where it is claimed or followed.
 */
export function RewardCenterPage() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const center = useRewardCenter();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('all');
  const claimable = center.data?.claimable;
  const badge = useLoginState().member?.availablePromotions;
  // The header badge follows what this page found (member info is cached for a minute).
  useEffect(() => {
    if (claimable !== undefined && badge !== undefined && claimable !== badge)
      void queryClient.invalidateQueries({ queryKey: memberKeys.all, exact: false, refetchType: 'active' });
  }, [claimable, badge, queryClient]);

  return (
    <div className="rewards" data-page="reward-center">
      <h1 className="rewards__title">
        <Icon name="gift" size={24} />
        {t('rewards_title')}
      </h1>
      <p className="rewards__lead">{t('rewards_lead')}</p>
      {center.isPending ? (
        <InlineLoader />
      ) : center.isError ? (
        <div className="rewards__failure">
          <FormError message={failureText(center.error, tRoot)} />
          {retryable(center.error) && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void queryClient.invalidateQueries({ queryKey: rewardKeys.all })}
            >
              {t('rewards_retry')}
            </button>
          )}
        </div>
      ) : (
        <>
          <fieldset className="rewards__tabs">
            <legend className="visually-hidden">{t('rewards_tabs')}</legend>
            {TABS.map((name) => {
              const count = linesOf(center.data.list, name).length;
              return (
                <button
                  key={name}
                  type="button"
                  className={`rewards__tab${tab === name ? ' rewards__tab--on' : ''}`}
                  aria-pressed={tab === name}
                  data-reward-tab={name}
                  onClick={() => setTab(name)}
                >
                  {t(`rewards_tab_${name}`)}
                  {name === 'claimable' && count > 0 && <span className="count-badge">{count}</span>}
                </button>
              );
            })}
          </fieldset>
          <RewardList list={linesOf(center.data.list, tab)} empty={center.data.list.length === 0} />
        </>
      )}
    </div>
  );
}

function RewardList({ list, empty }: { list: RewardItemValue[]; empty: boolean }) {
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const currency = useLoginState().member?.currency ?? 'BDT';
  if (list.length === 0)
    return (
      <div className="rewards__empty" data-rewards-empty>
        <p>{t(empty ? 'rewards_empty_all' : 'rewards_empty')}</p>
        {empty && (
          <Link className="button button--primary" to={PATHS.promotions}>
            {t('rewards_see_promotions')}
          </Link>
        )}
      </div>
    );
  return (
    <ul className="rewards__list">
      {list.map((item) => (
        <li key={item.key} className={`rewards__item rewards__item--${item.status}`} data-reward={item.key}>
          <div className="rewards__main">
            <span className="rewards__source">{t(`rewards_source_${item.source}`)}</span>
            <h2 className="rewards__name">{item.title}</h2>
            <time className="rewards__time" dateTime={item.at}>
              {format.dateTime(item.at)}
            </time>
          </div>
          <div className="rewards__side">
            {item.amount !== null && (
              <strong className="rewards__amount" data-reward-amount>
                {format.money(item.amount, currency)}
              </strong>
            )}
            <span
              className={`rewards__status rewards__status--${item.status}`}
              data-reward-status={item.status}
            >
              {t(`rewards_status_${item.status}`)}
            </span>
            <Link
              className={`button button--small ${item.status === 'claimable' ? 'button--primary' : 'button--ghost'}`}
              to={item.path}
              data-action={item.status === 'claimable' ? 'claim-reward' : 'view-reward'}
            >
              {t(item.status === 'claimable' ? 'rewards_claim' : 'rewards_view')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
