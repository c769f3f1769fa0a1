import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VENDOR_CALLS, VENDOR_PROTOCOL_PREFIX } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { toYaml, VENDOR_OPENAPI_PATH, vendorOpenApiDocument } from './vendors.openapi.js';

const t = useTestApp({ seed: false });
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const file = () => readFileSync(path.join(repoRoot, VENDOR_OPENAPI_PATH), 'utf8');

/** The paths the committed document lists (one `"/vendor/v1/<call>":` line each, two spaces in). */
function documentedPaths(yaml: string): string[] {
  return [...yaml.matchAll(/^ {2}"(\/vendor\/v1\/[A-Za-z]+)":$/gm)].map((m) => m[1] ?? '');
}

/**
 * Every routed path from Fastify's printed radix tree: a line's depth is its indentation (four
 * characters a level) and its text the part of the path its node adds (`credit` then `s`).
 */
function routedPaths(tree: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:[├└]── )?(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = Math.floor((match[1] ?? '').length / 4) + (line.includes('── ') ? 1 : 0);
    stack.length = depth;
    stack[depth] = match[2];
    if (match[3]) paths.push(stack.join(''));
  }
  return paths;
}

describe('docs/vendor-protocol.openapi.yaml', () => {
  it('is what the contract schemas generate (regenerate it when they change)', () => {
    expect(file()).toBe(toYaml(vendorOpenApiDocument()));
  });

  it('lists exactly the calls the server routes, and the server routes exactly those', () => {
    const documented = documentedPaths(file());
    expect(documented).toEqual(VENDOR_CALLS.map((call) => `${VENDOR_PROTOCOL_PREFIX}/${call}`));
    for (const url of documented) {
      expect(t.app.hasRoute({ method: 'POST', url }), url).toBe(true);
    }
    // No vendor route the document does not know.
    const names = routedPaths(t.app.printRoutes({ commonPrefix: false }))
      .filter((url) => url.startsWith(`${VENDOR_PROTOCOL_PREFIX}/`))
      .map((url) => url.slice(VENDOR_PROTOCOL_PREFIX.length + 1));
    expect(new Set(names)).toEqual(new Set(VENDOR_CALLS));
  });
});
