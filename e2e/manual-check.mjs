import { chromium } from 'playwright-core';
const URL = 'http://localhost:8090';
const out = '/tmp/manual';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const log = (...a) => console.log(...a);
async function fresh(width, height) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on('pageerror', (e) => log('PAGEERROR', e.message));
  return page;
}
async function escape(page) { for (let i = 0; i < 3; i += 1) { await page.keyboard.press('Escape'); await page.waitForTimeout(300); } }
// 1. Guest, desktop
{
  const page = await fresh(1280, 800);
  await page.goto(`${URL}/sports`);
  await page.waitForTimeout(3000); await escape(page);
  const events = page.locator('.sports-board [data-fixture]');
  log('guest: board events', await events.count());
  await page.screenshot({ path: `${out}-guest-sports-1280.png` });
  if (await events.count()) { await events.first().click(); await page.waitForTimeout(800); log('guest: login modal', await page.locator('[data-modal="login"]').isVisible()); }
  await page.context().close();
}
// 2. Trial player
{
  const page = await fresh(375, 812);
  await page.goto(`${URL}/`); await page.waitForTimeout(2500); await escape(page);
  await page.locator('header [data-action="login"]').first().click();
  await page.locator('[data-modal="login"] [data-action="free-play"]').click();
  await page.waitForTimeout(2500); await escape(page);
  await page.goto(`${URL}/sports`); await page.waitForTimeout(3000); await escape(page);
  const events = page.locator('.sports-board [data-fixture]');
  log('trial: board events', await events.count());
  if (await events.count()) { await events.first().click(); await page.waitForTimeout(2500); }
  log('trial: url', page.url());
  await page.screenshot({ path: `${out}-trial-sports-375.png` });
  const dialogs = await page.locator('[role="dialog"], [data-modal]').allInnerTexts();
  log('trial: dialogs', JSON.stringify(dialogs).slice(0, 300));
  await page.context().close();
}
// 3. Agent and member, desktop
for (const [user, pass] of [['agent01', 'agent1234'], ['demo', 'demo1234']]) {
  const page = await fresh(1280, 800);
  await page.goto(`${URL}/`); await page.waitForTimeout(2500); await escape(page);
  await page.locator('header [data-action="login"]').first().click();
  const modal = page.locator('[data-modal="login"]');
  await modal.locator('input[name="username"]').fill(user);
  await modal.locator('input[type="password"]').fill(pass);
  await modal.locator('button[type="submit"]').click();
  await page.waitForTimeout(3000); await escape(page);
  await page.goto(`${URL}/sports`); await page.waitForTimeout(3000); await escape(page);
  const events = page.locator('.sports-board [data-fixture]');
  log(user, 'board events', await events.count());
  if (await events.count()) { await events.first().click(); await page.waitForTimeout(5000); }
  log(user, 'url', page.url());
  await page.screenshot({ path: `${out}-${user}-book-1280.png` });
  const frame = page.frameLocator('[data-page="game"] iframe');
  log(user, 'match view', await frame.locator('[data-view="match"]').count(), 'balance', await frame.locator('[data-balance]').first().getAttribute('data-balance').catch(() => 'none'));
  await page.context().close();
}
await browser.close();
