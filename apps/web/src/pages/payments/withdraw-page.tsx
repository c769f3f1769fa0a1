import { currencyCodeOr } from '@khela/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWithdrawOptions } from '../../api/withdrawals';
import { PATHS } from '../../app/paths';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';
import { PayoutAccounts } from './withdraw-accounts';
import { WithdrawHistory } from './withdraw-history';
import { withdrawLockOf } from './withdraw-model';
import { WithdrawRequestForm } from './withdraw-request-form';
import './withdraw.css';

/** /member/withdraw (docs/decisions/0020): balances, payout accounts, request, history. */
export function WithdrawPage() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const options = useWithdrawOptions();
  // Cash kept back by a bonus still being wagered; none when the answer has no such figures.
  const locked = options.data ? withdrawLockOf(options.data, currencyCodeOr(options.data.currency)) : null;
  return (
    <div className="withdraw" data-page="withdraw">
      <h1 className="withdraw__title">
        <Icon name="withdraw" size={24} />
        {t('wd_title')}
      </h1>
      {options.isPending ? (
        <InlineLoader />
      ) : options.isError ? (
        <FormError message={failureText(options.error, tRoot)} />
      ) : (
        <>
          <div className="withdraw__balances">
            <div className="withdraw__balance" data-balance="cash">
              <span className="withdraw__hint">{t(locked ? 'wd_balance' : 'wd_cash')}</span>
              <strong>{format.money(options.data.cash, options.data.currency)}</strong>
            </div>
            <div className="withdraw__balance" data-balance="frozen">
              <span className="withdraw__hint">{t('wd_frozen')}</span>
              <strong>{format.money(options.data.frozen, options.data.currency)}</strong>
            </div>
          </div>
          {locked && <LockedNotice lock={locked} currency={options.data.currency} />}
          <PayoutAccounts options={options.data} />
          {options.data.accounts.length > 0 && (
            <WithdrawRequestForm key={options.data.accounts.length} options={options.data} />
          )}
        </>
      )}
      <WithdrawHistory />
    </div>
  );
}

/**
 * Cash a bonus still being wagered keeps back (decision 0051): how much, what may be withdrawn
 * now, and the way to the bonus details page, where a bonus can be given up to release it.
 */
function LockedNotice({
  lock,
  currency,
}: {
  lock: { locked: string; withdrawable: string };
  currency: string;
}) {
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  return (
    <div className="withdraw__locked" role="note" data-withdraw-locked>
      <Icon name="lock" size={20} />
      <div className="withdraw__locked-text">
        <p>
          {t('wd_locked_notice', {
            locked: format.money(lock.locked, currency),
            withdrawable: format.money(lock.withdrawable, currency),
          })}
        </p>
        <Link to={PATHS.bonusDetails} data-link="bonus-details">
          {t('wd_locked_link')}
        </Link>
      </div>
    </div>
  );
}
