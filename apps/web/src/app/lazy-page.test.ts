import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  isChunkFailure,
  lazyComponent,
  lazyPage,
  withChunkTimeout,
} from './lazy-page';

describe('isChunkFailure', () => {
  it('recognises the technical failures', () => {
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

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('passes the module through', async () => {
    await expect(withChunkTimeout(async () => ({ page: 1 }))).resolves.toEqual({ page: 1 });
  });

  it('fails with ChunkLoadError when the chunk has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkFailure(error)).toBe(true);
  });
});

describe('lazyPage', () => {
  it('gives the route the picked component', async () => {
    const Page = () => null;
    await expect(
      lazyPage(
        async () => ({ Page }),
        (module) => module.Page,
      )(),
    ).resolves.toEqual({
      Component: Page,
    });
  });
});

describe('lazyComponent', () => {
  it('loads once however often it is preloaded', async () => {
    const Modals = () => null;
    const load = vi.fn(async () => ({ Modals }));
    const { preload } = lazyComponent(load, (module) => module.Modals);
    await Promise.all([preload(), preload()]);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next attempt fetches again', async () => {
    const Modals = () => null;
    const load = vi
      .fn<() => Promise<{ Modals: () => null }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Modals });
    const { preload } = lazyComponent(load, (module) => module.Modals);
    await expect(preload()).rejects.toThrow('dynamically imported module');
    await expect(preload()).resolves.toEqual({ default: Modals });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
