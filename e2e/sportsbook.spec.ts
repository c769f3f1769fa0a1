import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { fromAddress, sessionToken } from './support/accounts';
import { OPERATORS, openConsole } from './support/backoffice';
import { expect, serverPerFile, test } from './support/fixtures';
import { minorUnits as minor } from './support/money';
import { logInWithModal } from './support/session';

/*
 * The studio's book end to end (issue 19, decision 0066), at 375 px: from /sports a member opens
 * the book, places a single and a 3-leg parlay in play, an odds change asks for acceptance, the
 * events settle, and the header balance, the bet history and the betting record agree with the
 * ledger; then a cockfight bet on meron settles. The events are scripted through the server's
 * test hooks (/studio/book/test/*) beside the simulators, so prices and results are the test's.
 */
const server = serverPerFile();
const SHOTS = path.resolve(import.meta.dirname, '..', 'artifacts', 'screenshots');

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };

async function api<T>(pathname: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.current.url}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-lang': 'en',
      'x-forwarded-for': '203.0.113.91',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${pathname}: ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

/** A book test hook (the server runs with TEST_HOOKS in browser tests). */
async function hook(name: string, body: unknown): Promise<void> {
  const response = await fetch(`${server.current.url}/studio/book/test/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${name}: ${await response.clone().text()}`).toBe(200);
}

const names = (en: string, bn: string) => ({ en, bn });

/** A live cricket match with a match-winner market (the book opens on cricket for this game). */
async function match(id: string, home: [string, string], away: [string, string], odds: [number, number]) {
  await hook('fixture', {
    id,
    sport: 'cricket',
    category: 'sports',
    status: 'live',
    startsAt: 1_000,
    league: names('Khela Test Cup', 'খেলা টেস্ট কাপ'),
    home: names(...home),
    away: names(...away),
    markets: [
      {
        id: `${id}:mw`,
        kind: 'match_winner',
        name: names('Match winner', 'ম্যাচ বিজয়ী'),
        selections: [
          { id: `${id}:mw:home`, name: names(...home), odds: odds[0] },
          { id: `${id}:mw:away`, name: names(...away), odds: odds[1] },
        ],
      },
    ],
  });
}

const ledgerBalance = async (token: string) =>
  minor((await api<{ balance: string }>('/wps/v2/wallets/balance', token)).balance);
const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-375.png`), animations: 'disabled' });
}

/** The demo member logged in over the API, its ledger balance, and a launch of the first game of a vendor's lane (in English). */
async function demoLaunch(gameType: string, vendor: string) {
  const { token } = await api<{ token: string }>('/wps/session/login', undefined, {
    username: 'demo',
    password: 'demo1234',
  });
  const start = await ledgerBalance(token);
  const list = await api<{ games: { nodeId: string; gameCode: string }[] }>(
    `/wps/relay/GCSGAME_gameList?clientType=3&platform=W&gameType=${gameType}&vassalage=${vendor}&pageNo=1&pageSize=18&language=EN`,
  );
  const game = list.games[0];
  if (!game) throw new Error(`the demo catalogue has no ${vendor} ${gameType} game`);
  const { url } = await api<{ url: string }>('/wps/game/launchGame', token, {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    lobby: '/sports',
    language: 'EN',
  });
  return { token, start, url };
}

const balanceOf = (book: FrameLocator | Page) => book.locator('[data-balance]').first();

test("/sports shows the book's live events in place; a guest is asked to log in, a member opens the match", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await fromAddress(page, '203.0.113.92');
  await match(
    't-b1',
    ['Board Test Kings', 'বোর্ড টেস্ট কিংস'],
    ['Board Test Tigers', 'বোর্ড টেস্ট টাইগার্স'],
    [1750, 2100],
  );
  // A guest, in Bengali: the event is on the sports page with its odds, no game opened yet.
  await page.goto(`${server.current.url}/sports`);
  const event = page.locator('.sports-board [data-fixture="t-b1"]');
  await expect(event).toBeVisible({ timeout: 30_000 });
  await expect(event).toContainText('বোর্ড টেস্ট কিংস');
  await expect(event.locator('.board-odds__value')).toHaveText(['১.৭৫', '২.১০']);
  await event.scrollIntoViewIfNeeded();
  await shot(page, 'sports-board-bn');
  await event.click();
  await expect(page.locator('[data-modal="login"]')).toBeVisible();

  // A member, in English: tapping the event opens the book on that match.
  await logInWithModal(page, server.current.url, 'demo', 'demo1234');
  await page.locator('[data-language="en"]').first().click();
  // The choice is stored once the English messages have loaded: wait for it before reloading.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${server.current.url}/sports`);
  const english = page.locator('.sports-board [data-fixture="t-b1"]');
  await expect(english).toContainText('Board Test Kings', { timeout: 30_000 });
  await expect(english.locator('.board-odds__value')).toHaveText(['1.75', '2.10']);
  await english.scrollIntoViewIfNeeded();
  await shot(page, 'sports-board-en');
  await english.click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const book = page.frameLocator('[data-page="game"] iframe');
  const view = book.locator('[data-view="match"]');
  await expect(view).toBeVisible({ timeout: 30_000 });
  await expect(view.locator('[data-selection="t-b1:mw:home"]')).toBeVisible();
  await shot(page, 'sports-board-match-en');
});

