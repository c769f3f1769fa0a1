import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fromAddress } from './support/accounts';
import { BENGALI_SCRIPT, expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { logInWithModal } from './support/session';

const server = serverPerFile();
// The file's tests need nothing from one another: with two workers each may take some (and its
// own server), so this long file does not leave the other worker idle at the end of the run.
test.describe.configure({ mode: 'parallel' });

/** Every public route of spec section 2 (member-only ones lead to /login when logged out). */
const ROUTES = [
  '/',
  '/index',
  '/home',
  '/login',
  '/register',
  '/live',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/hot',
  '/fish',
  '/rng',
  '/pvp',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/notice',
  '/noticecontent',
  '/help',
  '/download',
  '/member',
  '/agent',
  '/agentHome',
];

/** Console errors and page errors of a page, collected from now on (missing i18n keys are errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const slug = (route: string) => (route === '/' ? 'root' : route.slice(1).replace(/\W+/g, '-'));

async function walk(page: Page, language: 'bn' | 'en', state: 'out' | 'in'): Promise<void> {
  const errors = collectErrors(page);
  for (const route of ROUTES) {
    await page.goto(`${server.current.url}${route}`);
    const main = page.locator('[data-region="main"]');
    await expect(main.locator('[data-page]').first(), route).toBeVisible();
    await expect(page.locator('[data-page="chunk-error"], [data-page="route-error"]'), route).toHaveCount(0);
    const text = (await main.innerText()).trim();
    expect(text.length, `${route} is blank`).toBeGreaterThan(0);
    if (language === 'en') {
      const body = await page.locator('body').innerText();
      expect(body, `${route} shows Bengali script in English`).not.toMatch(BENGALI_SCRIPT);
    }
    await page.evaluate(() => document.fonts.ready);
    await screenshotAtWidths(page, `route-${state}-${language}-${slug(route)}`, { fullPage: false });
  }
  expect(errors, 'console errors (including missing translation keys)').toEqual([]);
}

for (const language of ['bn', 'en'] as const) {
  test.describe(`every public route in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => {
        if (!localStorage.getItem('lang')) {
          localStorage.setItem('lang', lang);
          localStorage.setItem('hisLang', lang);
        }
      }, language);
    });

    test(`logged out (${language})`, async ({ page }) => {
      test.setTimeout(240_000);
      await walk(page, language, 'out');
    });

    test(`logged in (${language})`, async ({ page }) => {
      test.setTimeout(240_000);
      await fromAddress(page);
      await logInWithModal(page, server.current.url, 'demo', 'demo1234');
      await walk(page, language, 'in');
    });
  });
}

const AXE_SOURCE = readFileSync(
  path.resolve(import.meta.dirname, '../node_modules/axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown }[] };

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } = Reflect.get(
      window,
      'axe',
    );
    const result = await axe.run(document);
    return result.violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

test.describe('accessibility (axe)', () => {
  for (const route of ['/', '/notice', '/help']) {
    test(`${route} has no serious or critical violations`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${server.current.url}${route}`);
        await expect(page.locator('[data-region="main"] [data-page]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const found = await seriousViolations(page);
        expect(
          found.map(
            (violation) =>
              `${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.map((n) => n.target))}`,
          ),
          `${route} at ${width}`,
        ).toEqual([]);
      }
    });
  }
});
