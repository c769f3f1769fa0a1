import { useTranslation } from 'react-i18next';
import { useWithdrawOptions } from '../../api/withdrawals';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';
import { PayoutAccounts } from './withdraw-accounts';
import { WithdrawHistory } from './withdraw-history';
import { WithdrawRequestForm } from './withdraw-request-form';
import './withdraw.css';

/** /member/withdraw (docs/decisions/0020): balances, payout accounts, request, history. */
export function WithdrawPage() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const options = useWithdrawOptions();
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
              <span className="withdraw__hint">{t('wd_cash')}</span>
              <strong>{format.money(options.data.cash, options.data.currency)}</strong>
            </div>
            <div className="withdraw__balance" data-balance="frozen">
              <span className="withdraw__hint">{t('wd_frozen')}</span>
              <strong>{format.money(options.data.frozen, options.data.currency)}</strong>
            </div>
          </div>
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
