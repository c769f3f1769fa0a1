import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { fromAddress, header } from './support/accounts';
import { expect, serverPerFile, test } from './support/fixtures';
import { minorUnits } from './support/money';
import { startInLanguage, startLoggedIn } from './support/session';

/*
 * The lottery end to end (issue 20, acceptance 4), at 375 px. A member opens a lottery game on
 * /lottery, switches to the 1-minute 5D game and buys one ticket of three kinds that cover every
 * outcome — a digit at ball 1 (all ten digits: one pays 9.8), big and small at ball 2 (one pays
 * 1.96), odd and even for the sum (one pays 1.96) — so whatever the draw, the ticket returns
 * 13.72 of its 14.00. The countdown runs out, the draw comes (real time: the server's ticker),
 * the ticket is paid, and the header's balance equals the ledger. Then the clock moves past the
 * next 4D and Vietnamese draws and /seaLottery and /vnLottery show their boards and results.
 */
const server = serverPerFile();
const SHOTS = path.resolve(import.meta.dirname, '..', 'artifacts', 'screenshots');

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };

async function api<T>(pathname: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.current.url}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-lang': 'en',
      'x-forwarded-for': '203.0.113.96',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${pathname}: ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

type Draw = { drawId: string; closesAt: number; drawAt: number; state: string; outcome?: unknown };
type StudioGame = { code: string; draws: Draw[]; last?: Draw };

/** The studio lottery's public calls (the studio's own answer shape). */
async function studio<T>(pathname: string): Promise<T> {
  const response = await fetch(`${server.current.url}/studio/lottery/api${pathname}`);
  return (await response.json()) as T;
}

const ledgerBalance = async (token: string) =>
  minorUnits((await api<{ balance: string }>('/wps/v2/wallets/balance', token)).balance);

