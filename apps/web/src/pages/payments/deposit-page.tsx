import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDepositChannels } from '../../api/deposits';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { failureText } from '../accounts/failure';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { DepositResult } from './deposit-result';
import './deposit.css';

/**
 * /member/depositv2 (docs/decisions/0019): pick a channel, pay, follow the order. A
 * gateway sends the player back here with ?order=<id>, which shows that order's result first.
 */
export function DepositPage() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const [params, setParams] = useSearchParams();
  const returned = params.get('order');
  const orderId = returned && /^[1-9]\d{0,17}$/.test(returned) ? returned : null;
  const channels = useDepositChannels();
  return (
    <div className="deposit" data-page="deposit">
      <h1 className="deposit__title">
        <Icon name="deposit" size={24} />
        {t('dp_title')}
      </h1>
      {orderId ? (
        <DepositResult orderId={orderId} onDone={() => setParams({}, { replace: true })} />
      ) : channels.isPending ? (
        <InlineLoader />
      ) : channels.isError ? (
        <FormError message={failureText(channels.error, tRoot)} />
      ) : (
        <DepositForm options={channels.data} />
      )}
      <DepositHistory />
    </div>
  );
}
