import { MOBILE_WALLET_PROVIDERS } from '@khela/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bnMember } from '../../i18n/member/bn-member';
import { enMember } from '../../i18n/member/en-member';
import { paymentMethodName } from './payment-method-name';

async function memberT(language: 'bn' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    ns: ['member'],
    defaultNS: 'member',
    resources: { bn: { member: bnMember }, en: { member: enMember } },
    keySeparator: false,
    nsSeparator: false,
  });
  return i18n.getFixedT(language, 'member');
}

describe('payment method names', () => {
  it('name the mobile wallets as the deposit channels do, in each language', async () => {
    const bn = await memberT('bn');
    const en = await memberT('en');
    expect(MOBILE_WALLET_PROVIDERS.map((code) => paymentMethodName(code, bn))).toEqual([
      'বিকাশ',
      'নগদ',
      'রকেট',
    ]);
    expect(MOBILE_WALLET_PROVIDERS.map((code) => paymentMethodName(code, en))).toEqual([
      'bKash',
      'Nagad',
      'Rocket',
    ]);
  });

  it('keep a bank by the name the member gave it', async () => {
    expect(paymentMethodName('Dutch-Bangla Bank', await memberT('bn'))).toBe('Dutch-Bangla Bank');
  });
});
