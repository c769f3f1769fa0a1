import { defineConfig } from 'vitest/config';

// Unit tests of the player site: pure functions (i18n parity, Intl formatting, language and route rules).
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
