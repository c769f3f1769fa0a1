import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkFailure } from './lazy-page';

describe('isChunkFailure', () => {
  it('recognises the technical failures of spec section 8', () => {
    expect(isChunkFailure(new ChunkLoadError('Loading chunk 3 failed'))).toBe(true);
    expect(isChunkFailure(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkFailure(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkFailure(Object.assign(new Error('no'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isChunkFailure(Object.assign(new Error('no'), { code: 'MODULE_NOT_FOUND' }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkFailure(new Error('boom'))).toBe(false);
    expect(isChunkFailure('text')).toBe(false);
  });
});
