import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { checkPhoneLayoutAndScreenshot, OPERATORS, openConsole } from './support/backoffice';
import {
  BENGALI_SCRIPT,
  expect,
  hideAnnouncementPopups,
  screenshotAtWidths,
  serverPerFile,
  test,
} from './support/fixtures';
import { apiValue, ledger } from './support/payments';
import { expectNoSidewaysScroll, operatorLogin } from './support/promotions';
import { startInLanguage, startLoggedIn } from './support/session';

/*
 * Activity applications (issue 17, decision 0057). The content operator publishes an activity
 * ("Share your big win": cash, the reviewer picks up to 100.00, an image required). A member at
 * 375 px opens its form from the card: the remark counts 0/140 as it is typed, a gif and a file
 * over 5 MB are refused with the spec's words before anything is sent, a png shows its preview;
 * the application is sent and the card says "Under review". In the back office the finance
 * operator opens Promotions › Applications, sees the player's remark and image (the thumbnail
 * opens full size) and approves 50.00; the member's card then says "Issued" with the amount, and
 * the cash is there. Screenshots in English and Bengali.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 375, height: 812 };
const HOUR_MS = 60 * 60 * 1000;
const flow = { activity: '', member: { username: '', password: 'Fresh#2024' }, remark: '' };

/** A real 96×64 PNG (a gold field with a dark band), so the previews show a picture. */
function realPng(): Buffer {
  const width = 96;
  const height = 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > 24 && y < 40;
      row.set(band ? [30, 40, 80] : [255, 197, 61], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function phonePage(browser: Browser, language: 'bn' | 'en', username: string) {
  const page = await browser.newPage({ viewport: PHONE, locale: 'en-US', reducedMotion: 'reduce' });
  await startInLanguage(page, language);
  await hideAnnouncementPopups(page);
  const token = await startLoggedIn(page, server.current.url, username, flow.member.password);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, token, errors };
}

async function activityCard(page: Page) {
  await page.goto(`${server.current.url}/promotions#${flow.activity}`);
  const card = page.locator(`[data-promotion="${flow.activity}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card;
}

test('a member applies at 375 px with a remark and an image', async ({ browser }) => {
  test.setTimeout(180_000);
  const content = await operatorLogin(server.current.url, 'content01');
  const now = Date.now();
  const created = await apiValue<{ id: string }>(server.current.url, '/bo/api/promotions', content, {
    kind: 'activity',
    category: 'events',
    status: 'published',
    title: { en: 'Share your big win', bn: 'আপনার বড় জয় শেয়ার করুন' },
    body: {
      en: 'Send us a screenshot of a big win and tell us about it: we reward the best ones.',
      bn: 'বড় জয়ের একটি স্ক্রিনশট পাঠান এবং সে সম্পর্কে লিখুন: সেরাগুলো পুরস্কৃত হবে।',
    },
    rules: { reward: 'cash', amountMode: 'chosen', amount: '100.00', imagesRequired: true },
    visibleFrom: new Date(now - HOUR_MS).toISOString(),
    activeFrom: new Date(now - HOUR_MS).toISOString(),
    activeUntil: null,
    perPlayerLimit: 1,
    globalLimit: null,
    sort: 0,
  });
  flow.activity = created.id;
  flow.member.username = uniqueUsername('act');
  await registerMember(server.current, flow.member);

  const { page, errors } = await phonePage(browser, 'en', flow.member.username);
  const card = await activityCard(page);
  await expect(card).toHaveAttribute('data-status', 'join');
  await expect(card.locator('[data-activity-reward]')).toHaveText('Reward: up to ৳100 cash');
  await card.locator('[data-action="apply-activity"]').click();
  const form = page.locator('[data-form="activity-apply"]');
  await expect(form).toBeVisible();
  const counter = form.locator('[data-remark-counter]');
  await expect(counter).toHaveText('0/140');
  flow.remark = 'Won 5,000 on the studio slot in three spins!';
  await form.locator('[data-field="remark"]').fill(flow.remark);
  await expect(counter).toHaveText(`${flow.remark.length}/140`);

  // Refused before any upload, with the spec's words.
  const images = form.locator('[data-field="images"]');
  await images.setInputFiles({ name: 'win.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(form.getByRole('alert')).toHaveText('Only png or jpg images are accepted');
  await images.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
  });
  await expect(form.getByRole('alert')).toHaveText('Each image may be at most 5 MB');
  await expect(form.locator('[data-preview]')).toHaveCount(0);
  await images.setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: realPng() });
  await expect(form.locator('[data-preview="1"] img')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the application form');
  await screenshotAtWidths(page, 'promotions-activity-form-en', { fullPage: false });
  await page.setViewportSize(PHONE);

  await form.locator('[data-action="send-application"]').click();
  await expect(form).toHaveCount(0);
  await expect(card).toHaveAttribute('data-status', 'applying');
  await expect(card.locator('[data-activity-sent]')).toHaveText('Application sent. We will review it soon.');
  const mine = card.locator('[data-application-status="applying"]');
  await expect(mine).toContainText('Under review');
  await expect(mine).toContainText(flow.remark);
  await expect(mine.locator('.activity__thumb img')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the applied card');
  expect(errors).toEqual([]);
  await page.close();
});

test('the finance operator sees the image and approves 50.00 in the back office', async ({ browser }) => {
  test.setTimeout(180_000);
  const console = await openConsole(browser, server.current.url, OPERATORS.finance);
  await console.goto(`${server.current.url}/backoffice/promotions`);
  await console.getByRole('link', { name: 'Applications' }).click();
  const queue = console.getByTestId('activity-queue');
  const item = queue.locator('li').filter({ hasText: flow.member.username });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText(flow.remark);
  await expect(item).toContainText('up to 100.00');
  const thumb = item.locator('[data-action="open-image"] img');
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await item.locator('[data-action="open-image"]').click();
  const full = console.locator('dialog[open] .activity-image-dialog__image');
  await expect(full).toBeVisible();
  await screenshotAtWidths(console, 'backoffice-activity-image', { fullPage: false });
  await console.setViewportSize({ width: 1280, height: 800 });
  await console.locator('dialog[open]').getByRole('button', { name: 'Close' }).click();
  await checkPhoneLayoutAndScreenshot(console, 'backoffice-activity-queue');

  await item.getByRole('button', { name: 'Approve' }).click();
  const dialog = console.locator('dialog[open]');
  await dialog.getByLabel(/Amount to issue/).fill('150');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toContainText('Enter an amount above 0 and at most 100.00.');
  await dialog.getByLabel(/Amount to issue/).fill('50.00');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(queue.locator('.form-saved')).toHaveText(`Approved: 50.00 issued to ${flow.member.username}.`);
  await expect(queue.locator('li').filter({ hasText: flow.member.username })).toHaveCount(0);
  await console.close();
});

test('the member sees "Issued" with the amount, in English and in Bengali', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, token, errors } = await phonePage(browser, 'en', flow.member.username);
  // The reward went to the member's cash, once.
  expect((await ledger(server.current.url, token)).cash).toBe(5000n);
  const card = await activityCard(page);
  await expect(card).toHaveAttribute('data-status', 'issued');
  await expect(card.locator('[data-promo-badge]')).toHaveText('Received');
  await expect(card.locator('[data-promo-state]')).toHaveText('Issued');
  const mine = card.locator('[data-application-status="issued"]');
  await expect(mine).toContainText('Issued');
  await expect(mine).toContainText('Received ৳50.00');
  await expect(card.locator('[data-action="apply-activity"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the issued card');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, 'promotions-activity-issued-en');
  expect(errors).toEqual([]);
  await page.close();

  const bengali = await phonePage(browser, 'bn', flow.member.username);
  const bnCard = await activityCard(bengali.page);
  await expect(bnCard.locator('[data-promo-state]')).toHaveText('পুরস্কার দেওয়া হয়েছে');
  await expect(bnCard.locator('[data-application-status="issued"]')).toContainText('পেয়েছেন');
  expect(BENGALI_SCRIPT.test(await bnCard.innerText())).toBe(true);
  await bengali.page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(bengali.page, 'promotions-activity-issued-bn');
  expect(bengali.errors).toEqual([]);
  await bengali.page.close();

  // The form in Bengali: another member opens it (nothing is sent).
  const other = { ...flow.member, username: uniqueUsername('acb') };
  await registerMember(server.current, other);
  const fresh = await phonePage(browser, 'bn', other.username);
  const freshCard = await activityCard(fresh.page);
  await freshCard.locator('[data-action="apply-activity"]').click();
  const form = fresh.page.locator('[data-form="activity-apply"]');
  await expect(form.locator('[data-remark-counter]')).toHaveText('০/১৪০');
  await form.locator('[data-field="images"]').setInputFiles({
    name: 'x.webp',
    mimeType: 'image/webp',
    buffer: Buffer.from('RIFF'),
  });
  await expect(form.getByRole('alert')).toHaveText('শুধুমাত্র png বা jpg ছবি গ্রহণযোগ্য');
  await screenshotAtWidths(fresh.page, 'promotions-activity-form-bn', { fullPage: false });
  expect(fresh.errors).toEqual([]);
  await fresh.page.close();
});
