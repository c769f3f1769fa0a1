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

/**
 * A logged-in page without the login modal, for tests whose subject is not the login: `username`
 * logs in through the API from the page's own test address, and the page starts with the session
 * token where the site keeps it after a login (session storage, key `token`), as a tab does that
 * logged in through the modal. Seeded once: a logout or a refused token clears it as it would.
 */
export async function startLoggedIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const address = await fromAddress(page);
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'x-lang': 'en' },
    body: JSON.stringify({ username, password }),
  });
  const answer = (await response.json()) as { success: boolean; value?: { token?: string }; code?: string };
  const token = answer.value?.token;
  if (!answer.success || !token) throw new Error(`login of ${username} refused: ${answer.code}`);
  await page.addInitScript((value) => {
    // The mark is in local storage, which a logout leaves: the token is seeded once, not again.
    if (localStorage.getItem('e2e-session-seeded') !== null) return;
    localStorage.setItem('e2e-session-seeded', '1');
    sessionStorage.setItem('token', value);
  }, token);
  return token;
}
