/**
 * What test/global-setup.ts hands every test file through Vitest's `provide`/`inject`: the
 * databases each file's database starts from — a PGlite data-directory dump (file path) or a
 * PostgreSQL template database (name). `testDatabaseTemplate` is migrated and empty;
 * `testSeededTemplate` also holds the demo data with the small game catalogue, what most route
 * tests start from. Empty string: none (each file migrates and seeds its own).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: string;
    testSeededTemplate: string;
    /** A bare PGlite data directory (initdb only) for the studio's engine tests; '' on PostgreSQL. */
    testBareTemplate: string;
  }
}

export {};
