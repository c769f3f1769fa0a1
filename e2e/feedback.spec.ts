import { crc32, deflateSync } from 'node:zlib';
import { uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { checkPhoneLayoutAndScreenshot, OPERATORS, openConsole } from './support/backoffice';
import { BENGALI_SCRIPT, expect, serverPerFile, test } from './support/fixtures';
import { expectNoSidewaysScroll, memberPhonePage, shootFromTop } from './support/promotions';

/*
 * Feedback and complaints (issue 18, decision 0061). A member at 375 px opens Feedback in the
 * member centre: the word counter shows the site's bounds (5–500) as the text is typed, too few
 * words and a gif are refused in the person's words before anything is sent, a png shows its
 * preview; the complaint is sent with it and the list says "Waiting for a reply". In the back
 * office the support operator opens Feedback, reads the text, sees the image and replies. The
 * member's menu entry then carries a badge; opening the thread shows the reply and clears it.
 * Screenshots of the page, the thread and the inbox, in English and Bengali.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const flow = {
  member: { username: '', password: 'Fresh#2024' },
  text: 'The deposit I made this morning has not reached my wallet yet, please check it.',
  reply: 'We found your deposit and credited it just now. Sorry for the wait!',
};

/** A real 96×64 PNG (a green field with a dark band), so the previews show a picture. */
function realPng(): Buffer {
  const width = 96;
  const height = 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(y > 24 && y < 40 ? [30, 40, 80] : [40, 180, 110], 1 + x * 3);
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

test('a member sends a complaint with one image at 375 px', async ({ browser }) => {
  test.setTimeout(180_000);
  flow.member.username = uniqueUsername('fbk');
  await registerMember(server.current, flow.member);
  const { page, errors } = await memberPhonePage(browser, server.current.url, 'en', flow.member);
  await page.goto(`${server.current.url}/member/feedback`);
  const entry = page.locator('a.member__link[href="/member/feedback"]');
  await expect(entry).toContainText('Feedback');
  await expect(entry.locator('[data-feedback-badge]')).toHaveCount(0);

  const form = page.locator('[data-form="feedback"]');
  await expect(form).toBeVisible({ timeout: 30_000 });
  const counter = form.locator('[data-word-counter]');
  await expect(counter).toHaveText('0 words (5–500)');
  await form.locator('[data-field="type"]').selectOption('complaint');
  await form.locator('[data-field="content"]').fill('Deposit not arrived');
  await expect(counter).toHaveText('3 words (5–500)');
  await form.locator('[data-action="send-feedback"]').click();
  await expect(form.getByRole('alert')).toHaveText('Feedback content must be between 5 and 500 words');
  await form.locator('[data-field="content"]').fill(flow.text);
  await expect(counter).toHaveText('15 words (5–500)');

  const images = form.locator('[data-field="images"]');
  await images.setInputFiles({ name: 'slip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(form.getByRole('alert')).toHaveText('Only png or jpg images are accepted');
  await images.setInputFiles({ name: 'deposit-slip.png', mimeType: 'image/png', buffer: realPng() });
  await expect(form.locator('[data-preview="1"] img')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the feedback form');
  await shootFromTop(page, 'feedback-form-en', { fullPage: false });

  await form.locator('[data-action="send-feedback"]').click();
  await expect(page.locator('[data-feedback-sent]')).toHaveText(
    'Your feedback was sent. You will see the reply here.',
  );
  const item = page.locator('[data-feedback]').first();
  await expect(item).toHaveAttribute('data-status', 'open');
  await expect(item).toContainText('Complaint');
  await expect(item).toContainText('Waiting for a reply');
  await expect(form.locator('[data-preview]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the feedback list');
  await shootFromTop(page, 'feedback-page-en');
  expect(errors).toEqual([]);
  await page.close();
});

test('the support operator reads it with its image and replies; the member’s badge follows without a reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The member keeps the feedback page open with its realtime socket ready.
  const member = await memberPhonePage(browser, server.current.url, 'en', flow.member);
  const socketReady = member.page.waitForEvent('websocket', { timeout: 30_000 }).then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).includes('"ready"'),
      timeout: 30_000,
    }),
  );
  await member.page.goto(`${server.current.url}/member/feedback`);
  await expect(member.page.locator('[data-feedback]').first()).toHaveAttribute('data-status', 'open');
  await socketReady;

  const console = await openConsole(browser, server.current.url, OPERATORS.support);
  await console.goto(`${server.current.url}/backoffice/feedback`);
  const item = console.locator('[data-feedback]').filter({ hasText: flow.member.username });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText('Complaint');
  await item.click();
  const thread = console.locator('[data-thread]');
  await expect(thread).toContainText(flow.text);
  const thumb = thread.locator('[data-thumb="1"] img');
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await checkPhoneLayoutAndScreenshot(console, 'feedback-inbox-en');

  await thread.getByLabel('Reply to the player').fill(flow.reply);
  await thread.locator('[data-action="send-feedback-reply"]').click();
  await expect(console.locator('.form-saved')).toHaveText(`Reply sent to ${flow.member.username}.`);
  await expect(thread).toHaveAttribute('data-thread-status', 'replied');
  await expect(thread.locator('[data-post-from="operator"]')).toContainText(flow.reply);

  // feedback.reply through the hub: the menu badge and the list change on the open page.
  const badge = member.page.locator('a.member__link[href="/member/feedback"] [data-feedback-badge]');
  await expect(badge).toHaveText('1', { timeout: 10_000 });
  await expect(member.page.locator('[data-feedback]').first()).toHaveAttribute('data-status', 'replied');
  expect(member.errors).toEqual([]);
  await member.page.close();

  await console.locator('[data-language="bn"]').click();
  await expect(console.locator('h1')).toHaveText('মতামত ও অভিযোগ');
  await checkPhoneLayoutAndScreenshot(console, 'feedback-inbox-bn');
  await console.close();
});

test('the member sees the badge and the reply, in English and in Bengali', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, errors } = await memberPhonePage(browser, server.current.url, 'en', flow.member);
  await page.goto(`${server.current.url}/member/feedback`);
  const badge = page.locator('a.member__link[href="/member/feedback"] [data-feedback-badge]');
  await expect(badge).toHaveText('1', { timeout: 30_000 });
  const item = page.locator('[data-feedback]').first();
  await expect(item).toHaveAttribute('data-status', 'replied');
  await expect(item.locator('[data-unread]')).toHaveText('New replies: 1');
  await item.click();
  const thread = page.locator('[data-feedback-thread]');
  await expect(thread.locator('[data-post-from="operator"]')).toContainText(flow.reply);
  await expect(thread.locator('[data-post-from="operator"]')).toContainText('Customer service');
  await expect(thread.locator('[data-thumb="1"] img')).toBeVisible();
  await expect(badge, 'reading the thread clears the badge').toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the thread');
  await shootFromTop(page, 'feedback-thread-en');
  expect(errors).toEqual([]);
  await page.close();

  const bengali = await memberPhonePage(browser, server.current.url, 'bn', flow.member);
  await bengali.page.goto(`${server.current.url}/member/feedback`);
  const form = bengali.page.locator('[data-form="feedback"]');
  await expect(form.locator('[data-word-counter]')).toHaveText('০ শব্দ (৫–৫০০)', { timeout: 30_000 });
  await expect(bengali.page.locator('[data-feedback]').first()).toContainText('উত্তর দেওয়া হয়েছে');
  expect(BENGALI_SCRIPT.test(await bengali.page.locator('[data-page="feedback"]').innerText())).toBe(true);
  await expectNoSidewaysScroll(bengali.page, 'the Bengali feedback page');
  await shootFromTop(bengali.page, 'feedback-page-bn');
  await bengali.page.locator('[data-feedback]').first().click();
  await expect(bengali.page.locator('[data-post-from="operator"]')).toContainText('গ্রাহক সেবা');
  await shootFromTop(bengali.page, 'feedback-thread-bn');
  expect(bengali.errors).toEqual([]);
  await bengali.page.close();
});
