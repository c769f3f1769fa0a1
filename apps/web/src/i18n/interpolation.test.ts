import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import { numberInterpolation } from './interpolation';

async function instance(language: 'bn' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(numberInterpolation).init({
    lng: language,
    resources: { bn: { translation: bn }, en: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  return i18n;
}

describe('numbers put into messages', () => {
  it('get Bengali digits in Bengali, through the one number formatter', async () => {
    const { t } = await instance('bn');
    expect(t('games_page_n', { page: 5 })).toBe('পৃষ্ঠা ৫');
    expect(t('games_page_n', { page: 100000 })).toBe('পৃষ্ঠা ১,০০,০০০');
    expect(t('games_page_n', { page: 12n })).toBe('পৃষ্ঠা ১২');
  });

  it('stay as the language writes them in English, and strings pass unchanged', async () => {
    const { t } = await instance('en');
    expect(t('games_page_n', { page: 1000 })).toBe('Page 1,000');
    expect(t('games_page_n', { page: 'KH-0042' })).toBe('Page KH-0042');
  });
});
