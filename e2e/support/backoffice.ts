import type { Browser, Page } from '@playwright/test';
import { DEMO_OPERATORS } from '../../apps/server/src/modules/backoffice/backoffice.seed';
import { expect, screenshotAtWidths, test } from './fixtures';
import { TestAuthenticator } from './totp';

export type TestOperator = { username: string; password: string; app: TestAuthenticator };

const demoOperators = new Map<string, TestOperator>();

/**
 * A demo operator (modules/backoffice/backoffice.seed.ts), its authenticator on its public demo
 * secret. One authenticator per operator in the worker: the server never takes a step twice, so a
 * second authenticator of the same operator (an API login, then a console sign-in) could hand out
 * a step the first had used.
 */
export function demoOperator(username: string): TestOperator {
  const known = demoOperators.get(username);
  if (known) return known;
  const demo = DEMO_OPERATORS.find((operator) => operator.username === username);
  if (!demo) throw new Error(`no ${username} in the demo operators`);
  const operator = {
    username: demo.username,
    password: demo.password,
    app: new TestAuthenticator(demo.totpSecret),
  };
  demoOperators.set(username, operator);
  return operator;
}

/** The demo operators the console specs sign in as. */
export const OPERATORS = {
  owner: demoOperator('owner01'),
  support: demoOperator('support01'),
  finance: demoOperator('finance01'),
  content: demoOperator('content01'),
};

/** Signs an operator in to the console at `url` (the server's), in English. */
export async function signIn(page: Page, url: string, operator: TestOperator): Promise<void> {
  await page.goto(`${url}/backoffice/`);
  await page.locator('[data-language="en"]').click();
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByLabel('Authenticator code').fill(await operator.app.nextCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator')).toContainText(operator.username);
}

/** A new console page at 1280×800 (its own browser context), signed in as `operator` when given. */
export async function openConsole(browser: Browser, url: string, operator?: TestOperator): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (operator) await signIn(page, url, operator);
  return page;
}

/**
 * The console page a serial describe's tests share: opened before them (signed in as `operator`
 * when given, then `ready`), closed after them. Each test takes it from the returned function.
 */
export function sharedConsole(
  server: { readonly current: { url: string } },
  operator?: TestOperator,
  ready?: (page: Page) => Promise<void>,
): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    page = await openConsole(browser, server.current.url, operator);
    await ready?.(page);
  });
  test.afterAll(async () => {
    await page?.close();
  });
  return () => {
    if (!page) throw new Error('the shared console page is not open');
    return page;
  };
}

/** The message shown beside a field (the element its aria-describedby names). */
export async function errorBeside(scope: Page | ReturnType<Page['locator']>, label: string | RegExp) {
  const field = scope.getByLabel(label, { exact: typeof label === 'string' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  expect(ids).toHaveLength(1);
  const page = 'page' in scope ? scope.page() : scope;
  return page.locator(`[id="${ids[0]}"]`);
}

/** What overflows at the current width: elements wider than the window outside a scroll box. */
async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 900 ? 812 : 800 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const nav = document.querySelector('nav');
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.right > window.innerWidth + 1 &&
          !element.closest('nav, .table__scroll, .scroll-x, dialog:not([open])')
        );
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return {
      bodyWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      wide,
      menuFolded: !nav || getComputedStyle(nav).display === 'none',
    };
  });
}

/**
 * A console page at 375 and 1280 px: the page body never scrolls sideways (wide tables scroll
 * inside their own box) and on the phone the menu is folded behind its button; then the
 * screenshots at both widths.
 */
export async function checkPhoneLayoutAndScreenshot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    const layout = await overflowAt(page, width);
    expect(layout.wide, `${name} at ${width}: elements wider than the window`).toEqual([]);
    expect(layout.bodyWidth, `${name} at ${width}: the page scrolls sideways`).toBeLessThanOrEqual(
      layout.viewport,
    );
    if (width < 900) expect(layout.menuFolded, `${name}: the menu is folded on a phone`).toBe(true);
  }
  await screenshotAtWidths(page, name);
  if (original) await page.setViewportSize(original);
}