test('a member bets a single and a parlay in play, accepts an odds change, is paid, and the records agree', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await fromAddress(page, '203.0.113.91');
  await match(
    't-e1',
    ['Dhaka Test Kings', 'ঢাকা টেস্ট কিংস'],
    ['Khulna Test Tigers', 'খুলনা টেস্ট টাইগার্স'],
    [1800, 2050],
  );
  await match(
    't-e2',
    ['Sylhet Test Stars', 'সিলেট টেস্ট স্টারস'],
    ['Rajshahi Test Royals', 'রাজশাহী টেস্ট রয়্যালস'],
    [2000, 1850],
  );
  await match(
    't-e3',
    ['Comilla Test Lions', 'কুমিল্লা টেস্ট লায়ন্স'],
    ['Barisal Test Bulls', 'বরিশাল টেস্ট বুলস'],
    [1600, 2500],
  );

  // The site in Bengali (its default): log in, open Sports, the studio's vendor, its cricket book.
  await logInWithModal(page, server.current.url, 'demo', 'demo1234');
  const token = await sessionToken(page);
  if (!token) throw new Error('no session token after login');
  const start = await ledgerBalance(token);
  await page.goto(`${server.current.url}/sports`);
  await page.locator('[data-vendor-card="KHELA"]').click();
  await page.locator('.lobby-results [data-game-code="KHELA_SPORTS_0001"] .game-card__launch').click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const book = page.frameLocator('[data-page="game"] iframe');
  await expect(book.locator('[data-page="book"] [data-fixture="t-e1"]')).toBeVisible({ timeout: 30_000 });
  expect(minor((await balanceOf(book).getAttribute('data-balance')) ?? '')).toBe(start);
  await shot(page, 'sportsbook-lobby-bn');

  // A single: 100 on Dhaka at 1.80 (in play: the book waits out its acceptance delay).
  await book.locator('[data-selection="t-e1:mw:home"]').click();
  await book.locator('[data-action="open-slip"]').click();
  const slip = book.locator('[data-slip]');
  await slip.locator('.stake-input').first().fill('100');
  await shot(page, 'sportsbook-slip-bn');
  await slip.locator('[data-action="place-bet"]').click();
  await expect
    .poll(async () => minor((await balanceOf(book).getAttribute('data-balance')) ?? ''), { timeout: 20_000 })
    .toBe(start - 10_000n);

  // A 3-leg parlay of 50: Dhaka 1.80 × Sylhet 2.00 × Barisal 2.50. Sylhet's price drops to 1.90
  // before it is placed: the slip asks to accept the new odds.
  await page.keyboard.press('Escape');
  for (const id of ['t-e1:mw:home', 't-e2:mw:home', 't-e3:mw:away'])
    await book.locator(`[data-selection="${id}"]`).click();
  await book.locator('[data-action="open-slip"]').click();
  await slip.locator('[data-mode="parlay"]').click();
  await slip.locator('.stake-input').first().fill('50');
  await hook('odds', { selectionId: 't-e2:mw:home', odds: 1900 });
  await slip.locator('[data-action="place-bet"]').click();
  const accept = slip.locator('[data-action="accept-odds"]');
  await expect(accept).toBeVisible({ timeout: 20_000 });
  await shot(page, 'sportsbook-odds-changed-bn');
  await accept.click();
  await expect
    .poll(async () => minor((await balanceOf(book).getAttribute('data-balance')) ?? ''), { timeout: 20_000 })
    .toBe(start - 15_000n);
  expect(await ledgerBalance(token)).toBe(start - 15_000n);

  // The matches end: Dhaka, Sylhet and Barisal win. Single 100 × 1.80 = 180.00; parlay
  // 50 × 1.80 × 1.90 × 2.50 = 427.50.
  await hook('settle', { fixtureId: 't-e1', results: { 't-e1:mw:home': 'win', 't-e1:mw:away': 'lose' } });
  await hook('settle', { fixtureId: 't-e2', results: { 't-e2:mw:home': 'win', 't-e2:mw:away': 'lose' } });
  await hook('settle', { fixtureId: 't-e3', results: { 't-e3:mw:home': 'lose', 't-e3:mw:away': 'win' } });
  const paid = start - 15_000n + 18_000n + 42_750n;
  expect(await ledgerBalance(token)).toBe(paid);
  await page.keyboard.press('Escape');
  await book.locator('[data-action="my-bets"]').click();
  await book.locator('[data-filter="settled"]').click();
  await expect(book.locator('[data-bet][data-state="won"]')).toHaveCount(2, { timeout: 20_000 });
  await expect
    .poll(async () => minor((await balanceOf(book).getAttribute('data-balance')) ?? ''), { timeout: 20_000 })
    .toBe(paid);
  await shot(page, 'sportsbook-settled-bn');

  // The betting record: two sports rounds, 150.00 staked, 607.50 won.
  const bets = await api<{ total: number; totals: { stake: string; win?: string; payout?: string } }>(
    `/wps/member/records/bets?startDate=${dhakaToday()}&endDate=${dhakaToday()}&gameType=SPORTS`,
    token,
  );
  expect(bets.total).toBe(2);
  expect(minor(bets.totals.stake)).toBe(15_000n);
  await page.goto(`${server.current.url}/member/personalHistoryCopy`);
  const rows = page.locator('table[data-records="bets"] tr[data-record-row]');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().locator('[data-col="game"]')).toContainText('ক্রিকেট');
});

