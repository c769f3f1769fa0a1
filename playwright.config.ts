import { defineConfig } from '@playwright/test';

/**
 * Browser tests on Debian's Chromium (never a downloaded browser). Each spec file starts the
 * real built server itself (e2e/support/server.ts), so run `npm run build` first, or use
 * scripts/e2e.sh which does both.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * E2E_HEADLESS_SHELL=1: Debian's headless shell of the same Chromium instead (package
 * chromium-headless-shell, /usr/bin/chromium-headless-shell), the old headless mode Playwright
 * itself runs headless. The full browser in new headless mode starts a window for every test's
 * context (its omnibox WebUI renderers are switched off below, DISABLED_FEATURES). The whole
 * suite ran about a quarter faster on it once (docs/testing.md); not the default, because the
 * browser tests are specified on Debian's `chromium` package.
 */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const EXECUTABLE_PATH = process.env.E2E_HEADLESS_SHELL === '1' ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
/**
 * Chromium features switched off. A second `--disable-features` replaces Playwright's own list
 * (the last switch wins), so that list (playwright-core's chromiumSwitches, 1.65) comes first.
 * Then the omnibox's WebUI popups: the full browser in new headless mode opened a window with
 * two WebUI pages (chrome://omnibox-popup.top-chrome/) and a renderer for them in every test's
 * browser context, a page nobody sees.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // A seeded PGlite directory each spec file's server copies (e2e/support/global-setup.ts).
  globalSetup: './e2e/support/global-setup.ts',
  // Two spec files at a time, each with its own server: most of a browser test is waiting.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'artifacts/results-e2e.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    // The site honours reduced motion (no banner rotation, no scrolling ticker): a page that stands
    // still costs Chromium almost nothing while a test waits, where the moving home page kept a
    // core about a third busy. The files about motion itself opt back in.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, network, console, sources) without the screencast
    // and without DOM snapshots: the trace records every test, kept or not, and the snapshots of
    // the page before and after each action cost the browser and the runner about a seventh of
    // the CPU of games-lobby.spec.ts (2026-11-26). The failure screenshot above and the error
    // context's page snapshot still show the page as it failed; E2E_TRACE_SNAPSHOTS=1 records the
    // DOM snapshots again for a run that needs them.
    trace: {
      mode: 'retain-on-failure',
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1',
    },
    launchOptions: {
      executablePath: EXECUTABLE_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A loaded machine can make Chromium treat the page as backgrounded and hold its timers.
        '--disable-background-timer-throttling',
        '--disable-renderer-backgrounding',
        '--disable-backgrounding-occluded-windows',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
});
