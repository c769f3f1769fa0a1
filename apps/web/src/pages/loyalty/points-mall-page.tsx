import type { GoodsValue, PointsConfigValue } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginState } from '../../api/session';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { LazyImage } from '../../components/lazy-image';
import { InlineLoader } from '../../components/page-loader';
import { POINTS_NS, registerPointsMessages } from '../../i18n/loyalty/register-points';
import { registerMemberMessages } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { authModalStore } from '../accounts/auth-modal-store';
import { failureText, retryable } from '../accounts/failure';
import { RealAccountDialog } from '../accounts/real-account-dialog';
import { useGoods, usePointBalance, usePointConfig, usePointsLive } from './points-api';
import { ConvertDialog, RedeemDialog } from './points-dialogs';
import { type GoodsAction, goodsActionOf } from './points-model';
import { PointsTabs } from './points-tabs';
import './points-mall.css';

registerPointsMessages();
// The payment password field speaks the member centre's texts.
registerMemberMessages();

/**
 * The points mall (/pointMall, public; decision 0062): my points and the conversion to cash, and
 * the goods grid. A guest sees the goods and gets the login popup on redeem; a trial player the
 * real-account warning; a member redeems with the payment password (and an address for an item).
 */
export function PointsMallPage() {
  const { t } = useTranslation(POINTS_NS);
  const { t: tRoot } = useTranslation();
  const login = useLoginState();
  const member = login.isLogin && !login.isTrial && !login.isResolving;
  const goods = useGoods();
  const config = usePointConfig();
  const balance = usePointBalance(member);
  usePointsLive();
  const points = balance.data ? BigInt(balance.data.points) : null;
  const [redeeming, setRedeeming] = useState<GoodsValue | null>(null);
  const [converting, setConverting] = useState(false);
  const [trialBlocked, setTrialBlocked] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  function act(item: GoodsValue, action: GoodsAction) {
    setDone(null);
    if (action === 'login') authModalStore.open('login');
    else if (action === 'trial') setTrialBlocked(true);
    else if (action === 'redeem') setRedeeming(item);
  }

  return (
    <div className="pmall" data-page="point-mall">
      <h1 className="pmall__title">
        <Icon name="gift" size={24} />
        {t('pm_title')}
      </h1>
      <p className="pmall__lead">{t('pm_lead')}</p>
      <PointsTabs current="mall" />
      <Balance
        member={member}
        isLogin={login.isLogin}
        points={points}
        config={config.data}
        onConvert={() => {
          setDone(null);
          setConverting(true);
        }}
        onTrial={() => setTrialBlocked(true)}
      />
      {done && (
        <p className="pmall__done" role="status" data-points-done>
          {done}
        </p>
      )}
      {goods.isPending ? (
        <InlineLoader />
      ) : goods.isError ? (
        <div className="pmall__failure">
          <FormError message={failureText(goods.error, tRoot)} />
          {retryable(goods.error) && (
            <button type="button" className="button button--ghost" onClick={() => void goods.refetch()}>
              {t('pm_retry')}
            </button>
          )}
        </div>
      ) : goods.data.list.length === 0 ? (
        <p className="pmall__empty">{t('pm_empty')}</p>
      ) : (
        <ul className="pmall__grid" aria-label={t('pm_title')}>
          {goods.data.list.map((item) => (
            <GoodsCard
              key={item.id}
              goods={item}
              action={goodsActionOf(item, { isLogin: login.isLogin, isTrial: login.isTrial, points })}
              onAct={act}
            />
          ))}
        </ul>
      )}
      {redeeming && points !== null && (
        <RedeemDialog
          goods={redeeming}
          points={points}
          onClose={() => setRedeeming(null)}
          onDone={(text) => {
            setRedeeming(null);
            setDone(text);
          }}
        />
      )}
      {converting && config.data && points !== null && (
        <ConvertDialog
          config={config.data}
          points={points}
          onClose={() => setConverting(false)}
          onDone={(text) => {
            setConverting(false);
            setDone(text);
          }}
        />
      )}
      {trialBlocked && <RealAccountDialog onConfirm={() => setTrialBlocked(false)} />}
    </div>
  );
}

