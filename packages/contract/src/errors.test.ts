import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_DEFINITION_COUNT,
  errorMessage,
  errorStatus,
  errorWhen,
  validationReasonMessage,
} from './errors.js';

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

  it('writes numbers in Bengali messages with Bengali digits, and leaves codes as they are', () => {
    expect(validationReasonMessage('too_big', 'bn', { max: 20 })).toBe('সর্বোচ্চ ২০ হতে পারে');
    expect(validationReasonMessage('too_big', 'en', { max: 20 })).toBe('must be at most 20');
    expect(errorMessage('INTERNAL_ERROR', 'bn', { requestId: 'req-42ab' })).toContain('req-42ab');
  });
});
