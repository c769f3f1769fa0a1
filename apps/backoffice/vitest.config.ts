import { defineConfig } from 'vitest/config';

// Unit tests of the back office: pure functions (percent ↔ basis points, tier checks, menu gating).
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker instead of one per file, as the player site's unit tests.
    isolate: false,
  },
});
