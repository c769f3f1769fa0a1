import type { Page } from '@playwright/test';
import { fromAddress, header, modal } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { minorUnits, playerValue } from './support/money';
import { logInInEnglish, startInLanguage } from './support/session';

/*
 * The whole way a player goes: log in, open the slots lobby, search a
 * studio game by name, favourite it, launch it, spin several times in the studio's page, come
 * back to the site. Then the header's balance is the ledger's, and every round played is a bet
 * record. Screenshots of the lobby and the game at 375 px and 1280 px.
 */
const server = serverPerFile();

type Spin = { roundId: string; stake: string; win: string; balance: string };

const api = <T>(path: string, token: string): Promise<T> => playerValue<T>(server.current.url, path, token);

async function ledgerBalance(token: string): Promise<bigint> {
  const value = await api<{ balance: string | number }>('/wps/v2/wallets/balance', token);
  return minorUnits(String(value.balance));
}

/** The balance the header shows (English, so plain digits), in minor units. */
async function headerBalance(page: Page): Promise<bigint> {
  return minorUnits(await header(page).locator('[data-balance-amount]').innerText());
}

const cards = (page: Page) => page.locator('[data-region="main"] .lobby-results [data-game]');

test('log in, search a studio slot, favourite, launch, spin, return: header = ledger, rounds recorded', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await logInInEnglish(page, server.current.url, 'demo', 'demo1234');
  const before = await ledgerBalance(token);
  // A studio game of the slots lobby, to find by its name as a player would type it.
  const list = await api<{ games: { nodeId: string; gameCode: string; gameName: string }[] }>(
    '/wps/relay/GCSGAME_gameList?clientType=3&platform=W&gameType=RNG&vassalage=KHELA&pageNo=1&pageSize=18&language=EN',
    token,
  );
  const game = list.games[0];
  if (!game) throw new Error('the demo catalogue has no KHELA (studio) slot');

  // The slots lobby, searched by name.
  await page.goto(`${server.current.url}/rng`);
  await expect(page.locator('[data-page="lobby-rng"]')).toBeVisible();
  await expect(cards(page)).toHaveCount(18);
  await page.locator('input[name="gameName"]').fill(game.gameName);
  // The grid shows only games of that name (the previous page stays up while the search loads).
  await expect
    .poll(async () => {
      const names = await cards(page).locator('.game-card__name').allInnerTexts();
      return (
        names.length > 0 && names.every((name) => name.toLowerCase().includes(game.gameName.toLowerCase()))
      );
    })
    .toBe(true);
  await expect(page.locator('.lobby-results[aria-busy="true"]')).toHaveCount(0);
  const card = page.locator(`.lobby-results [data-game="${game.nodeId}"]`);
  await expect(card).toBeVisible();

  // Favourite it with the heart: pressed on the page and stored on the server.
  const heart = card.locator('[data-action="favourite"]');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => api<string[]>('/wps/relay/favorites?pageSize=999', token)).toContain(game.nodeId);
  await page.mouse.move(1, 1);
  await screenshotAtWidths(page, 'games-flow-lobby', { fullPage: false });

  // Launch: the game page frames the studio; spin there several times.
  const spins: Spin[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/studio/api/spin') && response.ok()) spins.push(await response.json());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.locator('.game-card__launch').click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const frame = page.frameLocator('[data-page="game"] iframe');
  const app = frame.locator('#app');
  await expect(app).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(frame.locator('h1')).toHaveText(game.gameName);
  // At 1280 x 800, framed under the site's bar, the spin button is in view without scrolling.
  const spinBox = await frame.getByTestId('spin').boundingBox();
  expect((spinBox?.y ?? 0) + (spinBox?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(800);
  const rounds = 4;
  for (let round = 1; round <= rounds; round += 1) {
    await frame.getByTestId('spin').click();
    await expect(app).toHaveAttribute('data-rounds', String(round), { timeout: 30_000 });
  }
  await expect.poll(() => spins.length).toBe(rounds);
  let expected = before;
  for (const spin of spins) expected += minorUnits(spin.win) - minorUnits(spin.stake);
  expect(minorUnits(spins.at(-1)?.balance ?? '')).toBe(expected);
  await screenshotAtWidths(page, 'games-flow-game', { fullPage: false });

  // Back to the site: the lobby it came from, the header's balance is the ledger's.
  await page.locator('[data-action="back-to-lobby"]').click();
  await expect(page).toHaveURL(/\/rng(\?|$)/);
  await expect(page.locator('[data-page="lobby-rng"]')).toBeVisible();
  expect(await ledgerBalance(token)).toBe(expected);
  await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(expected);

  // Every round played is a bet record, with its stake and win.
  const records = await betRecords(token);
  for (const spin of spins) {
    const record = records.find((row) => row.roundId === spin.roundId);
    expect(record, `bet record of round ${spin.roundId}`).toBeDefined();
    expect(minorUnits(record?.stake ?? '')).toBe(minorUnits(spin.stake));
    expect(minorUnits(record?.win ?? '')).toBe(minorUnits(spin.win));
    expect(record?.gameCode).toBe(game.gameCode);
    expect(record?.vendor).toBe('KHELA');
    expect(record?.vendorName).toBe('Khela Studio');
    expect(record?.status).toBe('settled');
  }
});

type BetRecord = {
  roundId: string;
  gameCode: string;
  vendor: string;
  vendorName: string;
  stake: string;
  win: string;
  status: string;
};

/** A day in Asia/Dhaka (the records' days), yyyy-MM-dd. */
function dhakaDay(time: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(time);
}

/**
 * The player's newest bet records of the studio vendor through the betting-record call
 * (personalHistoryCopy, decision 0021), yesterday and today in Dhaka (a run across midnight).
 */
async function betRecords(token: string): Promise<BetRecord[]> {
  const now = new Date();
  const query = new URLSearchParams({
    startDate: dhakaDay(new Date(now.getTime() - 86_400_000)),
    endDate: dhakaDay(now),
    vendor: 'KHELA',
    pageNo: '1',
    pageSize: '20',
  });
  const value = await api<{ list: BetRecord[] }>(`/wps/member/records/bets?${query}`, token);
  return value.list;
}

test('a guest plays a studio game for free: the trial account opens that game at once', async ({ page }) => {
  test.setTimeout(120_000);
  // A studio slot that offers free play (supportPlay 0), as the lobby lists it to a guest.
  const response = await fetch(
    `${server.current.url}/wps/relay/GCSGAME_gameList?clientType=3&platform=W&gameType=RNG&vassalage=KHELA&pageNo=1&pageSize=100&language=EN`,
  );
  const list = (
    (await response.json()) as {
      value: { games: { nodeId: string; gameName: string; supportPlay: number }[] };
    }
  ).value;
  const game = list.games.find((candidate) => candidate.supportPlay === 0);
  if (!game) throw new Error('the demo catalogue has no free-play studio slot');

  await startInLanguage(page, 'en');
  await fromAddress(page);
  await page.goto(`${server.current.url}/rng?vendor=KHELA`);
  await page.locator('input[name="gameName"]').fill(game.gameName);
  // The search lands first (it is sent after a pause in typing and navigates to /rng?…q=…).
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.locator('.lobby-results[aria-busy="true"]')).toHaveCount(0);
  const card = page.locator(`.lobby-results [data-game="${game.nodeId}"]`);
  await card.locator('.game-card__launch').click();

  // A guest is asked to log in; "play for free" there starts the chosen game, no second tap.
  await modal(page, 'login').locator('[data-action="free-play"]').click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const frame = page.frameLocator('[data-page="game"] iframe');
  await expect(frame.locator('#app')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(frame.locator('h1')).toHaveText(game.gameName);
  // The trial account's play money (README: ৳2,000.00).
  await expect(frame.getByTestId('balance')).toHaveAttribute('data-amount', '2000.00');
  await expect(page.locator('dialog[data-modal]')).toHaveCount(0);
});
