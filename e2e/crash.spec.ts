import type { Page } from '@playwright/test';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { minor, studioSite } from './support/studio';

/*
 * Crash end to end (issue 21): the demo member opens an arcade game of the FISH lane (the studio's
 * crash room), bets 10.00 with an automatic cash-out at 1.50× during the betting window, watches
 * the flight, and is paid 15.00 if the round's point reached 1.50× — nothing otherwise; the
 * ledger says which, and the round's public record (seed revealed, verified) agrees with the page.
 */
const server = serverPerFile();
const { ledger, login, games, launch } = studioSite(server, '203.0.113.141');

const stateOf = (page: Page) => page.locator('[data-testid="crash-multiplier"]').getAttribute('data-state');

test('a member bets with an automatic cash-out, watches the flight and is paid by the round’s point', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const token = await login('demo', 'demo1234');
  const [game] = await games('gameType=FISH&vassalage=ALL&gameClassify=ARCADE');
  if (!game) throw new Error('the demo catalogue has no arcade game');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(await launch(token, game, '/fish'));
  await expect(page.locator('[data-page="crash"] [data-testid="crash-bet"]')).toBeVisible({
    timeout: 20_000,
  });

  // A betting window with time left in it (the next one, if this one is nearly over).
  await expect
    .poll(
      async () =>
        (await stateOf(page)) === 'betting' &&
        /close/i.test(await page.locator('[data-testid="crash-status"]').innerText()) &&
        Number((await page.locator('[data-testid="crash-multiplier"]').innerText()).trim()) >= 3,
      { timeout: 90_000 },
    )
    .toBe(true);
  const start = await ledger(token);
  await page.locator('[data-testid="crash-stake"]').fill('10.00');
  await page.locator('[data-testid="crash-auto"]').fill('1.50');
  await page.locator('[data-testid="crash-bet"]').click();
  await expect.poll(() => ledger(token), { timeout: 10_000 }).toBe(start - 1000);
  await screenshotAtWidths(page, 'crash-betting-en', { fullPage: false });

  await expect.poll(() => stateOf(page), { timeout: 30_000 }).toBe('flying');
  await expect.poll(() => stateOf(page), { timeout: 90_000 }).toBe('crashed');
  await screenshotAtWidths(page, 'crash-crashed-en', { fullPage: false });
  const { history } = (await (
    await fetch(`${server.current.url}/studio/crash/api/history/CRASH-1`)
  ).json()) as {
    history: { roundId: string; point: string }[];
  };
  const last = history[0];
  if (!last) throw new Error('no crash round in the history');
  const paid = minor(last.point) >= 150 ? 1500 : 0;
  await expect.poll(() => ledger(token), { timeout: 20_000 }).toBe(start - 1000 + paid);
  const record = (await (
    await fetch(`${server.current.url}/studio/crash/api/rounds/${last.roundId}`)
  ).json()) as {
    round: { point: string; seed?: string; verified?: { ok: boolean } };
  };
  expect(record.round.point).toBe(last.point);
  expect(record.round.seed).toMatch(/^[0-9a-f]{64}$/);
  expect(record.round.verified).toEqual({ ok: true });
});
