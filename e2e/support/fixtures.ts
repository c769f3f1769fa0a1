import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { KhelaServer, type ServerOptions } from './server';

export { expect, test };

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
export const WIDTHS = [375, 1280];
const HEIGHT_BY_WIDTH: Record<number, number> = { 375: 812, 1280: 800 };

/** Characters of the Bengali script: none may remain once the page is in English. */
export const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
export const REGIONS = ['header', 'side-menu', 'main', 'footer'];

/**
 * One real server per spec file (a file may change its settings), started before the file's
 * first test and disposed after its last. Call at the top of a spec file.
 */
export function serverPerFile(options: ServerOptions = {}): { readonly current: KhelaServer } {
  let server: KhelaServer | undefined;
  test.beforeAll(async () => {
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
