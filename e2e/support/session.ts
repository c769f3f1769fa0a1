import type { Page } from '@playwright/test';
import { field, fromAddress, modal, sessionToken } from './accounts';

/** Logs in through the login modal, as a person does (the seed's accounts need no captcha at first). */
export async function logInWithModal(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const login = modal(page, 'login');
  await field(login, 'username').fill(username);
  await field(login, 'password').fill(password);
  await login.locator('button[type="submit"]').first().click();
  await page.locator('[data-region="header"] [data-action="logout"]').waitFor();
}

/** The site starts in `language`: stored as lang and hisLang before any page script runs. */
export async function startInLanguage(page: Page, language: 'bn' | 'en' | 'pt'): Promise<void> {
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('hisLang', lang);
  }, language);
}

/**
 * Logs in through the login modal from a test address, the site in English (plain digits for
 * amounts); returns the session token the page holds.
 */
export async function logInInEnglish(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  await startInLanguage(page, 'en');
  await fromAddress(page);
  await logInWithModal(page, baseUrl, username, password);
  const token = await sessionToken(page);
  if (!token) throw new Error('no session token in the page after login');
  return token;
}
