import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@khela/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every module documents the codes it throws in `<module>.errors.ts`. This reads each module's
 * source as text and compares: a code the module throws that its errors file does not list (or
 * a listed code the catalogue does not have) fails here, so the list cannot drift from the code.
 */
const MODULES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'modules');

/**
 * Modules whose errors file another change is still writing: checked as soon as the file exports
 * a code list. Remove a name once its file has one, so the module is held to it for good.
 */
const ERRORS_FILE_PENDING = new Set(['vendors']);

/** Shared helpers that build an AppError, and the code each one builds. */
const HELPERS: Record<string, string> = {
  fieldErrorFor: 'VALIDATION_FAILED',
  validationFailed: 'VALIDATION_FAILED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
};

const catalogue = new Set<string>(ERROR_CODES);

/** The codes a module's own source throws, found by reading it. */
async function thrownCodes(moduleDir: string, files: string[]): Promise<Set<string>> {
  const codes = new Set<string>();
  for (const file of files) {
    const text = await readFile(join(moduleDir, file), 'utf8');
    for (const match of text.matchAll(/AppError\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g)) codes.add(match[1] ?? '');
    for (const [helper, code] of Object.entries(HELPERS)) {
      if (new RegExp(`\\b${helper}\\(`).test(text)) codes.add(code);
    }
    // A file that builds an AppError from a variable (`new AppError(code, …)`) throws the codes
    // it names as literals: they are what the variable can hold.
    if (/AppError\(\s*[a-z]/.test(text)) {
      for (const match of text.matchAll(/['"]([A-Z][A-Z0-9_]*)['"]/g)) {
        if (catalogue.has(match[1] ?? '')) codes.add(match[1] ?? '');
      }
    }
  }
  return codes;
}

/** Every code listed by the errors file (all its exported lists together). */
async function listedCodes(path: string): Promise<Set<string>> {
  const exports: Record<string, unknown> = await import(path);
  const codes = new Set<string>();
  for (const value of Object.values(exports)) {
    if (Array.isArray(value)) for (const code of value) codes.add(String(code));
  }
  return codes;
}

const modules = (await readdir(MODULES_DIR, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('module errors files', () => {
  it('finds the modules', () => {
    expect(modules).toEqual(expect.arrayContaining(['accounts', 'payments', 'wallet']));
  });

  for (const name of modules) {
    it(`${name}: lists every code it throws, and only catalogue codes`, async () => {
      const dir = join(MODULES_DIR, name);
      const files = await readdir(dir);
      const errorsFile = `${name}.errors.ts`;
      const sources = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== errorsFile);
      const thrown = await thrownCodes(dir, sources);
      const listed = files.includes(errorsFile) ? await listedCodes(join(dir, errorsFile)) : null;
      if (ERRORS_FILE_PENDING.has(name) && !listed?.size) return;
      if (!listed)
        expect.fail(`${name} has no ${errorsFile} (it throws ${[...thrown].join(', ') || 'nothing'})`);
      expect([...thrown].filter((code) => !listed.has(code)).sort(), 'thrown but not listed').toEqual([]);
      expect(
        [...listed].filter((code) => !catalogue.has(code)).sort(),
        'listed but not in the catalogue',
      ).toEqual([]);
    });
  }
});
