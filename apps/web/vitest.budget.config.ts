import { defineConfig } from 'vitest/config';

// The bundle budget reads apps/web/dist, so it runs after the build:
// `npm run build -w apps/web && npx vitest run --config apps/web/vitest.budget.config.ts`.
export default defineConfig({
  root: import.meta.dirname,
  test: { include: ['budget/**/*.budget.test.ts'], environment: 'node' },
});
