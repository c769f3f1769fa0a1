import {
  type ContractItem,
  type ContractOfferRequest,
  type ContractType,
  type ContractWhatIfValue,
  DIVIDEND_PERIODS,
  type DividendPeriod,
  EMPTY_TIER,
  MAX_CONTRACT_TIERS,
  MAX_RATE_BP,
  type TierDraft,
  tierDraftOf,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../api/system';
import { Modal } from '../../components/dialog/modal';
import { FormError } from '../../components/form/fields';
import { InlineLoader } from '../../components/page-loader';
import { AGENT_INCOME_NS, registerAgentIncomeMessages } from '../../i18n/agent-income';
import { failureText } from '../accounts/failure';
import { agentContractKeys, contractWhatIf, offerContract, useContracts } from './agent-api-contracts';
import { TierTable, typeKey, useRateText } from './contract-parts';
import { checkTiers, enabledContractTypes, type TierProblem } from './contract-terms';
import { ExistingContracts } from './downline-contracts';
import { TierEditor } from './tier-editor';
import { WhatIfResult } from './what-if-result';
import '../records/records.css';
import './agent-income.css';

registerAgentIncomeMessages();

type Props = { downline: string; open: boolean; onClose: () => void };

/**
 * Offering a contract to a direct downline agent (downline management): the type (the site's
 * enabled ones), a dividend's period and the tier table; "What if" shows the offer at last
 * period's figures and what accepting it would end. The downline's existing contracts are listed
 * above, each with a terminate action.
 */
export function ContractOfferDialog({ downline, open, onClose }: Props) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  if (!open) return null;
  return (
    <Modal name="contract-offer" title={t('ai_offer_title', { downline })} onClose={onClose} size="wide">
      <div className="agent-offer">
        <ExistingContracts downline={downline} />
        <OfferForm downline={downline} />
      </div>
    </Modal>
  );
}

type Outcome =
  | { kind: 'whatIf'; value: ContractWhatIfValue }
  | { kind: 'offered'; value: ContractItem }
  | null;

