import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';
import { useAuthModal } from '../../pages/accounts/auth-modal-store';
import { usePasswordChangeRequired } from '../../pages/accounts/forced-password';
import { useSessionToken } from '../../stores/session';
import { AlertDialog } from '../dialog/alert-dialog';
import { BusyOverlay } from '../dialog/busy-overlay';

/**
 * The account modals (login, register, forgot and change password) are their own chunk: the
 * first view does not need their forms, rules and schemas (decision 0014). The chunk loads when
 * a modal is wanted, or before: at idle time a few seconds after the page has loaded (visitors),
 * and when a pointer or a finger reaches a log-in or register button.
 */
const authModals = lazyComponent(
  () => import('../../pages/accounts/auth-modals'),
  (module) => module.AuthModals,
);

/** Starts loading the account modals (pointer over log in or register). */
export function preloadAuthModals(): void {
  authModals.preload().catch(() => undefined);
}

const MODAL_PATHS: readonly string[] = [PATHS.login, PATHS.register];

function isModalPath(pathname: string): boolean {
  return MODAL_PATHS.includes(pathname.toLowerCase().replace(/(.)\/$/, '$1'));
}

/** How long after the page has loaded the idle-time prefetch waits: the first view goes first. */
const PREFETCH_AFTER_LOAD_MS = 5_000;

/**
 * Runs `task` a while after the page has loaded, when the main thread is idle, so a prefetch
 * never competes with the first view for the network or the CPU; returns a cancel.
 */
function whenIdle(task: () => void): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(() => {
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task) : undefined;
      if (idle === undefined) task();
    }, PREFETCH_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** Mounts the account modals while one is open, /login or /register is shown, or a change is forced. */
export function AuthModalsSlot() {
  const modal = useAuthModal();
  const token = useSessionToken();
  const forced = usePasswordChangeRequired();
  const { pathname } = useLocation();

  useEffect(() => (token ? undefined : whenIdle(preloadAuthModals)), [token]);

  const wanted = modal !== null || (token !== null && forced) || isModalPath(pathname);
  if (!wanted) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<BusyOverlay />}>
        <authModals.Component />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * A chunk that could not load (a technical error): a message with a retry, not a white screen.
 * The content modals' slot uses it too (decision 0083).
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ChunkErrorDialog /> : this.props.children;
  }
}

function ChunkErrorDialog() {
  const { t } = useTranslation();
  return (
    <AlertDialog
      name="chunk-error"
      title={t('chunk_error_title')}
      message={t('chunk_error_text')}
      icon="wifiOff"
      confirmLabel={t('retry')}
      onConfirm={() => window.location.reload()}
    />
  );
}
