import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Issue 5 acceptance: the home route's initial JavaScript stays within 150 KB gzip. */
const BUDGET_BYTES = 150 * 1024;
const DIST = path.resolve(import.meta.dirname, '../dist');
const INDEX = path.join(DIST, 'index.html');

/** The scripts index.html loads before the first render: the entry and its module preloads. */
export function initialScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...new Set([...sources, ...preloads])].filter((file) => file.endsWith('.js'));
}

describe.skipIf(!existsSync(INDEX))(
  'initial JavaScript budget (needs `npm run build -w apps/web` first)',
  () => {
    it('keeps the home route within 150 KB gzip', () => {
      const files = initialScripts(readFileSync(INDEX, 'utf8'));
      expect(files.length).toBeGreaterThan(0);
      const sizes = files.map((file) => ({
        file,
        gzipBytes: gzipSync(readFileSync(path.join(DIST, file.replace(/^\//, '')))).length,
      }));
      const total = sizes.reduce((sum, entry) => sum + entry.gzipBytes, 0);
      const report = sizes
        .map((entry) => `${entry.file} ${(entry.gzipBytes / 1024).toFixed(1)} KB`)
        .join(', ');
      expect(total, `initial JS ${(total / 1024).toFixed(1)} KB gzip: ${report}`).toBeLessThanOrEqual(
        BUDGET_BYTES,
      );
    });
  },
);

if (!existsSync(INDEX))
  console.warn(`budget: ${INDEX} is missing — run \`npm run build -w apps/web\` first; skipped.`);
