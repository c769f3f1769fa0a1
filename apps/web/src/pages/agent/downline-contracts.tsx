import type { ContractItem } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/fields';
import { InlineLoader } from '../../components/page-loader';
import { AGENT_INCOME_NS } from '../../i18n/agent-income';
import { failureText } from '../accounts/failure';
import { agentContractKeys, terminateContract, useContracts } from './agent-api-contracts';
import { ContractCard, typeKey } from './contract-parts';

/** The contracts offered to one downline agent, newest first, each open one with a terminate action. */
export function ExistingContracts({ downline }: { downline: string }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const { t: tRoot } = useTranslation();
  const query = useContracts({ side: 'downline', downline });
  const list = query.data?.list ?? [];
  return (
    <section className="agent-offer__section" aria-labelledby="agent-offer-existing">
      <h3 id="agent-offer-existing" className="agent-offer__heading">
        {t('ai_offer_existing')}
      </h3>
      {query.isPending ? (
        <InlineLoader />
      ) : query.isError ? (
        <FormError message={failureText(query.error, tRoot)} />
      ) : list.length === 0 ? (
        <p className="agent-offer__empty">{t('ai_offer_existing_none')}</p>
      ) : (
        <div className="agent-contracts">
          {list.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              showParty="none"
              actions={
                contract.status === 'accepted' || contract.status === 'offered' ? (
                  <TerminateButton contract={contract} />
                ) : undefined
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}

function TerminateButton({ contract }: { contract: ContractItem }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // An offer not answered yet is withdrawn; an accepted contract is terminated.
  const offered = contract.status === 'offered';
  const label = offered ? t('ai_withdraw_offer') : t('ai_terminate');

  async function terminate() {
    setBusy(true);
    setFailure(null);
    try {
      await terminateContract(contract.id);
      await queryClient.invalidateQueries({ queryKey: agentContractKeys.all });
    } catch (error) {
      setFailure(failureText(error, tRoot));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  if (!confirming) {
    return (
      <>
        <button
          type="button"
          className="button button--ghost button--small"
          data-action="terminate"
          onClick={() => setConfirming(true)}
        >
          {label}
        </button>
        <FormError message={failure} />
      </>
    );
  }
  return (
    <>
      <p className="agent-popup__confirm">
        {t(offered ? 'ai_withdraw_confirm' : 'ai_terminate_confirm', { type: t(typeKey(contract.type)) })}
      </p>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={busy}
        onClick={() => setConfirming(false)}
      >
        {t('ai_back')}
      </button>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={busy}
        data-action="terminate-confirm"
        onClick={() => void terminate()}
      >
        {label}
      </button>
    </>
  );
}
