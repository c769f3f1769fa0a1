import type { Page } from '@playwright/test';
import { modal } from './support/accounts';
import { latinDigitsShown } from './support/bengali';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { startInLanguage, startLoggedIn } from './support/session';

/**
 * The lottery pages (issue 20; spec section 2): /lottery, /seaLottery and /vnLottery play a
 * launched lottery game like /seamless, list their vendors' lottery games without a gameCode, and
 * ask a guest to log in. Every lottery game launched anywhere opens on its vendor's page.
 */
const server = serverPerFile({ shareAcrossTests: true });
test.describe.configure({ mode: 'parallel' });

const frame = (page: Page) => page.locator('[data-page="game"] iframe');

test('a guest is asked to log in on a lottery page', async ({ page }) => {
  await startInLanguage(page, 'en');
  await page.goto(`${server.current.url}/seaLottery`);
  await expect(page.locator('[data-page="sea-lottery"]')).toBeVisible();
  await expect(modal(page, 'login')).toBeVisible();
  await expect(page.locator('[data-page="coming-soon"]')).toHaveCount(0);
});

test('a lottery game from the /lott popup plays on /lottery, and back leads to the lobby', async ({
  page,
}) => {
  await startInLanguage(page, 'en');
  await startLoggedIn(page, server.current.url, 'demo', 'demo1234');
  await page.goto(`${server.current.url}/lott`);
  await page.locator('[data-vendor-card="LOTT"]').click();
  const popup = modal(page, 'game-popup');
  const card = popup.locator('[data-game]').first();
  const code = await card.getAttribute('data-game-code');
  await card.locator('.game-card__launch').click();
  await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=${code}&`));
  await expect(frame(page)).toHaveAttribute('src', new RegExp(`/studio/play/${code}\\?token=`));
  // A game page: the side menu's left bar is not shown.
  await expect(page.locator('[data-region="left-bar"]')).toHaveCount(0);
  await page.locator('[data-action="back-to-lobby"]').click();
  await expect(page).toHaveURL(/\/lott$/);
});

test('/vnLottery lists the Vietnamese lottery games in Bengali and plays the one picked', async ({
  page,
}) => {
  await startLoggedIn(page, server.current.url, 'demo', 'demo1234');
  await page.goto(`${server.current.url}/vnLottery`);
  const picker = page.locator('[data-page="vn-lottery"]');
  await expect(picker.locator('[data-vendor="TCG_LOTTO_VN"] [data-game]')).toHaveCount(3);
  await expect(picker.locator('[data-vendor]')).toHaveCount(1);
  expect(await latinDigitsShown(page)).toEqual([]);
  await screenshotAtWidths(page, 'lottery-vn-picker-bn', { fullPage: false });
  const card = picker.locator('[data-game]').first();
  const code = await card.getAttribute('data-game-code');
  await card.locator('.game-card__launch').click();
  await expect(page).toHaveURL(new RegExp(`/vnLottery\\?gameCode=${code}&`));
  await expect(frame(page)).toHaveAttribute('src', new RegExp(`/studio/play/${code}\\?token=`));
});

test('a lottery page opened with only a gameCode launches that game; back leads to its list', async ({
  page,
}) => {
  await startInLanguage(page, 'en');
  await startLoggedIn(page, server.current.url, 'demo', 'demo1234');
  await page.goto(`${server.current.url}/seaLottery?gameCode=TCG_SEA_LOTT_0001`);
  await expect(frame(page)).toHaveAttribute(
    'src',
    /\/studio\/play\/TCG_SEA_LOTT_0001\?token=.*vendor=TCG_SEA/,
  );
  // The address names no game: the title is the launched game's name, not its code.
  await expect(page.locator('.game-page__title')).toHaveText('TCG Sea Lottery 4D Lotto');
  await screenshotAtWidths(page, 'lottery-sea-game-en', { fullPage: false });
  await page.locator('[data-action="back-to-lobby"]').click();
  await expect(page).toHaveURL(/\/seaLottery$/);
  await expect(page.locator('[data-page="sea-lottery"] [data-vendor="TCG_SEA"] [data-game]')).toHaveCount(2);
});