test('a cockfight bet on meron settles, in English', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await hook('fixture', {
    id: 't-cf1',
    sport: 'cockfight',
    category: 'cockfight',
    status: 'live',
    startsAt: 1_000,
    league: names('Khela Test Derby', 'খেলা টেস্ট ডার্বি'),
    home: names('Red Kelso — Test Farm', 'লাল কেলসো — টেস্ট ফার্ম'),
    away: names('Blue Hatch — Test Yard', 'নীল হ্যাচ — টেস্ট ইয়ার্ড'),
    markets: [
      {
        id: 't-cf1-fw',
        kind: 'fight_winner',
        name: names('Fight winner', 'লড়াইয়ের বিজয়ী'),
        selections: [
          { id: 't-cf1-meron', name: names('Meron', 'মেরন'), odds: 1900 },
          { id: 't-cf1-wala', name: names('Wala', 'ওয়ালা'), odds: 1900 },
          { id: 't-cf1-draw', name: names('Draw', 'ড্র'), odds: 8000 },
        ],
      },
    ],
  });
  const { token, start, url } = await demoLaunch('COCKFIGHT', 'SV388');
  await page.goto(`${server.current.url}${url}`);
  const arena = page.locator('[data-fixture="t-cf1"]');
  await expect(arena).toBeVisible({ timeout: 30_000 });
  await arena.locator('[data-side="meron"]').click();
  await arena.locator('[data-stake="100"]').click();
  await shot(page, 'cockfight-open-en');
  await arena.locator('[data-action="place-bet"]').click();
  await expect(arena.locator('[data-bet][data-state="open"]')).toHaveCount(1, { timeout: 20_000 });
  expect(await ledgerBalance(token)).toBe(start - 10_000n);

  await hook('settle', {
    fixtureId: 't-cf1',
    results: { 't-cf1-meron': 'win', 't-cf1-wala': 'lose', 't-cf1-draw': 'lose' },
  });
  // Meron wins: 100 × 1.90 = 190.00.
  expect(await ledgerBalance(token)).toBe(start + 9_000n);
  // The arena moves on to the next fight; the bet is in My bets, won, and the header follows.
  await expect
    .poll(async () => minor((await balanceOf(page).getAttribute('data-balance')) ?? ''), { timeout: 20_000 })
    .toBe(start + 9_000n);
  await page.locator('[data-action="my-bets"]').click();
  await page.locator('[data-filter="settled"]').click();
  await expect(page.locator('[data-bet][data-state="won"]')).toHaveCount(1, { timeout: 20_000 });
  await shot(page, 'cockfight-result-en');
});

