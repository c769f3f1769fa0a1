import type { Page } from '@playwright/test';
import { expect, serverPerFile, test } from './support/fixtures';
import { logInInEnglish } from './support/session';

/*
 * The pages still work under their Content-Security-Policy: the home page, the back office's
 * sign-in and a studio game framed by the player site render with no CSP violation reported in
 * the console of any frame.
 */
const server = serverPerFile();

/** Console lines Chromium writes when the policy blocks something (in any frame of the page). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(text)) seen.push(text);
  });
  return seen;
}

test('home, back office sign-in and a framed studio game render with no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = cspViolations(page);

  const home = await page.goto(`${server.current.url}/`);
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.locator('[data-region="header"]')).toBeVisible();
  await expect(page.locator('.page-loader')).toHaveCount(0);

  const backoffice = await page.goto(`${server.current.url}/backoffice/`);
  expect(backoffice?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('input[type="password"]').first()).toBeVisible();

  // The player site frames the studio's game page (frame-ancestors 'self' on that page only).
  const token = await logInInEnglish(page, server.current.url, 'demo', 'demo1234');
  const response = await fetch(
    `${server.current.url}/wps/relay/GCSGAME_gameList?clientType=3&platform=W&gameType=RNG&vassalage=KHELA&pageNo=1&pageSize=1&language=EN`,
    { headers: { authorization: `Bearer ${token}`, 'x-lang': 'en' } },
  );
  const list = (await response.json()) as {
    value: { games: { nodeId: string; gameCode: string; gameName: string }[] };
  };
  const game = list.value.games[0];
  if (!game) throw new Error('the demo catalogue has no KHELA (studio) slot');
  const query = new URLSearchParams({
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    vassalage: 'KHELA',
    gameType: 'RNG',
    name: game.gameName,
  });
  const framed = page.waitForResponse((r) => r.url().includes('/studio/play/'));
  await page.goto(`${server.current.url}/seamless?${query}`);
  expect((await framed).headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const frame = page.frameLocator('[data-page="game"] iframe');
  await expect(frame.locator('#app')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(frame.locator('h1')).toHaveText(game.gameName);

  expect(violations).toEqual([]);
});
