import type { Page } from '@playwright/test';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { studioSite } from './support/studio';

/*
 * Teen Patti end to end (issue 21): two members (demo and player02) open the same PVP game (the studio's Teen Patti
 * table for it), sit, and are dealt a hand — the boot taken from each through the seamless wallet.
 * Whoever acts first packs; the other wins the pot less the 5 % rake, and both members' ledger
 * balances move by exactly that: the loser −boot, the winner +boot − rake.
 */
const server = serverPerFile();
const { ledger, login, games, launch } = studioSite(server, '203.0.113.131');

async function openTable(
  page: Page,
  token: string,
  game: { nodeId: string; gameCode: string },
  lang: string,
) {
  await page.goto(await launch(token, game, '/pvp', lang.toUpperCase()));
  await expect(page.locator('.tp-felt .tp-seat')).toHaveCount(6, { timeout: 20_000 });
}

test('two members sit at one Teen Patti table; the first to act packs; the pot less rake is paid', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [game] = await games('gameType=PVP&vassalage=BGS');
  if (!game) throw new Error('the demo catalogue has no BGS PVP game');
  const alice = await login('demo', 'demo1234', '203.0.113.132');
  const bob = await login('player02', 'demo1234', '203.0.113.133');

  const one = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const two = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await one.newPage();
  const b = await two.newPage();
  await openTable(a, alice, game, 'bn');
  await openTable(b, bob, game, 'en');
  const startA = await ledger(alice);
  const startB = await ledger(bob);
  await a.locator('.tp-hand .tp-primary').click();
  await b.locator('.tp-hand .tp-primary').click();
  await expect(a.locator('.tp-seat.mine')).toHaveCount(1);
  await expect(b.locator('.tp-seat.mine')).toHaveCount(1);

  // The hand: both see whose turn it is; that player packs.
  const turn = async () => {
    for (const page of [a, b]) if ((await page.locator('.tp-your-turn').count()) > 0) return page;
    return undefined;
  };
  await expect.poll(async () => (await turn()) !== undefined, { timeout: 30_000 }).toBe(true);
  const first = (await turn()) as Page;
  await screenshotAtWidths(a, 'teen-patti-hand-bn', { fullPage: false });
  await first.locator('[data-move="pack"]').click();
  await expect(a.locator('.tp-result')).toBeVisible({ timeout: 15_000 });
  await expect(b.locator('.tp-result')).toBeVisible({ timeout: 15_000 });
  await screenshotAtWidths(b, 'teen-patti-result-en', { fullPage: false });

  const deltaA = (await ledger(alice)) - startA;
  const deltaB = (await ledger(bob)) - startB;
  const [loser, winner] = first === a ? [deltaA, deltaB] : [deltaB, deltaA];
  expect(loser).toBeLessThan(0);
  const bootMinor = -loser;
  const rake = Math.floor((2 * bootMinor * 5) / 100);
  expect(winner).toBe(bootMinor - rake);
  await one.close();
  await two.close();
});
