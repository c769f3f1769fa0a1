import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../app/lazy-page';
import { BusyOverlay } from '../../components/dialog/busy-overlay';
import { ChunkErrorBoundary } from '../../components/layout/auth-modals-slot';
import { contentModalStore } from './content-modal-store';

/** The notice and help modals are a chunk of their own: the first view does not need them. */
const contentModals = lazyComponent(
  () => import('./content-modals'),
  (module) => module.ContentModals,
);

/**
 * Mounts the open content modal (decision 0083); another page closes it. The shell loads this
 * slot after the first view; a modal asked for before that opens when it arrives.
 */
export function ContentModalsSlot() {
  const modal = useSyncExternalStore(contentModalStore.subscribe, contentModalStore.get, () => null);
  const { pathname } = useLocation();
  // Another page closes it; not the first render, which may show a modal asked for before it.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    contentModalStore.close();
  }, [pathname]);
  if (!modal) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<BusyOverlay />}>
        <contentModals.Component modal={modal} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
