import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The JavaScript the browser fetches to show the home route stays within
 * 150 KB gzip, and routes are code-split. Measured on the built app (apps/web/dist), so it runs
 * after `npm run build -w apps/web` (scripts/e2e.sh runs it right after the build).
 */
export const BUDGET_BYTES = 150 * 1024;
const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const INDEX = path.join(DIST, 'index.html');

/**
 * Modules the home view imports lazily but at once, on its first render (not on a click or a
 * later visit): their chunks are part of what `/` costs. A module listed here that the build no
 * longer has fails the test, so the list cannot silently go stale.
 */
export const HOME_FIRST_RENDER_IMPORTS = ['src/pages/games/home-sections.tsx'];

/**
 * Every language loads its main messages before the first render, each its own chunk (decision
 * 0082): the first view carries only its own language's. Bengali and English are the typed
 * sources; the others are JSON files.
 */
export const ENGLISH_MESSAGES = 'src/i18n/en.ts';
export const BENGALI_MESSAGES = 'src/i18n/bn.ts';
const LOCALES_DIR = path.join(WEB, 'src', 'i18n', 'locales');
/** The main-messages source of each language: [language, source]. */
export function mainMessageSources(): [string, string][] {
  const others = existsSync(LOCALES_DIR)
    ? readdirSync(LOCALES_DIR)
        .filter((language) => existsSync(path.join(LOCALES_DIR, language, 'translation.json')))
        .map((language): [string, string] => [language, `src/i18n/locales/${language}/translation.json`])
    : [];
  return [['bn', BENGALI_MESSAGES], ['en', ENGLISH_MESSAGES], ...others];
}

/**
 * What must never be in the first view: other routes' pages, the account modals with their forms,
 * the schema library, the English messages. Each is a source path or a node_modules package.
 */
export const MUST_BE_LAZY = [
  'src/pages/accounts/auth-modals.tsx',
  'src/pages/accounts/register-form.tsx',
  'src/pages/misc/help-page.tsx',
  'src/pages/notice/notice-list-page.tsx',
  'src/pages/notice/notice-content-page.tsx',
  'src/pages/download/download-page.tsx',
  // The chat-room modal loads on the customer-service click (decision 0065).
  'src/pages/chat/chat-room.tsx',
  'src/api/realtime.ts',
  'src/pages/games/lobby-page.tsx',
  // The right bar's app QR codes draw on first opening (decision 0024).
  'src/pages/accounts/qr-image.ts',
  'node_modules/qrcode-generator/',
  BENGALI_MESSAGES,
  ENGLISH_MESSAGES,
  // The account forms' texts come right after the first view (decision 0082).
  'src/i18n/bn-account-forms.ts',
  'src/i18n/en-account-forms.ts',
  'src/i18n/locales/',
  // The loaders of every language's page namespaces.
  'src/i18n/locale-files.ts',
  'node_modules/zod/',
];

/** The scripts index.html loads before the first render: the module entries and their preloads. */
export function entryScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...new Set([...sources, ...preloads])].filter((file) => file.endsWith('.js')).map(toDistPath);
}

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  const found = code.matchAll(
    /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  );
  return [...found].map((m) => m[1] ?? '');
}

function toDistPath(url: string): string {
  return url.replace(/^\//, '');
}

function read(file: string): string {
  return readFileSync(path.join(DIST, file), 'utf8');
}

/** Every chunk the given chunks load before they run: their static imports, recursively. */
export function staticClosure(start: string[], readChunk: (file: string) => string = read): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readChunk(file))) {
      queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
    }
  }
  return [...seen];
}

/** The source modules of a chunk (from its source map), relative to apps/web or as node_modules/…. */
function sourcesOf(file: string): string[] {
  const mapFile = path.join(DIST, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => {
    const absolute = path.resolve(path.dirname(mapFile), source);
    const inModules = absolute.lastIndexOf(`${path.sep}node_modules${path.sep}`);
    return inModules >= 0
      ? absolute
          .slice(inModules + 1)
          .split(path.sep)
          .join('/')
      : path.relative(WEB, absolute).split(path.sep).join('/');
  });
}

/** Every JavaScript chunk of the build. */
function chunks(): string[] {
  return readdirSync(path.join(DIST, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
}

/**
 * The chunk that holds a source module. A language's JSON texts have no source map sources: their
 * chunk is named for them (assets/locale-<language>-<namespace>-<hash>.js, vite.config.ts).
 */
function chunkOf(source: string): string | undefined {
  const locale = /^src\/i18n\/locales\/([a-z-]+)\/([A-Za-z]+)\.json$/.exec(source);
  if (locale) {
    const prefix = `assets/locale-${locale[1]}-${locale[2]}-`;
    return chunks().find(
      (file) => file.startsWith(prefix) && /^[\w-]{8}\.js$/.test(file.slice(prefix.length)),
    );
  }
  return chunks().find((file) => sourcesOf(file).includes(source));
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join(DIST, file))).length;
}

