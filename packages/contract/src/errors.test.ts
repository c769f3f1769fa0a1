import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_DEFINITION_COUNT, errorStatus, errorWhen } from './errors.js';

describe('error catalogue', () => {
  it('keeps every code the domain files define (a code defined in two files would be lost in the merge)', () => {
    expect(ERROR_CODES.length).toBe(ERROR_DEFINITION_COUNT);
  });

  it('gives every code an HTTP status and says when it is thrown', () => {
    for (const code of ERROR_CODES) {
      expect(errorStatus(code), code).toBeGreaterThanOrEqual(400);
      expect(errorWhen(code).length, code).toBeGreaterThan(0);
    }
  });
});
