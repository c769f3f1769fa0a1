import type { ConsolidatedContractsValue, ContractItem } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginState } from '../../api/session';
import { Modal } from '../../components/dialog/modal';
import { FormError } from '../../components/form/fields';
import { AGENT_INCOME_NS, registerAgentIncomeMessages } from '../../i18n/agent-income';
import { useSessionToken } from '../../stores/session';
import { failureText } from '../accounts/failure';
import { agentContractKeys, decideContract } from './agent-api-contracts';
import { ContractCard } from './contract-parts';
import { contractRequestKeys } from './contract-popup';
import { pendingRequests } from './contract-terms';
import './agent-income.css';

registerAgentIncomeMessages();

type Props = { value: ConsolidatedContractsValue; onClose: () => void };

/**
 * The contract popup's dialog: each pending request with its terms, accepted or rejected through
 * the call of its type. Accepting asks once more, because a lower rate than the contracts the
 * player gave its own downline ends those contracts (spec section 4).
 */
export function ContractRequestDialog({ value, onClose }: Props) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const requests = pendingRequests(value);
  return (
    <Modal name="contract-requests" title={t('ai_popup_title')} onClose={onClose} size="wide">
      <div className="agent-popup">
        <p className="agent-popup__lead">{t('ai_popup_lead')}</p>
        {requests.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
        <button type="button" className="button button--ghost" onClick={onClose} data-action="later">
          {t('ai_popup_later')}
        </button>
      </div>
    </Modal>
  );
}

function RequestItem({ request }: { request: ContractItem }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const { isAgent } = useLoginState();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function decide(action: 'accept' | 'reject') {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await decideContract(request.type, { id: request.id, action });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractRequestKeys.consolidated(token) }),
        queryClient.invalidateQueries({ queryKey: agentContractKeys.all }),
      ]);
    } catch (error) {
      setFailure(failureText(error, tRoot));
      // A request the upline withdrew or that was already answered: show what is pending now.
      void queryClient.invalidateQueries({ queryKey: contractRequestKeys.consolidated(token) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const actions = confirming ? (
    <>
      <p className="agent-popup__confirm">
        {t(isAgent ? 'ai_popup_accept_agent_note' : 'ai_popup_accept_note')}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => setConfirming(false)}
      >
        {t('ai_back')}
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        data-action="accept-confirm"
        onClick={() => void decide('accept')}
      >
        {t('ai_popup_accept_confirm')}
      </button>
    </>
  ) : (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        data-action="reject"
        onClick={() => void decide('reject')}
      >
        {t('ai_reject')}
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        data-action="accept"
        onClick={() => setConfirming(true)}
      >
        {t('ai_accept')}
      </button>
    </>
  );

  return (
    <div className="agent-popup__item">
      <ContractCard contract={request} showParty="upline" actions={actions} />
      <FormError message={failure} />
    </div>
  );
}
