import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { field, fromAddress, header, modal } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

/*
 * The 35-language resource set (issue 22, decision 0082): the language select switches the site
 * through five languages, one of them written right to left; each language's texts are its own
 * chunk, the server is asked in English for every language but Bengali, and a page namespace
 * (the promotions page) arrives in the chosen language.
 */
const server = serverPerFile();
const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales');
const texts = (language: string, namespace = 'translation'): Record<string, string> =>
  JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'));

/** Opens the globe's list of more languages in the header and picks one by its own name. */
async function chooseMore(page: Page, language: string): Promise<void> {
  const select = header(page).locator('.language-select');
  await select.locator('.language-select__more-button').click();
  await select.locator(`.language-select__list [data-language="${language}"]`).click();
}

test('five languages from the language select, Arabic right to left; server texts in English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const serverLanguages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/wps/'))
      serverLanguages.push(request.headers()['x-lang'] ?? '');
  });
  await fromAddress(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.current.url}/`);
  const login = header(page).locator('[data-action="login"]');
  await expect(login).toHaveText('লগইন');

  for (const language of ['hi', 'ar', 'zh-cn', 'pt']) {
    await chooseMore(page, language);
    await expect(login).toHaveText(texts(language).login as string);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // The current language joins the segments, checked.
    await expect(
      header(page).locator(`.language-select > [data-language="${language}"] input`),
    ).toBeChecked();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    if (language === 'ar') await screenshotAtWidths(page, 'language-ar-home', { fullPage: false });
  }

  // A reload keeps Portuguese, and every call asks the server in English.
  serverLanguages.length = 0;
  await page.reload();
  await expect(login).toHaveText(texts('pt').login as string);
  await expect(page.locator('[data-region="main"] [data-game]').first()).toBeVisible();
  expect(serverLanguages.length).toBeGreaterThan(0);
  expect(new Set(serverLanguages)).toEqual(new Set(['en']));

  // A server message (a refused login) comes in English; the form around it in Portuguese.
  await login.click();
  const dialog = modal(page, 'login');
  await field(dialog, 'username').fill('demo');
  await field(dialog, 'password').fill('not-the-password');
  await dialog.locator('button[type="submit"]').first().click();
  await expect(dialog.locator('[data-form-error]')).toHaveText('Account or password is incorrect');
  await page.keyboard.press('Escape');

  // A page namespace in Arabic: the promotions page, right to left.
  await chooseMore(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(`${server.current.url}/promotions`);
  await expect(page.locator('[data-page="promotions"] h1')).toHaveText(
    texts('ar', 'promotions').promo_title as string,
  );
  await screenshotAtWidths(page, 'language-ar-promotions', { fullPage: false });

  // Back to English from its segment.
  await header(page).locator('.language-select > [data-language="en"]').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('[data-page="promotions"] h1')).toHaveText('Promotions');
  expect(consoleErrors.filter((text) => text.includes('i18n'))).toEqual([]);
});
