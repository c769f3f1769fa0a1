import { rmSync } from 'node:fs';
import { KhelaServer, PGLITE_TEMPLATE_ENV } from './server';

/**
 * Once per Playwright run: a migrated and seeded PGlite data directory that every spec file's
 * server copies (workers inherit this process's environment). Removed when the run ends.
 */
export default async function globalSetup(): Promise<() => void> {
  const template = await KhelaServer.prepareTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
