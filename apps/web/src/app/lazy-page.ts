import { type ComponentType, lazy } from 'react';
import { translationsReady } from '../i18n/namespaces';

/** A chunk that has not arrived after 120 s counts as a chunk load failure. */
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
    const module = await withChunkTimeout(load);
    // The namespaces the chunk registered, in a language whose texts are JSON (decision 0082).
    await translationsReady();
    return { Component: pick(module) };
  };
}

/** An import that fails with ChunkLoadError when it has not arrived after CHUNK_TIMEOUT_MS. */
export async function withChunkTimeout<M>(load: () => Promise<M>): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), CHUNK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A component outside the routes in its own chunk (the account modals): render `Component`
 * under Suspense; `preload` starts the download early (idle time, pointer over a button).
 * A failed preload is forgotten, so rendering tries again; a failed render reaches the nearest
 * error boundary.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= withChunkTimeout(load)
      .then(async (module) => {
        await translationsReady();
        return { default: pick(module) };
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
  return { Component: lazy(preload), preload };
}

/** The failures the error catalogue lists as technical: chunk, CSS chunk, missing module. */
export function isChunkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message} ${'code' in error ? String(error.code) : ''}`;
  return /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|MODULE_NOT_FOUND|dynamically imported module|Importing a module script failed|Unable to preload CSS|Cannot find module/i.test(
    text,
  );
}
