import { defineConfig } from 'vitest/config';

// Node-side tests: packages, server, studio. Workspace packages resolve to their TypeScript source.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/studio/src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Files share a worker process instead of each starting its own: the server's module graph and
    // PGlite's WebAssembly are loaded once per worker, not once per file (on 2 cores the PGlite run
    // went from 235 s to 129 s, PostgreSQL from 166 s to 85 s). Every file still builds its own app
    // on its own database copy, and the suite passes with files in shuffled order
    // (`--sequence.shuffle.files`), so no file leans on another's leftovers.
    isolate: false,
    // One migrated database per run that every file copies (apps/server/src/test/global-setup.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Vitest's default is one file at a time on a 2-core machine; files mostly wait on the database.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
