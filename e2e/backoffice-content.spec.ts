import { pngBytes } from '../apps/server/src/test/withdrawals-client';
import { checkPhoneLayoutAndScreenshot, errorBeside, OPERATORS, sharedConsole } from './support/backoffice';
import { expect, serverPerFile, test } from './support/fixtures';

// PostgreSQL: the server starts faster than on PGlite on a busy machine, and nothing here needs PGlite.
const server = serverPerFile({ database: 'postgres' });

test.describe.configure({ mode: 'serial' });

test.describe('back office: content pages', () => {
  const consolePage = sharedConsole(server, OPERATORS.content, async (page) => {
    await page.getByRole('navigation').getByRole('link', { name: 'Content' }).click();
  });

  test('uploads a banner image to a w_home banner and the player home shows it', async ({ page }) => {
    const console = consolePage();
    await expect(console.getByRole('tab', { name: 'Banners' })).toHaveAttribute('aria-selected', 'true');
    await expect(console.getByTestId('announcements-table').locator('img.image-thumb').first()).toBeVisible();
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-content-banners');

    await console.getByRole('button', { name: 'New announcement' }).click();
    await console.getByLabel('Banner group').selectOption('w_home');
    await console.getByLabel('Sort order').fill('0');
    await console.getByLabel('Title (Bengali)').fill('নতুন ব্যানার');
    await console.getByLabel('Title (English)').fill('New banner');
    const upload = console.getByTestId('image-upload');
    // A wrong type is refused before sending; a fake png by the server, which reads the content.
    await upload.setInputFiles({ name: 'banner.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(await errorBeside(console, 'Image URL')).toHaveText('Only png, jpg or webp images');
    await upload.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('MZ not a png'),
    });
    await expect(await errorBeside(console, 'Image URL')).toHaveText(
      'Only png, jpg or webp images are accepted',
    );

    await upload.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: pngBytes(1200, 400) });
    await expect(console.getByLabel('Image URL')).toHaveValue(/^\/media\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    await expect(console.getByLabel('Image URL')).not.toHaveAttribute('aria-invalid', 'true');
    const url = await console.getByLabel('Image URL').inputValue();
    await expect(console.getByTestId('image-preview')).toHaveAttribute('src', url);
    await expect(console.getByTestId('image-preview')).toHaveJSProperty('naturalWidth', 1200);
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(console.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(console.getByTestId('announcements-table').locator(`img[src="${url}"]`)).toBeVisible();

    await page.goto(`${server.current.url}/`);
    const slide = page.locator(`.carousel img[src="${url}"]`);
    await expect(slide).toHaveCount(1);
    await expect(slide).toHaveJSProperty('naturalWidth', 1200);
    const served = await page.request.get(`${server.current.url}${url}`);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('edits a help page and /help shows it', async ({ page }) => {
    const console = consolePage();
    await console.getByRole('tab', { name: 'Help centre' }).click();
    const table = console.getByTestId('help-sections-table');
    await expect(table).toBeVisible();
    await console.getByLabel('Show language').selectOption('bn');
    const termRow = table
      .getByRole('row')
      .filter({ has: console.getByRole('cell', { name: 'term', exact: true }) });
    await expect(termRow).toHaveCount(1);
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-content-help');
    await termRow.getByRole('button', { name: 'Edit' }).click();
    await console.getByLabel('Title', { exact: true }).fill('');
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(await errorBeside(console, 'Title')).toHaveText('This field is required');
    await console.getByLabel('Title', { exact: true }).fill('শর্তাবলী (হালনাগাদ)');
    await console.getByLabel('Content', { exact: true }).fill('<p>নতুন শর্ত: খেলুন দায়িত্বের সাথে।</p>');
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(console.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(termRow).toContainText('শর্তাবলী (হালনাগাদ)');

    await page.goto(`${server.current.url}/help#term`);
    const term = page.locator('section#term');
    await expect(term).toContainText('শর্তাবলী (হালনাগাদ)');
    await expect(term).toContainText('নতুন শর্ত: খেলুন দায়িত্বের সাথে।');
  });

  test('every content tab lists its rows at phone and desktop widths', async () => {
    const console = consolePage();
    const tabs: [string, string][] = [
      ['Popups', 'announcements-table'],
      ['Notices', 'announcements-table'],
      ['Promotions', 'announcements-table'],
      ['Headlines', 'announcements-table'],
      ['Resources', 'resources-table'],
      ['Customer service', 'customer-service-table'],
    ];
    for (const [name, testId] of tabs) {
      await console.getByRole('tab', { name }).click();
      await expect(console.getByTestId(testId).locator('tbody tr').first()).toBeVisible();
      await checkPhoneLayoutAndScreenshot(
        console,
        `backoffice-content-${name.toLowerCase().replace(/ /g, '-')}`,
      );
    }
  });
});
