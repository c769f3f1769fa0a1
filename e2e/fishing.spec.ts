import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { minor, studioSite } from './support/studio';

/*
 * Fishing end to end (issue 21): the demo member opens a fishing game of the FISH lane (the
 * studio's fishing hall), buys a magazine (one debit of 50 shots at the cannon level), fires at the
 * fish with taps on the canvas, and collects: one credit of what is left of the magazine plus the
 * catches. The ledger moves by exactly −magazine, then +left +catches, as the page showed them.
 */
const server = serverPerFile();
const { ledger, login, games, launch } = studioSite(server, '203.0.113.151');

/** "৳45.00" or "45.00" → 4500. */
const money = (text: string) => minor(text.replace(/[^0-9.]/g, ''));

for (const width of [375, 1280]) {
  test(`a member buys a magazine, fires at the fish and collects; the ledger follows (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const token = await login('demo', 'demo1234');
    const list = await games('gameType=FISH&vassalage=ALL&gameClassify=FISHING');
    const game = list[width === 375 ? 0 : 1] ?? list[0];
    if (!game) throw new Error('the demo catalogue has no fishing game');
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto(await launch(token, game, '/fish'));
    const canvas = page.locator('[data-page="fishing"] canvas.fh-canvas');
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.fh-level')).not.toHaveText('—', { timeout: 20_000 });
    const start = await ledger(token);
    const level = money(await page.locator('.fh-level').innerText());

    await page.locator('.fh-action.primary').click();
    await expect.poll(() => ledger(token), { timeout: 10_000 }).toBe(start - 50 * level);
    await expect(page.locator('.fh-mag-left')).toHaveText(/\d/);

    // Taps across the tank: each fires at the fish nearest the tap, if any is there.
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the canvas has no box');
    for (let k = 0; k < 24; k += 1) {
      await page.mouse.click(
        box.x + box.width * (0.15 + (0.7 * (k % 6)) / 5),
        box.y + box.height * (0.25 + 0.15 * (k % 3)),
      );
      await page.waitForTimeout(150);
    }
    await expect
      .poll(async () => money(await page.locator('.fh-mag-left').innerText()), { timeout: 10_000 })
      .toBeLessThan(50 * level);
    await screenshotAtWidths(page, `fishing-${width}`, { fullPage: false });
    await page.waitForTimeout(500);
    const left = money(await page.locator('.fh-mag-left').innerText());
    const win = money(await page.locator('.fh-mag-win').innerText());
    await page.locator('.fh-action:not(.primary)').click();
    await expect.poll(() => ledger(token), { timeout: 15_000 }).toBe(start - 50 * level + left + win);
  });
}
