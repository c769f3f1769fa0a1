import { field, fromAddress, header, modal } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

/*
 * "Portuguese messages present" (decision 0024). The site's own texts switch to
 * Portuguese; the server is asked in English (its texts have no Portuguese), and it stays so
 * after a reload.
 */
const server = serverPerFile();

test('Portuguese from the language select: site texts in Portuguese, server asked in English', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const languages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/wps/'))
      languages.push(request.headers()['x-lang'] ?? '');
  });
  await fromAddress(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.current.url}/`);
  await expect(header(page).locator('[data-action="login"]')).toHaveText('লগইন');

  await header(page).locator('[data-language="pt"]').click();
  await expect(header(page).locator('[data-action="login"]')).toHaveText('Entrar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page).toHaveTitle('Khela — Jogos e apostas online');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'pt',
    'pt',
  ]);

  // After the switch every call asks the server in English.
  languages.length = 0;
  await page.reload();
  await expect(header(page).locator('[data-action="login"]')).toHaveText('Entrar');
  await expect(header(page).locator('[data-language="pt"] input')).toBeChecked();
  await expect(page.locator('[data-region="main"] [data-game]').first()).toBeVisible();
  expect(languages.length).toBeGreaterThan(0);
  expect(new Set(languages)).toEqual(new Set(['en']));

  // A server message (a refused login) comes in English; the form around it in Portuguese.
  await header(page).locator('[data-action="login"]').click();
  const login = modal(page, 'login');
  await expect(login.locator('button[type="submit"]').first()).toHaveText('Entrar');
  await field(login, 'username').fill('demo');
  await field(login, 'password').fill('not-the-password');
  await login.locator('button[type="submit"]').first().click();
  await expect(login.locator('[data-form-error]')).toHaveText('Account or password is incorrect');
  await page.mouse.move(1, 1);
  await screenshotAtWidths(page, 'language-pt-login', { fullPage: false });
  await page.keyboard.press('Escape');
  await screenshotAtWidths(page, 'language-pt-home', { fullPage: false });
  expect(consoleErrors.filter((text) => text.includes('i18n'))).toEqual([]);
});
