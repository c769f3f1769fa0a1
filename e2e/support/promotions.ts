import type { Browser, Page } from '@playwright/test';
import { demoOperator } from './backoffice';
import { expect, hideAnnouncementPopups, screenshotAtWidths } from './fixtures';
import { startInLanguage, startLoggedIn } from './session';

/** A phone's window. */
export const PHONE = { width: 375, height: 812 };

/** A back-office session of a demo operator (a TOTP code is good for one login: keep one per file). */
export async function operatorLogin(baseUrl: string, name: string): Promise<string> {
  const operator = demoOperator(name);
  const response = await fetch(`${baseUrl}/bo/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    body: JSON.stringify({
      username: operator.username,
      password: operator.password,
      totp: await operator.app.nextCode(),
    }),
  });
  const envelope = (await response.json()) as { success: boolean; value: { token: string }; code?: string };
  if (!envelope.success) throw new Error(`operator login: ${envelope.code}`);
  return envelope.value.token;
}

/** The page does not scroll sideways at its current width. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(layout.scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(layout.innerWidth);
}

const grouped = new Intl.NumberFormat('en-US');
/** "৳5,000.00" as the English site writes a non-negative amount (no float on the way). */
export const taka = (minor: bigint) =>
  `৳${grouped.format(minor / 100n)}.${String(minor % 100n).padStart(2, '0')}`;

/**
 * A page at 375 px in `language`, logged in as `member` without the login modal, that keeps its
 * console errors (a missing translation key is one) except those `expected` matches.
 */
export async function memberPhonePage(
  browser: Browser,
  baseUrl: string,
  language: 'bn' | 'en',
  member: { username: string; password: string },
  expected?: RegExp,
): Promise<{ page: Page; token: string; errors: string[] }> {
  const page = await browser.newPage({ viewport: PHONE, locale: 'en-US', reducedMotion: 'reduce' });
  await startInLanguage(page, language);
  await hideAnnouncementPopups(page);
  const token = await startLoggedIn(page, baseUrl, member.username, member.password);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (page.url().includes('/sandbox-pay/')) return; // the gateway's page is not the site
    if (message.type() === 'error' && !expected?.test(message.text()))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, token, errors };
}

/** Screenshots at 375 and 1280 px from the top of the page, then back to the phone. */
export async function shootFromTop(
  page: Page,
  name: string,
  options?: { fullPage?: boolean },
): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, name, options);
  await page.setViewportSize(PHONE);
}