/** "৳৪,৯৮৫.০০" → "4,985.00": Bengali digits read as Latin ones. */
const latin = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-375.png`), animations: 'disabled' });
}

/** The lottery games a vendor lists in a lane. */
async function lotteryGames(gameType: string, vendor: string) {
  const list = await api<{ games: { nodeId: string; gameCode: string; gameName: string }[] }>(
    `/wps/relay/GCSGAME_gameList?clientType=3&platform=W&gameType=${gameType}&vassalage=${vendor}&pageNo=1&pageSize=30&language=EN`,
  );
  const game = list.games[0];
  if (!game) throw new Error(`the demo catalogue has no ${vendor} ${gameType} game`);
  return game;
}

/** Opens a lottery page on a game; answers the lottery page inside its frame. */
async function openLottery(
  page: Page,
  pagePath: string,
  gameType: string,
  vendor: string,
): Promise<FrameLocator> {
  const game = await lotteryGames(gameType, vendor);
  const search = new URLSearchParams({
    gameCode: game.gameCode,
    nodeId: game.nodeId,
    vassalage: vendor,
    gameType,
    name: game.gameName,
  });
  await page.goto(`${server.current.url}${pagePath}?${search}`);
  const frame = page.frameLocator('[data-page="game"] iframe');
  await expect(frame.locator('[data-page="lottery"] [data-testid="lottery-countdown"]')).toBeVisible({
    timeout: 30_000,
  });
  return frame;
}

/** Waits until KL5D1's open draw has at least `seconds` left to close; answers it. */
async function drawWithTimeLeft(seconds: number): Promise<Draw> {
  for (;;) {
    const { game, serverTime } = await studio<{ game: StudioGame; serverTime: number }>('/games/KL5D1');
    const open = game.draws.find(
      (draw) =>
        draw.state === 'open' &&
        draw.closesAt - serverTime > seconds * 1000 &&
        draw.drawAt - 60_000 <= serverTime,
    );
    if (open) return open;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test('a member buys three kinds on the 1-minute 5D game, watches the draw and is paid (Bengali)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await fromAddress(page, '203.0.113.97');
  await startInLanguage(page, 'bn');
  const token = await startLoggedIn(page, server.current.url, 'demo', 'demo1234');
  const start = await ledgerBalance(token);
  const lottery = await openLottery(page, '/lottery', 'ELOTT', 'KHELA');
  await lottery.locator('[data-testid="lottery-game-KL5D1"]').click();
  const draw = await drawWithTimeLeft(25);
  const countdown = lottery.locator('[data-testid="lottery-countdown"]');
  await expect(countdown).toHaveAttribute('data-phase', 'open');
  await expect(countdown).toHaveAttribute('data-draw', draw.drawId, { timeout: 10_000 });

  // Stake 1.00 a line: ten digits at ball 1, big and small at ball 2, odd and even for the sum.
  await lottery.locator('[data-stake="1.00"]').click();
  for (let digit = 0; digit <= 9; digit += 1)
    await lottery
      .locator(`[data-testid="lottery-pick"][data-kind="position"][data-position="0"][data-value="${digit}"]`)
      .click();
  for (const side of ['big', 'small'])
    await lottery
      .locator(
        `[data-testid="lottery-pick"][data-kind="position_side"][data-position="1"][data-value="${side}"]`,
      )
      .click();
  await shot(page, 'lottery-board-bn');
  await lottery.locator('button[data-board="sum"]').click();
  for (const side of ['odd', 'even'])
    await lottery.locator(`[data-testid="lottery-pick"][data-kind="sum_side"][data-value="${side}"]`).click();
  await lottery.locator('.basket-bar').click();
  const basket = lottery.locator('[data-testid="lottery-basket"]');
  await expect(basket.locator('[data-line]')).toHaveCount(14);
  await shot(page, 'lottery-basket-bn');
  await basket.locator('[data-testid="lottery-buy"]').click();
  await expect.poll(() => ledgerBalance(token), { timeout: 20_000 }).toBe(start - 1_400n);
  await expect
    .poll(async () =>
      minorUnits(latin((await lottery.locator('[data-testid="lottery-balance"]').innerText()) ?? '')),
    )
    .toBe(start - 1_400n);

  // My tickets: the ticket is open until the draw.
  await lottery.locator('a[data-route="tickets"]').click();
  await expect(lottery.locator('[data-testid="lottery-ticket"][data-state="open"]')).toHaveCount(1);
  await shot(page, 'lottery-tickets-open-bn');

  // The countdown runs out, the draw comes, and the ticket is paid 9.80 + 1.96 + 1.96.
  await lottery.locator('a[data-route="play"]').click();
  // At close the countdown moves on to the next draw and a line follows the closed one to its draw.
  const watching = lottery.locator('p.watch');
  await expect(watching).toHaveAttribute('data-phase', /closed|drawing/, { timeout: 75_000 });
  await expect(countdown).not.toHaveAttribute('data-draw', draw.drawId);
  await shot(page, 'lottery-drawing-bn');
  const paid = start - 1_400n + 1_372n;
  await expect.poll(() => ledgerBalance(token), { timeout: 60_000 }).toBe(paid);
  await lottery.locator('a[data-route="tickets"]').click();
  await lottery.locator('[data-filter="settled"]').click();
  const won = lottery.locator('[data-testid="lottery-ticket"][data-state="won"]');
  await expect(won).toHaveCount(1, { timeout: 20_000 });
  await expect(won).toContainText('১৩.৭২');
  await shot(page, 'lottery-tickets-won-bn');

  // The result and its fairness record: the stored draw recomputes.
  await lottery.locator('a[data-route="results"]').click();
  const result = lottery.locator(`[data-testid="lottery-result"][data-draw="${draw.drawId}"]`);
  await expect(result).toBeVisible({ timeout: 20_000 });
  await result.locator('[data-testid="lottery-record-link"]').click();
  await expect(lottery.locator('[data-testid="lottery-verified"]')).toHaveAttribute('data-ok', 'true');
  await shot(page, 'lottery-record-bn');

  // Back on the site: the header shows the ledger's balance.
  await page.locator('[data-action="back-to-lobby"]').click();
  await expect
    .poll(async () => minorUnits(latin(await header(page).locator('[data-balance-amount]').innerText())), {
      timeout: 20_000,
    })
    .toBe(paid);
  expect(await ledgerBalance(token)).toBe(paid);
});

test('/seaLottery and /vnLottery show their boards and results once their draws have come (English)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await fromAddress(page, '203.0.113.98');
  // The 4D game draws three days a week and Vietnam daily: the server's clock moves past the
  // next draw of each, and the ticker closes, seals, draws and settles them.
  const { games } = await studio<{ games: StudioGame[] }>('/games');
  const next = (code: string) => games.find((game) => game.code === code)?.draws[0]?.drawAt ?? 0;
  const after = Math.max(next('KL4D'), next('KLVNN'), next('KLVNC'), next('KLVNS')) + 90_000;
  await api('/wps/test/clock', undefined, { at: new Date(after).toISOString() });
  await expect
    .poll(
      async () => {
        const codes = ['KL4D', 'KLVNN', 'KLVNS'];
        const drawn = await Promise.all(
          codes.map((code) =>
            studio<{ draws: Draw[] }>(`/results/${code}?limit=1`).then((r) => r.draws.length),
          ),
        );
        return drawn.every((count) => count > 0);
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  await startInLanguage(page, 'en');
  await startLoggedIn(page, server.current.url, 'demo', 'demo1234');
  const sea = await openLottery(page, '/seaLottery', 'LOTT', 'TCG_SEA');
  await expect(sea.locator('[data-testid="lottery-board"][data-board="4d"]')).toBeVisible();
  await shot(page, 'lottery-sea-board-en');
  await sea.locator('a[data-route="results"]').click();
  const seaResult = sea.locator('[data-testid="lottery-result"]').first();
  await expect(seaResult).toBeVisible({ timeout: 20_000 });
  await expect(seaResult).toContainText(/1st|First/i);
  await shot(page, 'lottery-sea-results-en');

  const vn = await openLottery(page, '/vnLottery', 'LOTT', 'TCG_LOTTO_VN');
  await expect(vn.locator('[data-testid="lottery-board"]')).toBeVisible();
  await shot(page, 'lottery-vn-board-en');
  await vn.locator('a[data-route="results"]').click();
  await expect(vn.locator('[data-testid="lottery-result"]').first()).toBeVisible({ timeout: 20_000 });
  await shot(page, 'lottery-vn-results-en');
  await vn.locator('a[data-route="trends"]').click();
  await expect(vn.locator('svg[data-testid="lottery-trends"]').first()).toBeVisible();
  await shot(page, 'lottery-vn-trends-en');
});
