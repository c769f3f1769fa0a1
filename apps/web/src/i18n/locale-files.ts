import type { Texts } from './resources';

/** Every language's page namespaces (locales/<language>/<namespace>.json but the main one), each its own chunk. */
export const PAGE_FILES: Record<string, () => Promise<Texts>> = import.meta.glob<Texts>(
  ['./locales/*/*.json', '!./locales/*/translation.json'],
  { import: 'default' },
);
