import type { ConsolidatedContractsValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { apiRequest, contractValue } from '../../api/http';
import { memberKeys, useLoginState } from '../../api/session';
import { useWhitelabel } from '../../api/system';
import { lazyComponent } from '../../app/lazy-page';
import { isGamePage } from '../../app/paths';
import { useSessionToken } from '../../stores/session';
import { useAuthModal } from '../accounts/auth-modal-store';
import { usePasswordChangeRequired } from '../accounts/forced-password';

/**
 * The contract popup (spec "Modals": logged-in only): the upline's pending contract requests,
 * to accept or reject. This part sits in the player shell and the agent layout, so it stays small
 * and schema-free: it asks the consolidated contract GET, and only when something is pending
 * loads the dialog (contract-request-dialog.tsx) with its texts, forms and schemas.
 */

export const contractRequestKeys = {
  consolidated: (token: string | null) => [...memberKeys.all, 'contract-requests', token] as const,
};

/** Requests change when an upline offers; a minute is soon enough, and a focus refreshes it. */
const REQUESTS_STALE_MS = 60_000;

/**
 * GET /wps/member/contracts (T): the pending request of each contract type (spec "Consolidated
 * contract info"). Only for non-trial players while the agent policy flag is on (spec section 6).
 * The server checks the answer against its contract before sending it (decision 0014).
 */
function useConsolidatedContracts(enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: contractRequestKeys.consolidated(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/member/contracts', contractValue<ConsolidatedContractsValue>(), { signal }),
    enabled: token !== null && enabled,
    staleTime: REQUESTS_STALE_MS,
    retry: false,
  });
}

/** The ids of the pending requests, in a fixed order: what "closed for this session" remembers. */
function pendingIds(value: ConsolidatedContractsValue | undefined): string {
  if (!value) return '';
  const items = [value.divtypereq, value.dailysalreqtype, value.contracthoursalreq, value.realtimesalreqtype];
  return items.flatMap((item) => (item && item.status === 'offered' ? [item.id] : [])).join(',');
}

/** Where "later" is remembered: until the tab closes, and only for the same pending requests. */
const CLOSED_KEY = 'contractPopupClosed';

function readClosed(): string | null {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
}

function rememberClosed(ids: string): void {
  try {
    window.sessionStorage.setItem(CLOSED_KEY, ids);
  } catch {
    // Blocked storage: the popup stays closed for this page only.
  }
}

/** The mounted popup, told to show again the requests "later" closed. */
const reopenListeners = new Set<() => void>();

/**
 * Shows the contract popup again after "later" (a contract page's "review the offer"): the
 * requests waiting are offered once more, as at the next login.
 */
export function reopenContractPopup(): void {
  try {
    window.sessionStorage.removeItem(CLOSED_KEY);
  } catch {
    // Blocked storage: the mounted popup is told below all the same.
  }
  for (const listener of reopenListeners) listener();
}

const requestDialog = lazyComponent(
  () => import('./contract-request-dialog'),
  (module) => module.ContractRequestDialog,
);

/** Mount once in a logged-in layout; renders nothing unless a contract request waits. */
export function ContractPopup() {
  const login = useLoginState();
  const agentPolicy = useWhitelabel().data?.features.agentPolicy === true;
  const accountModal = useAuthModal();
  const passwordChange = usePasswordChangeRequired();
  const { pathname } = useLocation();
  // Trial players and guests never ask: the trial flag is known once member info has loaded.
  const eligible = login.isLogin && login.member !== undefined && !login.isTrial && agentPolicy;
  const requests = useConsolidatedContracts(eligible);
  const [closed, setClosed] = useState(readClosed);
  useEffect(() => {
    const reopen = () => setClosed(null);
    reopenListeners.add(reopen);
    return () => {
      reopenListeners.delete(reopen);
    };
  }, []);

  const ids = eligible ? pendingIds(requests.data) : '';
  // It waits while an account modal is open and never covers a game being played.
  const blocked = accountModal !== null || passwordChange || isGamePage(pathname);
  if (!requests.data || ids === '' || ids === closed || blocked) return null;

  const close = () => {
    rememberClosed(ids);
    setClosed(ids);
  };
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <requestDialog.Component value={requests.data} onClose={close} />
      </Suspense>
    </QuietBoundary>
  );
}

/** A dialog chunk that fails to load leaves the page as it is: the requests wait for the next visit. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