function measure(files: string[]): { total: number; report: string } {
  const sizes = files.map((file) => ({ file, bytes: gzipBytes(file) }));
  const total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
  const report = sizes
    .sort((a, b) => b.bytes - a.bytes)
    .map((entry) => `${path.posix.basename(entry.file)} ${(entry.bytes / 1024).toFixed(1)}`)
    .join(', ');
  return { total, report };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('staticImports', () => {
  it('finds static imports and re-exports, not dynamic imports', () => {
    const code =
      'import{a as b}from"./react-1.js";import"./side.js";export{c}from"../x/y.js";' +
      'const l=()=>import("./lazy.js");import {d} from "./spaced.js"';
    expect(staticImports(code)).toEqual(['./react-1.js', './side.js', '../x/y.js', './spaced.js']);
  });

  it('follows imports recursively, once each', () => {
    const files: Record<string, string> = {
      'assets/a.js': 'import{x}from"./b.js";const l=()=>import("./lazy.js")',
      'assets/b.js': 'import"./c.js";import"./a.js"',
      'assets/c.js': '',
    };
    expect(staticClosure(['assets/a.js'], (file) => files[file] ?? '').sort()).toEqual([
      'assets/a.js',
      'assets/b.js',
      'assets/c.js',
    ]);
  });
});

describe.skipIf(!existsSync(INDEX))(
  'initial JavaScript of the home route (needs `npm run build -w apps/web` first)',
  () => {
    const entry = () => staticClosure(entryScripts(readFileSync(INDEX, 'utf8')));
    const firstRender = () =>
      HOME_FIRST_RENDER_IMPORTS.map((source) => {
        const chunk = chunkOf(source);
        expect(
          chunk,
          `${source} is in no chunk of the build: update HOME_FIRST_RENDER_IMPORTS`,
        ).toBeDefined();
        return chunk as string;
      });
    const homeView = () => staticClosure([...entry(), ...firstRender()]);

    it('loads each module the entry needs through a modulepreload or the entry itself', () => {
      const html = readFileSync(INDEX, 'utf8');
      expect(new Set(entryScripts(html))).toEqual(new Set(entry()));
    });

    it('keeps the home route within 150 KB gzip in every language (its messages loaded first)', () => {
      const languages = mainMessageSources();
      expect(languages.length, 'the 35 languages').toBeGreaterThanOrEqual(2);
      const common = measure(homeView());
      console.info(`budget: home route without messages ${kb(common.total)} gzip: ${common.report}`);
      const totals = languages.map(([language, source]) => {
        const chunk = chunkOf(source);
        expect(chunk, `the ${language} messages are not a chunk of their own`).toBeDefined();
        const { total } = measure(staticClosure([...homeView(), chunk as string]));
        return { language, total };
      });
      totals.sort((a, b) => b.total - a.total);
      const largest = totals[0] as { language: string; total: number };
      const bengali = totals.find((entry) => entry.language === 'bn');
      const english = totals.find((entry) => entry.language === 'en');
      console.info(
        `budget: home route, largest in ${largest.language}: ${kb(largest.total)} gzip of ${kb(BUDGET_BYTES)} ` +
          `(BN ${kb(bengali?.total ?? 0)}, EN ${kb(english?.total ?? 0)}, ${totals.length} languages)`,
      );
      for (const { language, total } of totals) {
        expect(total, `home route in ${language}: ${kb(total)} gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
      }
    });

    it('splits routes, the account modals, the schemas and every language out of the first view', () => {
      const initialSources = homeView().flatMap(sourcesOf);
      expect(initialSources.length).toBeGreaterThan(50);
      for (const lazy of MUST_BE_LAZY) {
        const inside = initialSources.filter((source) => source === lazy || source.startsWith(lazy));
        expect(inside, `${lazy} is in the first view's JavaScript`).toEqual([]);
      }
    });
  },
);

/** npm test sets this: there the build must exist, and a missing one fails instead of skipping. */
const BUILD_REQUIRED = process.env.BUDGET_REQUIRE_BUILD === '1';

describe.runIf(BUILD_REQUIRED)('the built web app', () => {
  it('exists (npm run build -w apps/web)', () => {
    expect(existsSync(INDEX), `${INDEX} is missing`).toBe(true);
  });
});

if (!existsSync(INDEX) && !BUILD_REQUIRED)
  console.warn(`budget: ${INDEX} is missing — run \`npm run build -w apps/web\` first; skipped.`);
