import { useTranslation } from 'react-i18next';
import { useMerchantWallets } from '../../api/transfers';
import { FormError } from '../../components/form/fields';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';
import './transfers.css';

/**
 * /member/transferFund (GCS_merchantWallet): the main wallet and every transfer-wallet
 * vendor's balance. All of this site's vendors are seamless (decision 0021), so the page lists
 * the main wallet and says which providers play from it directly.
 */
export function TransferFundPage() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const wallets = useMerchantWallets();
  if (wallets.isPending) return <InlineLoader />;
  if (wallets.isError) return <FormError message={failureText(wallets.error, tRoot)} />;
  const { currency } = wallets.data;
  const transferable = wallets.data.wallets.filter((w) => w.transferable);
  return (
    <div className="transfer" data-page="transfer-fund">
      <h1 className="transfer__title">{t('fund_title')}</h1>
      <p className="transfer__text">{t('fund_lead')}</p>
      <ul className="transfer__wallets" aria-label={t('fund_wallets')}>
        {wallets.data.wallets.map((wallet) => (
          <li key={wallet.code} className="transfer__wallet" data-wallet={wallet.code}>
            <span className="transfer__wallet-name">{wallet.name}</span>
            <strong className="transfer__wallet-balance">{format.money(wallet.balance, currency)}</strong>
          </li>
        ))}
      </ul>
      {transferable.length === 0 && <p className="transfer__hint">{t('fund_no_transfer_wallets')}</p>}
      {wallets.data.seamlessVendors.length > 0 && (
        <section className="transfer__card" data-seamless-vendors>
          <h2 className="transfer__subtitle">{t('fund_seamless_title')}</h2>
          <p className="transfer__text">{t('fund_seamless_text')}</p>
          <ul className="transfer__vendors">
            {wallets.data.seamlessVendors.map((vendor) => (
              <li key={vendor.code} className="transfer__vendor" translate="no">
                {vendor.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
