import type { ComponentType } from 'react';

/** Spec section 8: a chunk that has not arrived after 120 s counts as a chunk load failure. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * A route's `lazy` loader for one named export of a page module: the page's code (and CSS)
 * comes in its own chunk. A failed or timed-out import rejects, and the route's error element
 * shows the retry page instead of a white screen.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The failures spec section 8 lists as technical: chunk, CSS chunk, missing module. */
export function isChunkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message} ${'code' in error ? String(error.code) : ''}`;
  return /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|MODULE_NOT_FOUND|dynamically imported module|Importing a module script failed|Unable to preload CSS|Cannot find module/i.test(
    text,
  );
}