test('an operator voids an event the feed gave up on; the member gets the stake back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await hook('fixture', {
    id: 't-v1',
    sport: 'cricket',
    category: 'sports',
    status: 'scheduled',
    startsAt: 1_000,
    league: names('Khela Test Cup', 'খেলা টেস্ট কাপ'),
    home: names('Void Test Kings', 'ভয়েড টেস্ট কিংস'),
    away: names('Void Test Tigers', 'ভয়েড টেস্ট টাইগার্স'),
    markets: [
      {
        id: 't-v1:mw',
        kind: 'match_winner',
        name: names('Match winner', 'ম্যাচ বিজয়ী'),
        selections: [
          { id: 't-v1:mw:home', name: names('Void Test Kings', 'ভয়েড টেস্ট কিংস'), odds: 1900 },
          { id: 't-v1:mw:away', name: names('Void Test Tigers', 'ভয়েড টেস্ট টাইগার্স'), odds: 1900 },
        ],
      },
    ],
  });
  // A member's 250.00 single, placed through the book's own API from a launched sports game.
  const { token, start, url } = await demoLaunch('SPORTS', 'KHELA');
  const page = await (await fetch(`${server.current.url}${url}`)).text();
  const sessionId = /"sessionId":"([^"]+)"/.exec(page)?.[1];
  if (!sessionId) throw new Error('the book page carries no session id');
  const placed = await fetch(`${server.current.url}/studio/book/api/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sessionId,
      type: 'single',
      legs: [{ selectionId: 't-v1:mw:home', odds: 1900 }],
      stake: '250.00',
      acceptOdds: 'any',
      requestId: `void-e2e-${Date.now()}`,
    }),
  });
  expect(await placed.json()).toMatchObject({ status: 'OK' });
  expect(await ledgerBalance(token)).toBe(start - 25_000n);

  // The event ends and no result ever comes: the exposure page offers the void.
  await hook('status', { fixtureId: 't-v1', status: 'ended' });
  const console = await openConsole(browser, server.current.url, OPERATORS.owner);
  await console.goto(`${server.current.url}/backoffice/games/exposure`);
  const row = console.locator('[data-testid="book-exposure-table"] tr[data-fixture="t-v1"]');
  await expect(row).toContainText('Void Test Kings v Void Test Tigers');
  await expect(row.locator('[data-voidable="true"]')).toBeVisible();
  await row.locator('[data-action="void-event"]').click();
  const dialog = console.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Void the bets' }).click();
  await expect(dialog.locator('.field__error')).toBeVisible();
  expect(await ledgerBalance(token)).toBe(start - 25_000n);
  await dialog.getByLabel(/reason/i).fill('Match abandoned, the feed sent no result');
  await console.screenshot({ path: path.join(SHOTS, 'backoffice-book-void-en.png') });
  await dialog.getByRole('button', { name: 'Void the bets' }).click();
  await expect(dialog.getByTestId('void-event-outcome')).toContainText(
    'Markets: 1. Bets paid again through the wallet: 1.',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row).toHaveCount(0);
  // The stake came back through the wallet, and the audit trail says who did it and why.
  await expect.poll(() => ledgerBalance(token), { timeout: 20_000 }).toBe(start);
  await console.goto(`${server.current.url}/backoffice/audit`);
  await expect(console.locator('body')).toContainText('games.book.void_event');
  await console.close();
});
