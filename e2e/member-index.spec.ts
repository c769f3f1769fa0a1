import type { Locator, Page } from '@playwright/test';
import { field, fromAddress, modal } from './support/accounts';
import { latinDigitsShown } from './support/bengali';
import { BENGALI_SCRIPT, expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { minorUnits } from './support/money';
import { apiValue } from './support/payments';
import { operatorLogin, taka } from './support/promotions';
import { startInLanguage, startLoggedIn } from './support/session';

/*
 * Issue 22, decision 0083: the member centre's index (/member) with the balances, the VIP level and
 * its progress, every member page as a shortcut and the badges; a guest asked to log in; a trial
 * account's index; /member/<unknown> is not found; /helpmc and its HELPMC address; the notice and
 * help modals (Escape closes them, focus returns); /lottert as the lottery page and a game page.
 * In Bengali and English, at 375 and 1280 px.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const url = () => server.current.url;
const region = (page: Page, name: string) => page.locator(`[data-region="${name}"]`);

type Funds = { cash: string; bonus: string; frozen: string; total: string };
type Vip = { me: { rank: number; label: string; next: { label: string } | null } | null };

/** Console errors and page errors from now on (a missing translation key is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The dialog is at least the spec's 200 by 200 (section 9, read as the smallest size). */
async function expectModalSize(dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(200);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(200);
}

async function sendMessageToDemo(): Promise<void> {
  const support = await operatorLogin(url(), 'support01');
  await apiValue(url(), '/bo/api/messages', support, {
    audience: { kind: 'member', username: 'demo' },
    bn: { title: 'সদস্য কেন্দ্রের খবর', body: '<p>নতুন সারসংক্ষেপ পাতা।</p>' },
    en: { title: 'Member centre news', body: '<p>A new overview page.</p>' },
    reason: 'e2e: member index badge',
  });
}

async function setHelpmc(value: { url: string | null }): Promise<void> {
  const owner = await operatorLogin(url(), 'owner01');
  const response = await fetch(`${url()}/bo/api/site/settings/HELPMC`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json', 'x-lang': 'en' },
    body: JSON.stringify({ value, reason: 'e2e: the second help-centre address' }),
  });
  const envelope = (await response.json()) as { success: boolean; code?: string };
  if (!envelope.success) throw new Error(`HELPMC: ${envelope.code}`);
}

