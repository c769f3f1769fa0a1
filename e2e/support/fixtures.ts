import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { KhelaServer, type ServerOptions } from './server';

export { expect };

type Options = {
  /** Announcement popups appear over every page; tests about something else hide them. */
  announcementPopups: boolean;
  hidePopups: undefined;
};

/**
 * The server this worker process holds for a spec file in parallel mode (serverPerFile's
 * `shareAcrossTests`): Playwright runs each test of such a file as its own group, with the file's
 * beforeAll and afterAll around it, so without this every test started (and seeded a copy of) a
 * server of its own: about 10 s of a busy core each, 13 times for routes.spec.ts alone.
 */
let held: { file: string; key: string; server: KhelaServer } | undefined;

async function releaseHeld(): Promise<void> {
  const server = held?.server;
  held = undefined;
  await server?.dispose();
}

type WorkerFixtures = {
  releaseHeldServer: undefined;
  /**
   * The analytics consent banner (decision 0085) asks every new visitor: specs about something
   * else start as a visitor who declined, so it never covers what they click. A spec about the
   * banner asks for it with `test.use({ analyticsConsent: 'ask' })`.
   */
  analyticsConsent: 'declined' | 'ask';
  declineAnalytics: undefined;
};

/**
 * Playwright's test with one addition: unless a file opts in with
 * `test.use({ announcementPopups: true })`, the announcement list answers without popups, so
 * a popup never covers the page a test is about.
 */
export const test = base.extend<Options, WorkerFixtures>({
  // Disposes the server a parallel-mode file left with this worker (serverPerFile) when it ends.
  releaseHeldServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      await use(undefined);
      await releaseHeld();
    },
    { scope: 'worker', auto: true },
  ],
  announcementPopups: [false, { option: true }],
  hidePopups: [
    async ({ page, announcementPopups }, use) => {
      if (!announcementPopups) await hideAnnouncementPopups(page);
      await use(undefined);
    },
    { auto: true },
  ],
  analyticsConsent: ['declined', { option: true, scope: 'worker' }],
  declineAnalytics: [
    async ({ browser, analyticsConsent }, use) => {
      if (analyticsConsent === 'declined') {
        // Every context of the worker (the page fixture's and those a spec opens itself).
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          // Only where the visitor has not answered yet: a test that answers keeps its answer.
          await context.addInitScript(() => {
            if (localStorage.getItem('analyticsConsent') === null) {
              localStorage.setItem('analyticsConsent', 'declined');
            }
          });
          return context;
        };
      }
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});

/**
 * The announcement list reaches the site without popups: the page's own `fetch` is wrapped before
 * any page script runs. Not `page.route`: any route makes Playwright intercept every request of
 * the page (a round trip to the test process each, images and scripts included) and turn the
 * browser's cache off, so every navigation fetched and compiled the whole app again.
 */
export async function hideAnnouncementPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const response = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/wps/relay/MCSFE_getListAnnouncements')) return response;
      try {
        const body: unknown = await response.clone().json();
        if (typeof body === 'object' && body !== null && 'value' in body) {
          const value = body.value;
          if (typeof value === 'object' && value !== null && 'popups' in value) {
            value.popups = [];
            return new Response(JSON.stringify(body), {
              status: response.status,
              statusText: response.statusText,
              headers: response.headers,
            });
          }
        }
      } catch {
        // Not JSON: the site sees the answer as it came.
      }
      return response;
    };
  });
}

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
export const WIDTHS = [375, 1280];
const HEIGHT_BY_WIDTH: Record<number, number> = { 375: 812, 1280: 800 };

/**
 * Characters of the Bengali script: none may remain once the page is in English. The taka sign
 * (U+09F3, in the same block) is a currency symbol English uses too, so it is allowed.
 */
export const BENGALI_SCRIPT = /[\u0980-\u09F2\u09F4-\u09FF]/;
export const REGIONS = ['header', 'side-menu', 'main', 'footer'];

/**
 * One real server per spec file (a file may change its settings), started before the file's
 * first test and disposed after its last. Call at the top of a spec file.
 *
 * `shareAcrossTests`, for files in parallel mode whose tests need nothing fresh from one another:
 * the tests of the file a worker runs share one server (each worker still has its own), where
 * otherwise each test would start its own. It is disposed when the worker moves on to another
 * file, or ends (a failed test ends its worker, so the next test starts on a fresh server).
 */
export function serverPerFile(options: ServerOptions & { shareAcrossTests?: boolean } = {}): {
  readonly current: KhelaServer;
} {
  const { shareAcrossTests = false, ...serverOptions } = options;
  const key = JSON.stringify(serverOptions);
  let server: KhelaServer | undefined;
  test.beforeAll(async () => {
    const { file } = test.info();
    // A server seeds nothing (it copies the run's template) but may wait for a busy machine.
    test.setTimeout(120_000);
    if (shareAcrossTests && held?.file === file && held.key === key && held.server.running) {
      server = held.server;
      return;
    }
    // A server held for another file (or a file's earlier group) is done with.
    await releaseHeld();
    server = await KhelaServer.start(serverOptions);
    if (shareAcrossTests) held = { file, key, server };
  });
  test.afterAll(async () => {
    if (!shareAcrossTests) await server?.dispose();
    server = undefined;
  });
  return {
    get current() {
      if (!server) throw new Error('the server starts in beforeAll; use it inside a test');
      return server;
    },
  };
}

/**
 * Screenshots at 375 px and 1280 px into artifacts/screenshots/<name>-<width>.png: the full page,
 * or with `{ fullPage: false }` the viewport (a modal is drawn over the viewport, not the page).
 */
export async function screenshotAtWidths(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT_BY_WIDTH[width] ?? 800 });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`),
      fullPage,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}
