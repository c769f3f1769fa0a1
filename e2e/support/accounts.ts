import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { KhelaServer } from './server';

/** Helpers of the account browser tests: unique people, captcha answers, modals. */

export const modal = (page: Page, name: string): Locator => page.locator(`dialog[data-modal="${name}"]`);
export const field = (scope: Locator, name: string): Locator =>
  scope.locator(`[data-field="${name}"] input`).first();
export const fieldError = (scope: Locator, name: string): Locator =>
  scope.locator(`[data-field="${name}"] [role="alert"]`);
export const header = (page: Page): Locator => page.locator('[data-region="header"]');

const LETTERS = 'abcdefghijkmnpqrstuvwxyz';

/** A username nobody has: a letter first, then letters and digits (the seeded rule, 4-16). */
export function uniqueUsername(prefix = 'p'): string {
  let name = prefix;
  while (name.length < 12) name += LETTERS[randomInt(LETTERS.length)];
  return name;
}

/** A Bangladeshi mobile number nobody has (national part: 1[3-9] and 8 digits). */
export function uniqueMobile(): { national: string; e164: string } {
  const national = `17${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  return { national, e164: `+880${national}` };
}

/** A documentation address (RFC 5737) for this test, so rate limits and captchas stay per test. */
export function testAddress(): string {
  return `198.51.100.${randomInt(1, 255)}`;
}

/** Every call of the page comes from `address` (the server trusts X-Forwarded-For in tests). */
export async function fromAddress(page: Page, address: string = testAddress()): Promise<string> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** The answer to the captcha image shown in `scope`, from the test hook; waits for a new image. */
export async function captchaAnswer(server: KhelaServer, scope: Locator, notId?: string): Promise<string> {
  const image = scope.locator('img[data-captcha-id]');
  await expect(image).toBeVisible();
  if (notId) await expect(image).not.toHaveAttribute('data-captcha-id', notId);
  const id = await image.getAttribute('data-captcha-id');
  if (!id) throw new Error('the captcha image has no id');
  const response = await fetch(`${server.url}/wps/test/captcha/${encodeURIComponent(id)}`);
  const body: unknown = await response.json();
  if (
    typeof body !== 'object' ||
    body === null ||
    !('value' in body) ||
    typeof body.value !== 'object' ||
    body.value === null ||
    !('answer' in body.value) ||
    typeof body.value.answer !== 'string'
  ) {
    throw new Error(`no answer for captcha ${id}: ${JSON.stringify(body)}`);
  }
  return body.value.answer;
}

/** Types the current captcha's answer into the captcha field of `scope`. */
export async function solveCaptcha(server: KhelaServer, scope: Locator, notId?: string): Promise<string> {
  const answer = await captchaAnswer(server, scope, notId);
  await field(scope, 'captcha').fill(answer);
  return (await scope.locator('img[data-captcha-id]').getAttribute('data-captcha-id')) ?? '';
}

/** The session token the page holds (session storage), or null. */
export function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token'));
}

/** Logged in: the header shows the balance and the sign-out button, not the login button. */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(header(page).locator('[data-action="logout"]')).toBeVisible();
  await expect(header(page).locator('[data-balance-amount]')).not.toHaveText('—');
  await expect(header(page).locator('[data-action="login"]')).toHaveCount(0);
  expect(await sessionToken(page)).not.toBeNull();
}

export async function expectLoggedOut(page: Page): Promise<void> {
  await expect(header(page).locator('[data-action="login"]')).toBeVisible();
  await expect(header(page).locator('[data-action="logout"]')).toHaveCount(0);
  expect(await sessionToken(page)).toBeNull();
}