test('a member sees balances, VIP, every member page and the message badge on /member, in BN and EN', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await sendMessageToDemo();
  const errors = collectErrors(page);
  const token = await startLoggedIn(page, url(), 'demo', 'demo1234');
  const funds = await apiValue<Funds>(url(), '/wps/member/info/funds/consolidated', token);
  const vip = await apiValue<Vip>(url(), '/wps/vip', token);
  const info = await apiValue<{ unreadMessages: number }>(url(), '/wps/member/info', token);
  expect(info.unreadMessages).toBeGreaterThanOrEqual(1);

  // Bengali, the default, on a phone: the index is the menu (the row of tabs is not shown).
  await page.setViewportSize(PHONE);
  await page.goto(`${url()}/member`);
  const index = page.locator('[data-page="member-index"]');
  await expect(index.getByRole('heading', { level: 1 })).toHaveText('সদস্য কেন্দ্র');
  await expect(index.locator('[data-fund="cash"] dd')).toContainText('৳');
  await expect(index.locator('[data-fund]')).toHaveCount(3);
  await expect(index.locator('[data-vip-rank]')).toHaveAttribute('data-vip-rank', String(vip.me?.rank ?? 0));
  await expect(index.locator('[data-shortcut="/member/messageV2"] [data-message-badge]')).toHaveText(
    new Intl.NumberFormat('bn-BD').format(info.unreadMessages),
  );
  await expect(page.locator('.member__nav')).toBeHidden();
  expect(await latinDigitsShown(page)).toEqual([]);
  await screenshotAtWidths(page, 'member-index-bn');

  // English on a desktop: the amounts the API gives, the menu beside with the same pages.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(index.getByRole('heading', { level: 1 })).toHaveText('Member centre');
  await expect(index.locator('[data-fund="cash"] dd')).toHaveText(taka(minorUnits(funds.cash)));
  await expect(index.locator('[data-fund="bonus"] dd')).toHaveText(taka(minorUnits(funds.bonus)));
  await expect(index.locator('[data-fund="frozen"] dd')).toHaveText(taka(minorUnits(funds.frozen)));
  await expect(index.locator('[data-total]')).toHaveText(`Total ${taka(minorUnits(funds.total))}`);
  if (vip.me?.next) {
    await expect(index.locator('[data-vip-bar]')).toHaveCount(2);
    await expect(index.locator('.member-index__next')).toHaveText(`Towards ${vip.me.next.label}`);
  }
  const nav = page.locator('.member__nav');
  await expect(nav).toBeVisible();
  await expect(nav.locator('.member__link--active')).toHaveText('Overview');
  const menu = await nav.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const tiles = await index
    .locator('[data-shortcut]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(menu[0]).toBe('/member');
  expect(tiles).toEqual(menu.slice(1));
  for (const path of ['/member/depositv2', '/member/withdraw', '/member/vip', '/pointMall', '/rewardCenter'])
    expect(tiles, path).toContain(path);
  await expect(index.locator('[data-shortcut="/member/messageV2"] [data-message-badge]')).toHaveText(
    String(info.unreadMessages),
  );
  expect(await page.locator('body').innerText()).not.toMatch(BENGALI_SCRIPT);
  await screenshotAtWidths(page, 'member-index-en');

  // A shortcut leads to its page; the menu's overview leads back.
  await index.locator('[data-action="vip-details"]').click();
  await expect(page).toHaveURL(`${url()}/member/vip`);
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(`${url()}/member`);
  await index.locator('[data-shortcut="/member/withdraw"]').click();
  await expect(page.locator('.member__link--active')).toHaveText('Withdraw');

  // An unknown member page is the site's not-found page.
  await page.goto(`${url()}/member/nothing-here`);
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  await expect(page.locator('[data-page="coming-soon"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a guest is asked to log in on /member and comes back after it; /member/unknown is not found', async ({
  page,
}) => {
  await startInLanguage(page, 'en');
  await fromAddress(page);
  await page.setViewportSize(PHONE);
  await page.goto(`${url()}/member/unknown`);
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  await screenshotAtWidths(page, 'member-unknown-en', { fullPage: false });

  await page.goto(`${url()}/member`);
  await expect(page).toHaveURL(`${url()}/login`);
  const login = modal(page, 'login');
  await expect(login).toBeVisible();
  await field(login, 'username').fill('demo');
  await field(login, 'password').fill('demo1234');
  await login.locator('button[type="submit"]').first().click();
  await expect(page).toHaveURL(`${url()}/member`);
  await expect(page.locator('[data-page="member-index"] [data-fund="cash"]')).toBeVisible();
});

test('a trial account sees its play money and the pages open to it, no member menu', async ({ page }) => {
  await startInLanguage(page, 'en');
  await fromAddress(page);
  await page.setViewportSize(PHONE);
  await page.goto(`${url()}/login`);
  await modal(page, 'login').locator('[data-action="free-play"]').click();
  await expect(region(page, 'header').locator('[data-action="logout"]')).toBeVisible();
  await page.goto(`${url()}/member`);
  const index = page.locator('[data-page="member-index"][data-trial]');
  await expect(index.locator('[data-fund="playMoney"] dd')).toHaveText('৳2,000.00');
  await expect(modal(page, 'real-account')).toHaveCount(0);
  await expect(page.locator('.member__nav')).toHaveCount(0);
  await expect(index.locator('[data-shortcut]')).toHaveCount(4);
  await expect(index.locator('[data-shortcut^="/member"]')).toHaveCount(0);
  await screenshotAtWidths(page, 'member-index-trial-en');
  // A member page stays closed to it, as before.
  await page.goto(`${url()}/member/vip`);
  await expect(modal(page, 'real-account')).toBeVisible();
});

test('the notice modal opens from the side menu, pages and opens a notice; Escape closes it and focus returns', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const [language, viewport] of [
    ['bn', PHONE],
    ['en', DESKTOP],
  ] as const) {
    await startInLanguage(page, language);
    await page.setViewportSize(viewport);
    await page.goto(`${url()}/`);
    const menu = region(page, 'side-menu');
    const openMenu = async () => {
      if (viewport !== PHONE) return;
      await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
      await expect(menu).toBeVisible();
    };
    await openMenu();
    const news = menu.getByRole('link', { name: language === 'bn' ? 'সংবাদ কেন্দ্র' : 'News centre' });
    await news.click();
    const notice = modal(page, 'notice');
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(`${url()}/`);
    await expect(notice.locator('.notices__item')).toHaveCount(9);
    await expectModalSize(notice);

    // The next page, then a notice in place, and back to the list.
    await notice.locator('.pager button').last().click();
    await expect(notice.locator('.notices__item')).toHaveCount(3);
    await notice.locator('[data-notice-id]').first().click();
    await expect(notice.locator('[data-notice-content] .notice-content')).toBeVisible();
    await expect(notice.locator('[data-action="full-page"]')).toHaveAttribute('href', /\/noticecontent\?id=/);
    await notice.locator('.notice-modal__back').click();
    await expect(notice.locator('.notices__item')).toHaveCount(3);
    await expect(notice.locator('[data-notice-id]').first()).toBeFocused();

    // Tab stays inside; Escape closes the modal (not the drawer under it) and focus is back on the entry.
    for (let step = 0; step < 12; step++) await page.keyboard.press('Tab');
    expect(await notice.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
    await expect(menu).toBeVisible();
    await expect(news).toBeFocused();

    // Pictures of the list and of a notice (a resize across the breakpoint closes the drawer).
    await news.click();
    await expect(notice.locator('.notices__item')).toHaveCount(9);
    await screenshotAtWidths(page, `notice-modal-${language}`, { fullPage: false });
    await notice.locator('[data-notice-id]').first().click();
    await expect(notice.locator('[data-notice-content] .notice-content')).toBeVisible();
    await screenshotAtWidths(page, `notice-modal-content-${language}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
  }
  // Its full-page link leads to the news centre.
  await region(page, 'side-menu').getByRole('link', { name: 'News centre' }).click();
  await modal(page, 'notice').locator('[data-action="full-page"]').click();
  await expect(page).toHaveURL(`${url()}/notice`);
  await expect(modal(page, 'notice')).toHaveCount(0);
  await expect(page.locator('[data-page="notice"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the help modal opens from the footer (terms at the terms); Escape closes it and focus returns', async ({
  page,
}) => {
  for (const [language, viewport] of [
    ['en', PHONE],
    ['bn', DESKTOP],
  ] as const) {
    await startInLanguage(page, language);
    await page.setViewportSize(viewport);
    await page.goto(`${url()}/`);
    const footer = region(page, 'footer');
    const helpLink = footer.getByRole('link', { name: language === 'bn' ? 'সহায়তা কেন্দ্র' : 'Help centre' });
    await helpLink.click();
    const help = modal(page, 'help');
    await expect(help).toBeVisible();
    await expect(page).toHaveURL(`${url()}/`);
    await expect(help.locator('[data-help-section]')).toHaveCount(7);
    await expectModalSize(help);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(helpLink).toBeFocused();

    const terms = footer.getByRole('link', { name: language === 'bn' ? 'শর্তাবলী' : 'Terms and conditions' });
    await terms.click();
    await expect(help.locator('#help-modal-term')).toBeInViewport();
    await expect(help.locator('[data-action="full-page"]')).toHaveAttribute('href', '/help#term');
    await help.getByRole('button', { name: language === 'bn' ? 'বন্ধ করুন' : 'Close' }).click();
    await expect(help).toHaveCount(0);
    await expect(terms).toBeFocused();

    await helpLink.click();
    await expect(help.locator('[data-help-section]')).toHaveCount(7);
    await screenshotAtWidths(page, `help-modal-${language}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
  }
});

test('/helpmc shows the help centre, or the address the HELPMC setting names', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${url()}/helpmc`);
  const helpmc = page.locator('[data-page="helpmc"]');
  await expect(helpmc.locator('[data-help-section]')).toHaveCount(7);
  await expect(helpmc.getByRole('heading', { level: 1 })).toHaveText('সহায়তা কেন্দ্র');
  await screenshotAtWidths(page, 'helpmc-bn');

  try {
    // A page of this site: /helpmc sends the visitor there.
    await setHelpmc({ url: '/help#faq' });
    await startInLanguage(page, 'en');
    await page.goto(`${url()}/helpmc`);
    await expect(page).toHaveURL(`${url()}/help#faq`);
    await expect(page.locator('[data-page="help"] #faq')).toBeInViewport();

    // An outside help desk: in a frame, with a link to open it in a new tab.
    await setHelpmc({ url: 'https://help.example.com/en' });
    await page.goto(`${url()}/helpmc`);
    await expect(helpmc.locator('iframe')).toHaveAttribute('src', 'https://help.example.com/en');
    await expect(helpmc.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      'https://help.example.com/en',
    );
  } finally {
    await setHelpmc({ url: null });
  }
});

test('/lottert is the lottery page and a game page: the side menu closes on entering it', async ({
  page,
}) => {
  // A guest is asked to log in, as on /lottery.
  await startInLanguage(page, 'en');
  await page.setViewportSize(DESKTOP);
  await page.goto(`${url()}/lottert`);
  await expect(page.locator('[data-page="lottery"]')).toBeVisible();
  await expect(modal(page, 'login')).toBeVisible();

  await startLoggedIn(page, url(), 'demo', 'demo1234');
  await page.goto(`${url()}/`);
  const menu = region(page, 'side-menu');
  await expect(menu).toBeVisible();
  // Entered by navigation (not a fresh load): the docked menu closes.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/lottert');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const lottery = page.locator('[data-page="lottery"]');
  await expect(lottery.locator('[data-vendor] [data-game]').first()).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.locator('[data-page="not-found"]')).toHaveCount(0);
  await screenshotAtWidths(page, 'lottert-en', { fullPage: false });
});