type BalanceProps = {
  member: boolean;
  isLogin: boolean;
  points: bigint | null;
  config: PointsConfigValue | undefined;
  onConvert: () => void;
  onTrial: () => void;
};

function Balance({ member, isLogin, points, config, onConvert, onTrial }: BalanceProps) {
  const { t } = useTranslation(POINTS_NS);
  const format = useFormat();
  const rule =
    config &&
    (config.convertEnabled
      ? t('pm_convert_rule', {
          points: format.number(config.convertPoints),
          cash: format.money(config.convertCash, config.currency),
          min: format.number(config.convertMinPoints),
          step: format.number(config.convertStepPoints),
        })
      : t('pm_convert_off'));
  if (!isLogin) {
    return (
      <section className="pmall__balance" data-points-balance="guest">
        <p className="pmall__hint">{t('pm_guest')}</p>
        <button type="button" className="button button--primary" onClick={() => authModalStore.open('login')}>
          {t('pm_login')}
        </button>
      </section>
    );
  }
  return (
    <section className="pmall__balance" aria-label={t('pm_balance')}>
      <div className="pmall__points">
        <span>{t('pm_balance')}</span>
        <strong data-points-balance={points?.toString() ?? ''}>
          {points === null ? '—' : format.number(points)}
        </strong>
      </div>
      <div className="pmall__convert">
        <button
          type="button"
          className="button button--ghost"
          data-action="convert-points"
          disabled={member && (!config?.convertEnabled || points === null)}
          onClick={member ? onConvert : onTrial}
        >
          <Icon name="wallet" size={18} />
          {t('pm_convert')}
        </button>
        {rule && <p className="pmall__hint">{rule}</p>}
      </div>
    </section>
  );
}

function GoodsCard({
  goods,
  action,
  onAct,
}: {
  goods: GoodsValue;
  action: GoodsAction;
  onAct: (goods: GoodsValue, action: GoodsAction) => void;
}) {
  const { t } = useTranslation(POINTS_NS);
  const format = useFormat();
  const requirement =
    goods.requirement !== 'none' && goods.requirementAmount !== null
      ? t(goods.requirement === 'deposit' ? 'pm_req_deposit' : 'pm_req_valid_bet', {
          amount: format.money(goods.requirementAmount, goods.currency),
          days: format.number(goods.requirementDays ?? 0),
        })
      : null;
  return (
    <li className="pmall__goods" data-goods={goods.id} data-goods-kind={goods.kind}>
      <LazyImage
        className="pmall__image"
        src={goods.imageUrl}
        width={160}
        height={120}
        fallback={<span className="pmall__image" aria-hidden="true" />}
      />
      <div className="pmall__goods-body">
        <span className={`pmall__kind pmall__kind--${goods.kind}`}>{t(`pm_kind_${goods.kind}`)}</span>
        <h2 className="pmall__name">{goods.name}</h2>
        {goods.value !== null && (
          <p className="pmall__value">
            {t('pm_value', { amount: format.money(goods.value, goods.currency) })}
          </p>
        )}
        <p className="pmall__price" data-goods-price={goods.pricePoints}>
          {t('pm_points', { points: format.number(BigInt(goods.pricePoints)) })}
        </p>
        <p className="pmall__hint">
          {t('pm_left', {
            available: format.number(goods.availableQuantity),
            total: format.number(goods.totalQuantity),
          })}
          {goods.perPlayerLimit !== null &&
            ` · ${t('pm_limit', { count: format.number(goods.perPlayerLimit) })}`}
        </p>
        {requirement && <p className="pmall__hint pmall__requirement">{requirement}</p>}
        <button
          type="button"
          className="button button--primary pmall__redeem"
          data-action="redeem-goods"
          disabled={action === 'sold_out' || action === 'short'}
          title={action === 'short' ? t('pm_not_enough') : undefined}
          onClick={() => onAct(goods, action)}
        >
          {action === 'sold_out' ? t('pm_sold_out') : t('pm_redeem')}
        </button>
      </div>
    </li>
  );
}
