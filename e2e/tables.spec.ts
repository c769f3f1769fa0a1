import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { registerMember } from './support/accounts-api';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { studioSite } from './support/studio';

/*
 * The live tables end to end (issue 21, acceptance 2): two members open the same baccarat game
 * (the studio's table for it) in two browser contexts. Both pages show the same round and the
 * same countdown; one member stakes 10.00 on Player; at "no more bets" both see the same coup;
 * a bet sent after the close is refused (BETTING_CLOSED) and changes nothing; the round settles
 * and the member's ledger balance is start − 10.00 + what Player returned on that coup.
 */
const server = serverPerFile();
const { ledger, login, games, launch } = studioSite(server, '203.0.113.121');

/** The first demo LIVE baccarat game of a vendor: both members launch this one game. */
async function baccaratGame() {
  const [game] = await games('gameType=LIVE&vassalage=BGS&gameClassify=BACCARAT');
  if (!game) throw new Error('the demo catalogue has no BGS baccarat game');
  return game;
}

async function openTable(
  page: Page,
  token: string,
  game: { nodeId: string; gameCode: string },
  lang: string,
) {
  await page.goto(await launch(token, game, '/live', lang.toUpperCase()));
  await expect(page.locator('[data-page="table"] [data-testid="table-countdown"]')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('[data-testid="table-round"]')).toHaveAttribute(
    'data-round',
    /^[A-Z]+-\d+-\d+$/,
    {
      timeout: 20_000,
    },
  );
}

const phaseOf = (page: Page) => page.locator('[data-testid="table-countdown"]').getAttribute('data-phase');
const secondsOf = async (page: Page) =>
  Number(await page.locator('[data-testid="table-countdown"] [data-seconds]').getAttribute('data-seconds'));
const roundOf = (page: Page) => page.locator('[data-testid="table-round"]').getAttribute('data-round');
const sessionOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as { sessionId: string }).sessionId,
  );

/** A bet over the room socket, as the page sends one: the server's answer. */
function betOverSocket(sessionId: string, roundId: string): Promise<{ status: string }> {
  const url = `${server.current.url.replace(/^http/, 'ws')}/studio/rooms/ws`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'join', game: 'table', sessionId })));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; ref?: string; status: string };
      if (event.type === 'joined')
        socket.send(
          JSON.stringify({
            type: 'bet',
            ref: 'late',
            roundId,
            bets: [{ spot: 'banker', stake: '10.00' }],
            requestId: `late-${randomBytes(6).toString('hex')}`,
          }),
        );
      if (event.ref === 'late') {
        socket.close();
        resolve(event);
      }
    });
    socket.on('error', reject);
  });
}

test('two members in one baccarat room share the countdown and the coup; a late bet is refused; the win is paid', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const game = await baccaratGame();
  const alice = await login('demo', 'demo1234', '203.0.113.122');
  const bobName = `tb${randomBytes(4).toString('hex')}`;
  await registerMember(server.current, { username: bobName, password: 'bob-pass-1234' });
  const bob = await login(bobName, 'bob-pass-1234', '203.0.113.123');

  const one = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const two = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await one.newPage();
  const b = await two.newPage();
  await openTable(a, alice, game, 'bn');
  await openTable(b, bob, game, 'en');

  // A round with at least 7 s of betting left (at most one 27 s cycle away).
  await expect
    .poll(async () => (await phaseOf(a)) === 'betting' && (await secondsOf(a)) >= 7, { timeout: 40_000 })
    .toBe(true);
  const roundId = await roundOf(a);
  expect(await roundOf(b)).toBe(roundId);
  expect(await phaseOf(b)).toBe('betting');
  expect(Math.abs((await secondsOf(a)) - (await secondsOf(b)))).toBeLessThanOrEqual(1);

  const start = await ledger(alice);
  await a.locator('[data-testid="table-chip-1000"]').click();
  await a.locator('[data-testid="table-spot-player"]').click();
  await a.locator('[data-testid="table-confirm"]').click();
  await expect.poll(() => ledger(alice), { timeout: 10_000 }).toBe(start - 1000);
  await screenshotAtWidths(a, 'table-baccarat-betting-bn', { fullPage: false });

  // No more bets: both pages show the same coup.
  await expect.poll(() => phaseOf(a), { timeout: 20_000 }).not.toBe('betting');
  const outcome = a.locator('[data-testid="table-outcome"]');
  await expect(outcome).toHaveAttribute('data-winner', /player|banker|tie/, { timeout: 15_000 });
  const winner = await outcome.getAttribute('data-winner');
  await expect(b.locator('[data-testid="table-outcome"]')).toHaveAttribute('data-winner', winner ?? '', {
    timeout: 15_000,
  });
  expect(await roundOf(b)).toBe(roundId);
  const cardsA = await a
    .locator('[data-testid="table-hand-player"] [data-card]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card')));
  const cardsB = await b
    .locator('[data-testid="table-hand-player"] [data-card]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card')));
  expect(cardsA).toEqual(cardsB);
  await screenshotAtWidths(b, 'table-baccarat-result-en', { fullPage: false });

  // A bet after "no more bets", sent straight to the room: refused, nothing debited.
  const late = await betOverSocket(await sessionOf(a), roundId ?? '');
  expect(late.status).toBe('BETTING_CLOSED');

  // Settled: Player returned 2× on a player win, the stake on a tie, nothing on a banker win.
  const returned = winner === 'player' ? 2000 : winner === 'tie' ? 1000 : 0;
  await expect.poll(() => ledger(alice), { timeout: 30_000 }).toBe(start - 1000 + returned);
  await one.close();
  await two.close();
});

test('a member bets a roulette corner from the number bets and is paid 8:1 when the ball lands in it (English, 1280 px)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const [game] = await games('gameType=LIVE&vassalage=PT&gameClassify=ROULETTE');
  if (!game) throw new Error('the demo catalogue has no PT roulette game');
  const token = await login('player02', 'demo1234', '203.0.113.124');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTable(page, token, game, 'en');
  await expect
    .poll(async () => (await phaseOf(page)) === 'betting' && (await secondsOf(page)) >= 7, {
      timeout: 40_000,
    })
    .toBe(true);
  const start = await ledger(token);
  await page.locator('[data-testid="table-inside-corner"]').click();
  await page.locator('[data-testid="table-spot-straight:14"]').click();
  const staged = page.locator('[data-testid="table-inside-bets"] li[data-spot="corner:14-15-17-18"]');
  await expect(staged).toBeVisible();
  await page.locator('[data-testid="table-confirm"]').click();
  // One chip of the table's smallest (10.00 or 50.00, by the table the game opens).
  await expect
    .poll(async () => [1000, 5000].includes(start - (await ledger(token))), { timeout: 10_000 })
    .toBe(true);
  const stake = start - (await ledger(token));
  await screenshotAtWidths(page, 'table-roulette-corner-en', { fullPage: false });

  const outcome = page.locator('[data-testid="table-outcome"]');
  await expect(outcome).toHaveAttribute('data-winner', /^\d+$/, { timeout: 40_000 });
  const pocket = Number(await outcome.getAttribute('data-winner'));
  const returned = [14, 15, 17, 18].includes(pocket) ? stake * 9 : 0;
  await expect.poll(() => ledger(token), { timeout: 30_000 }).toBe(start - stake + returned);
});
