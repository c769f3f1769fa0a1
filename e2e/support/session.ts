import type { Page } from '@playwright/test';
import { field, modal } from './accounts';

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
