import { MOBILE_WALLET_PROVIDERS } from '@khela/contract';
import type { TFunction } from 'i18next';

type MobileWallet = (typeof MOBILE_WALLET_PROVIDERS)[number];

function isMobileWallet(provider: string): provider is MobileWallet {
  return MOBILE_WALLET_PROVIDERS.some((code) => code === provider);
}

/**
 * A payout account's provider as a person reads it: a mobile wallet by its name in the page's
 * language (বিকাশ, bKash), the same words the deposit page shows; a bank by the name the member
 * typed. Every withdrawal view names methods through this, so no page shows the raw code.
 */
export function paymentMethodName(provider: string, t: TFunction<'member'>): string {
  return isMobileWallet(provider) ? t(`pay_method_${provider}`) : provider;
}
