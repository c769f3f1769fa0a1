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
 * Playwright's test with one addition: unless a file opts in with
 * `test.use({ announcementPopups: true })`, the announcement list answers without popups, so
 * a popup never covers the page a test is about.
 */
export const test = base.extend<Options>({
  announcementPopups: [false, { option: true }],
  hidePopups: [
    async ({ page, announcementPopups }, use) => {
      if (!announcementPopups) {
        await page.route('**/wps/relay/MCSFE_getListAnnouncements*', async (route) => {
          let response: Awaited<ReturnType<typeof route.fetch>>;
          let body: unknown;
          try {
            response = await route.fetch();
            body = await response.json();
          } catch {
            // The page closed (the test ended) while the call was on its way.
            await route.abort().catch(() => undefined);
            return;
          }
          if (typeof body === 'object' && body !== null && 'value' in body) {
            const value = body.value;
            if (typeof value === 'object' && value !== null && 'popups' in value) value.popups = [];
          }
          await route.fulfill({ response, json: body }).catch(() => undefined);
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
});

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
 */
export function serverPerFile(options: ServerOptions = {}): { readonly current: KhelaServer } {
  let server: KhelaServer | undefined;
  test.beforeAll(async () => {
    // A server seeds nothing (it copies the run's template) but may wait for a busy machine.
    test.setTimeout(120_000);
    server = await KhelaServer.start(options);
  });
  test.afterAll(async () => {
    await server?.dispose();
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
