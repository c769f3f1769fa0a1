import type { Page, WebSocket } from '@playwright/test';
import { modal } from './support/accounts';
import { OPERATORS, signIn } from './support/backoffice';
import { expect, serverPerFile, test } from './support/fixtures';
import { startInLanguage, startLoggedIn } from './support/session';

/*
 * The realtime socket in a real browser (decision 0059): the site opens /wps/ws only once a
 * member is logged in (its code is not in the first view), authenticates by its first frame (the
 * token never in the URL), and closes it on logout; the console opens /bo/api/ws once signed in.
 */
const server = serverPerFile();
test.describe.configure({ timeout: 120_000 });

type Frame = { type: string; as?: string; token?: string };
type Recorded = { socket: WebSocket; sent: Frame[]; received: Frame[] };

/** Every socket the page opens, with the frames it sent and received from its very first. */
function recordSockets(page: Page): Recorded[] {
  const sockets: Recorded[] = [];
  page.on('websocket', (socket) => {
    const recorded: Recorded = { socket, sent: [], received: [] };
    socket.on('framesent', (frame) => recorded.sent.push(JSON.parse(String(frame.payload)) as Frame));
    socket.on('framereceived', (frame) => recorded.received.push(JSON.parse(String(frame.payload)) as Frame));
    sockets.push(recorded);
  });
  return sockets;
}

/** The page's one socket once it has sent its first frame and received its first answer. */
async function authenticatedSocket(sockets: Recorded[]): Promise<Recorded> {
  await expect
    .poll(() => (sockets[0]?.sent.length ?? 0) > 0 && (sockets[0]?.received.length ?? 0) > 0, {
      timeout: 30_000,
    })
    .toBe(true);
  expect(sockets).toHaveLength(1);
  return sockets[0] as Recorded;
}

test('a guest opens no socket; a logged-in member’s page authenticates one by its first frame and closes it on logout', async ({
  page,
}) => {
  await startInLanguage(page, 'en');
  const sockets = recordSockets(page);
  await page.goto(`${server.current.url}/`);
  await expect(page.locator('[data-region="main"] [data-game]').first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(sockets, 'no socket for a guest').toEqual([]);

  const token = await startLoggedIn(page, server.current.url, 'demo', 'demo1234');
  await page.goto(`${server.current.url}/`);
  const { socket, sent, received } = await authenticatedSocket(sockets);
  expect(new URL(socket.url()).pathname).toBe('/wps/ws');
  expect(socket.url()).not.toContain(token);
  expect(sent[0]).toEqual({ type: 'auth', as: 'member', token });
  expect(received[0]).toEqual({ type: 'ready' });

  // Logout closes it.
  const closed = socket.waitForEvent('close', { timeout: 20_000 });
  await page.locator('[data-region="header"] [data-action="logout"]').click();
  await modal(page, 'logout-confirm').locator('[data-action="confirm"]').click();
  await closed;
  expect(socket.isClosed()).toBe(true);
});

test('the console opens its socket as the signed-in operator', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const sockets = recordSockets(page);
  await signIn(page, server.current.url, OPERATORS.support);
  const { socket, sent, received } = await authenticatedSocket(sockets);
  expect(new URL(socket.url()).pathname).toBe('/bo/api/ws');
  const token = await page.evaluate(() => sessionStorage.getItem('backofficeToken'));
  expect(token).toBeTruthy();
  expect(sent[0]).toEqual({ type: 'auth', as: 'operator', token });
  expect(socket.url()).not.toContain(token ?? '');
  expect(received[0]).toEqual({ type: 'ready' });
});
