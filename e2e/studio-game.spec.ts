import { createHash } from 'node:crypto';
import { registerMember } from './support/accounts-api';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

/*
 * The studio's game page end to end (the game part): the demo member
 * launches a catalogue slot through /wps/game/launchGame, the page authenticates the launch
 * token with the seamless wallet, and every spin's debit and credit land in the ledger: the
 * balance the game shows is the balance the wallet API reports, spin after spin.
 */
const server = serverPerFile();

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };

async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${server.current.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      'x-lang': 'en',
      'x-forwarded-for': '203.0.113.77',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

const minor = (amount: string | number) => Math.round(Number(amount) * 100);

async function ledgerBalance(token: string): Promise<number> {
  const value = await api<{ balance: string | number }>('/wps/v2/wallets/balance', { token });
  return minor(value.balance);
}

test('a catalogue slot launches in the studio, spins, and the balance follows the ledger', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token } = await api<{ token: string }>('/wps/session/login', {
    body: { username: 'demo', password: 'demo1234' },
  });
  const list = await api<{ games: { nodeId: string; gameCode: string; gameName: string }[] }>(
    '/wps/relay/GCSGAME_gameList?clientType=3&platform=W&gameType=RNG&vassalage=PG&pageNo=1&pageSize=18&language=EN',
  );
  const game = list.games[0];
  if (!game) throw new Error('the demo catalogue has no PG slot');
  const launched = await api<{ url: string }>('/wps/game/launchGame', {
    token,
    body: { nodeId: game.nodeId, gameCode: game.gameCode, lobby: '/slots', language: 'EN' },
  });
  expect(launched.url).toMatch(/^\/studio\/play\//);

  const spins: { stake: string; win: string; balance: string }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/studio/api/spin') && response.ok()) spins.push(await response.json());
  });

  let expected = await ledgerBalance(token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.current.url}${launched.url}`);
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('h1')).toHaveText(game.gameName);
  const balance = page.getByTestId('balance');
  expect(minor((await balance.getAttribute('data-amount')) ?? '')).toBe(expected);
  await expect(page.getByTestId('lobby')).toHaveAttribute('href', '/slots');

  // Spin with the mouse, the space bar and a finger-sized button; then a raised stake.
  for (let round = 1; round <= 5; round += 1) {
    if (round === 3) await page.getByTestId('stake-up').click();
    if (round === 2) await page.keyboard.press('Space');
    else await page.getByTestId('spin').click();
    await expect(app).toHaveAttribute('data-rounds', String(round), { timeout: 30_000 });
    const answer = spins[round - 1];
    if (!answer) throw new Error(`spin ${round} answered nothing`);
    expected += minor(answer.win) - minor(answer.stake);
    expect(minor(answer.balance)).toBe(expected);
    expect(await ledgerBalance(token)).toBe(expected);
    expect(minor((await balance.getAttribute('data-amount')) ?? '')).toBe(expected);
    await expect(page.getByTestId('win')).toHaveAttribute('data-amount', answer.win);
  }
  expect(spins[2]?.stake).not.toBe(spins[0]?.stake);

  // Auto-spin plays ten rounds by itself; the ledger agrees with all of them.
  await page.getByTestId('auto').click();
  await expect(app).toHaveAttribute('data-rounds', '15', { timeout: 90_000 });
  await expect(page.getByTestId('auto')).not.toHaveClass(/on/);
  for (const answer of spins.slice(5, 15)) expected += minor(answer.win) - minor(answer.stake);
  expect(spins).toHaveLength(15);
  expect(await ledgerBalance(token)).toBe(expected);
  expect(minor((await balance.getAttribute('data-amount')) ?? '')).toBe(expected);

  // Screenshots with a win on the reels (spin on until one comes; most rounds pay something).
  let rounds = 15;
  while (spins.at(-1)?.win === '0.00' && rounds < 40) {
    rounds += 1;
    await page.getByTestId('spin').click();
    await expect(app).toHaveAttribute('data-rounds', String(rounds), { timeout: 30_000 });
  }
  await screenshotAtWidths(page, 'studio-game', { fullPage: false });

  // The paytable and the provably-fair panel, in Bangla too.
  await page.getByTestId('info').click();
  await expect(page.getByTestId('paytable')).toBeVisible();
  await screenshotAtWidths(page, 'studio-paytable', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByTestId('spin')).toHaveText('স্পিন');
  await page.getByTestId('fair').click();
  const hash = (await page.getByTestId('seed-hash').textContent()) ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('nonce')).toHaveText(String(rounds));
  await page.getByTestId('client-seed').fill('e2e-seed');
  await page.getByTestId('rotate').click();
  await expect(page.getByTestId('revealed-seed')).toHaveCount(1);
  await expect(page.getByTestId('nonce')).toHaveText('0');
  await expect(page.getByTestId('seed-hash')).not.toHaveText(hash);
  await screenshotAtWidths(page, 'studio-fairness', { fullPage: false });

  // The verifier recomputes the last round from the revealed seeds.
  const verify = page.waitForEvent('popup');
  await page.getByRole('link', { name: new RegExp(`যাচাই #${rounds - 1}`) }).click();
  const verifier = await verify;
  await expect(verifier.getByTestId('verify-ok')).toBeVisible();
  const last = spins.at(-1);
  if (!last) throw new Error('no spin');
  const times = Number((await verifier.getByTestId('verify-ok').textContent())?.match(/([\d.]+)\s*গুণ/)?.[1]);
  expect(Math.round(times * minor(last.stake))).toBe(minor(last.win));
  await screenshotAtWidths(verifier, 'studio-verifier');

  // A reload keeps the game session (the spent launch token is gone from the address).
  expect(page.url()).not.toContain('token=');
  await page.reload();
  await expect(app).toHaveAttribute('data-ready', 'true');
  expect(minor((await balance.getAttribute('data-amount')) ?? '')).toBe(await ledgerBalance(token));
  await expect(page.getByTestId('spin')).toHaveText('স্পিন');
});

test('a player without money gets a translated message and keeps the balance', async ({ page }) => {
  test.setTimeout(90_000);
  const member = { username: `slot${Date.now() % 1_000_000}`, password: 'secret123' };
  await registerMember(server.current, member);
  const { token } = await api<{ token: string }>('/wps/session/login', { body: member });
  expect(await ledgerBalance(token)).toBe(0);
  // A catalogue game the studio plays as Rickshaw Bazaar (the 3×3 slot): sha256(code) is odd.
  const list = await api<{ games: { nodeId: string; gameCode: string }[] }>(
    '/wps/relay/GCSGAME_gameList?clientType=3&platform=W&gameType=RNG&vassalage=KHELA&pageNo=1&pageSize=18',
  );
  const game = list.games.find(
    (candidate) => createHash('sha256').update(candidate.gameCode).digest().readUInt32BE(0) % 2 === 1,
  );
  if (!game) throw new Error('no KHELA game maps to Rickshaw Bazaar');
  const launched = await api<{ url: string }>('/wps/game/launchGame', {
    token,
    body: { nodeId: game.nodeId, language: 'BN' },
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.current.url}${launched.url}`);
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.subtitle')).toContainText('রিকশা বাজার');
  await page.getByTestId('spin').click();
  const message = page.getByTestId('message');
  await expect(message).toHaveAttribute('data-code', 'INSUFFICIENT_FUNDS');
  await expect(message).toContainText('যথেষ্ট ব্যালেন্স নেই');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-amount', '0.00');
  expect(await ledgerBalance(token)).toBe(0);
  await screenshotAtWidths(page, 'studio-rickshaw-no-funds', { fullPage: false });
});
