import { defineConfig } from 'vitest/config';

// Unit tests of the player site: pure functions (i18n parity, Intl formatting, language and route rules).
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker instead of one per file (about 10× faster); the files pass in
    // shuffled order (`--sequence.shuffle.files`).
    isolate: false,
  },
});