function OfferForm({ downline }: { downline: string }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const rate = useRateText();
  const whitelabel = useWhitelabel();
  const types = enabledContractTypes(whitelabel.data?.features);
  const [chosen, setChosen] = useState<ContractType | null>(null);
  const [period, setPeriod] = useState<DividendPeriod>('weekly');
  const [drafts, setDrafts] = useState<TierDraft[]>([{ ...EMPTY_TIER, minValidBet: '0', minActive: '0' }]);
  // Field problems show from the first attempt to send, then follow every keystroke.
  const [showProblems, setShowProblems] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const type = chosen !== null && types.includes(chosen) ? chosen : types[0];
  if (whitelabel.isPending) return <InlineLoader />;
  if (type === undefined) return <p className="agent-offer__empty">{t('ai_offer_no_types')}</p>;
  const check = checkTiers(type, drafts);
  const problems: TierProblem[] = showProblems && !check.ok ? check.problems : [];

  // Any change makes an earlier what-if, result or refusal stale.
  const edit = (next: TierDraft[]) => {
    setDrafts(next);
    setOutcome(null);
    setFailure(null);
  };

  async function run(kind: 'whatIf' | 'offer') {
    if (busy || type === undefined) return;
    setShowProblems(true);
    setFailure(null);
    if (!check.ok) return;
    const body: ContractOfferRequest = {
      downline,
      type,
      tiers: check.tiers,
      ...(type === 'dividend' ? { period } : {}),
    };
    setBusy(true);
    setFailure(null);
    try {
      if (kind === 'whatIf') setOutcome({ kind, value: await contractWhatIf(body) });
      else {
        setOutcome({ kind: 'offered', value: await offerContract(body) });
        await queryClient.invalidateQueries({ queryKey: agentContractKeys.all });
      }
    } catch (error) {
      setFailure(failureText(error, tRoot));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="agent-offer__section" aria-labelledby="agent-offer-new">
      <h3 id="agent-offer-new" className="agent-offer__heading">
        {t('ai_offer_new')}
      </h3>
      <form
        className="agent-offer__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run('offer');
        }}
      >
        <fieldset className="agent-offer__choice">
          <legend className="records__legend">{t('ai_contract_type')}</legend>
          <div className="records__presets">
            {types.map((option) => (
              <button
                key={option}
                type="button"
                className={`records__chip${option === type ? ' records__chip--on' : ''}`}
                aria-pressed={option === type}
                data-contract-type={option}
                onClick={() => {
                  setChosen(option);
                  setOutcome(null);
                }}
              >
                {t(typeKey(option))}
              </button>
            ))}
          </div>
        </fieldset>
        <CopyFromExisting
          downline={downline}
          type={type}
          onCopy={(contract) => {
            if (contract.type === 'dividend') {
              const known = DIVIDEND_PERIODS.find((p) => p === contract.period);
              if (known) setPeriod(known);
            }
            edit(contract.tiers.map(tierDraftOf));
          }}
        />
        {type === 'dividend' && (
          <label className="records__label">
            {t('ai_period')}
            <select
              name="period"
              className="records__input"
              value={period}
              onChange={(event) => {
                const next = DIVIDEND_PERIODS.find((p) => p === event.target.value);
                if (next) setPeriod(next);
                setOutcome(null);
              }}
            >
              {DIVIDEND_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`ai_period_${p}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <TierEditor
          type={type}
          drafts={drafts}
          problems={problems}
          onChange={edit}
          maxRows={MAX_CONTRACT_TIERS}
        />
        <p className="records__note">
          {t(type === 'dividend' ? 'ai_offer_cap_loss' : 'ai_offer_cap_bet', {
            max: rate(MAX_RATE_BP[type]),
          })}
        </p>
        <OwnTerms type={type} />
        <FormError message={failure} />
        <div className="agent-offer__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            data-action="what-if"
            onClick={() => void run('whatIf')}
          >
            {t('ai_what_if')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy} data-action="offer">
            {t('ai_offer_send')}
          </button>
        </div>
      </form>
      {outcome?.kind === 'whatIf' && <WhatIfResult type={type} value={outcome.value} />}
      {outcome?.kind === 'offered' && (
        <p className="agent-offer__sent" role="status" data-offer-sent>
          {t('ai_offer_sent', { downline })}
        </p>
      )}
    </section>
  );
}

/**
 * The agent's own accepted contract of the type, the ceiling an offer is held to at every level
 * (AGENT_CONTRACT_RATE_ABOVE_UPLINE), so a refused rate can be read against it.
 */
function OwnTerms({ type }: { type: ContractType }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const query = useContracts({ side: 'mine', type, status: 'accepted' });
  if (query.isPending || query.isError) return null;
  const own = query.data.list.find((c) => c.type === type && c.status === 'accepted');
  return (
    <div className="agent-offer__own" data-own-terms={own ? 'held' : 'none'}>
      {own ? (
        <>
          <p className="records__note">{t('ai_offer_own_title', { type: t(typeKey(type)) })}</p>
          <TierTable type={type} tiers={own.tiers} />
        </>
      ) : (
        <p className="records__note">{t('ai_offer_own_none', { type: t(typeKey(type)) })}</p>
      )}
    </div>
  );
}

/** Starts the table from the downline's current contract of the chosen type, when there is one. */
function CopyFromExisting({
  downline,
  type,
  onCopy,
}: {
  downline: string;
  type: ContractType;
  onCopy: (contract: ContractItem) => void;
}) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const query = useContracts({ side: 'downline', downline });
  const current = query.data?.list.find((c) => c.type === type && c.status === 'accepted');
  if (!current) return null;
  return (
    <button type="button" className="link-button" data-action="copy-current" onClick={() => onCopy(current)}>
      {t('ai_offer_copy')}
    </button>
  );
}
