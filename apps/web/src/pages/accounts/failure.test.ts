import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { retryable } from './failure';

describe('retryable', () => {
  it('offers a retry when nothing came back, the server failed or asked to slow down', () => {
    expect(retryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(retryable(new ApiError('Server error', 500, 'INTERNAL'))).toBe(true);
    expect(retryable(new ApiError('Unavailable', 503, undefined))).toBe(true);
    expect(retryable(new ApiError('Too many requests', 429, 'RATE_LIMITED'))).toBe(true);
  });

  it('offers none for a refusal of what was asked, which would come back the same', () => {
    expect(retryable(new ApiError('This member is not in your team', 404, 'AGENT_NOT_IN_TEAM'))).toBe(false);
    expect(retryable(new ApiError('Invalid range', 400, 'RECORDS_DATE_RANGE_INVALID'))).toBe(false);
    expect(retryable(new ApiError('Not an agent', 403, 'NON_AGENT_LOGIN'))).toBe(false);
  });
});
