/**
 * What test/global-setup.ts hands every test file through Vitest's `provide`/`inject`: a migrated,
 * empty database each file's database starts from — a PGlite data-directory dump (file path) or a
 * PostgreSQL template database (name). Empty string: none (each file migrates its own).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: string;
  }
}

export {};
