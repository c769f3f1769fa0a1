import { currencyCodeOr } from '@khela/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePromotions } from '../../api/promotions';
import { useLoginState } from '../../api/session';
import { useWhitelabel } from '../../api/system';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { PROMOTIONS_NS, registerPromotionMessages } from '../../i18n/promotions/register';
import { failureText, retryable } from '../accounts/failure';
import { PromotionCard } from './promotion-card';
import { type CategoryTab, categoryTabsOf, inCategory, promotionActionOf, targetOf } from './promotion-model';
import './promotions.css';

registerPromotionMessages();

/**
 * Promotions (/promotions; decision 0052): category tabs, then one card per published promotion
 * with its terms, its text and what the viewer may do (the spec's activity statuses). The spec's
 * optional `#id` jumps to one promotion: it is shown under All, scrolled to and highlighted.
 */
export function PromotionsPage() {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { t: tRoot } = useTranslation();
  const promotions = usePromotions();
  const login = useLoginState();
  const currency = currencyCodeOr(useWhitelabel().data?.currency.code);
  const { hash } = useLocation();
  // The tab chosen for this address's hash: a new #id shows All, so its promotion is in view.
  const [choice, setChoice] = useState<{ tab: CategoryTab; hash: string }>({ tab: 'all', hash });
  const tab = choice.hash === hash ? choice.tab : 'all';
  // Guests and trial players see "coming soon" and "closed" from the dates, as of opening the page.
  const [nowMs] = useState(Date.now);
  const list = promotions.data?.list ?? [];
  const target = targetOf(hash, list);

  // The cards arrive after the navigation's own scroll to the hash: scroll once they are drawn.
  useEffect(() => {
    if (target === null) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(target)
      ?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [target]);

  return (
    <div className="promos" data-page="promotions">
      <h1 className="promos__title">
        <Icon name="gift" size={24} />
        {t('promo_title')}
      </h1>
      <p className="promos__lead">{t('promo_lead')}</p>
      {promotions.isPending ? (
        <InlineLoader />
      ) : promotions.isError ? (
        <div className="promos__failure">
          <FormError message={failureText(promotions.error, tRoot)} />
          {retryable(promotions.error) && (
            <button type="button" className="button button--ghost" onClick={() => void promotions.refetch()}>
              {t('promo_retry')}
            </button>
          )}
        </div>
      ) : list.length === 0 ? (
        <p className="promos__empty" data-promotions-empty>
          {t('promo_empty')}
        </p>
      ) : (
        <>
          <CategoryTabs
            tabs={categoryTabsOf(list)}
            current={tab}
            onChange={(next) => setChoice({ tab: next, hash })}
          />
          <section className="promos__list" aria-label={t(`promo_category_${tab}`)}>
            {inCategory(list, tab).map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                action={promotionActionOf(promotion, login, nowMs)}
                currency={currency}
                targeted={promotion.id === target}
              />
            ))}
          </section>
        </>
      )}
    </div>
  );
}

/** All and each category present: a row of toggle buttons that scrolls sideways when it must. */
function CategoryTabs({
  tabs,
  current,
  onChange,
}: {
  tabs: CategoryTab[];
  current: CategoryTab;
  onChange: (tab: CategoryTab) => void;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <fieldset className="promos__tabs">
      <legend className="visually-hidden">{t('promo_categories')}</legend>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          className={`promos__tab${tab === current ? ' promos__tab--on' : ''}`}
          aria-pressed={tab === current}
          data-category-tab={tab}
          onClick={() => onChange(tab)}
        >
          {t(`promo_category_${tab}`)}
        </button>
      ))}
    </fieldset>
  );
}
