import {
  type ContractItem,
  type ContractType,
  DIVIDEND_PERIODS,
  type DividendPeriod,
  EMPTY_TIER,
  type TierDraft,
} from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { ActionDialog, type ActionOutcome } from '../../action-dialog';
import { Field, type FieldErrors, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import { CONTRACT_TYPE_LABEL, PERIOD_LABEL } from './agent-labels';
import { checkTiers, type TierProblem } from './agent-terms';
import { offerCall, useAgentChange } from './agents-api';
import { TierTable } from './tier-table';

type FieldName = 'type' | 'period' | 'tiers';
const FIELDS: readonly FieldName[] = ['type', 'period', 'tiers'];
/** A dividend settles weekly unless told (ContractTerms.period). */
const DEFAULT_PERIOD: DividendPeriod = 'weekly';

/**
 * The house's contract offer to an agent at the top of the tree (no upline): the contract type
 * (those the agent's type may hold), the dividend's period, and the tier table with rates typed
 * in percent and sent in basis points. The agent accepts or rejects it in the agent centre.
 */
export function OfferDialog(props: { downline: string; types: readonly ContractType[] }) {
  const { t } = useI18n();
  const first = props.types[0] ?? 'daily';
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<ContractType>(first);
  const [period, setPeriod] = useState<DividendPeriod>(DEFAULT_PERIOD);
  const [drafts, setDrafts] = useState<TierDraft[]>([{ ...EMPTY_TIER, minValidBet: '0', minActive: '0' }]);
  const [problems, setProblems] = useState<TierProblem[]>([]);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const { errors, failure, busy, run, reset } = useFormSubmit(FIELDS);
  const send = useAgentChange<ContractItem>();

  const close = () => {
    setOpen(false);
    setType(first);
    setPeriod(DEFAULT_PERIOD);
    setDrafts([{ ...EMPTY_TIER, minValidBet: '0', minActive: '0' }]);
    setProblems([]);
    setOutcome(null);
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTiers(type, drafts);
    setProblems(checked.ok ? [] : checked.problems);
    const found: FieldErrors<FieldName> = checked.ok ? {} : { tiers: t('ag_tiers_fix') };
    const body = {
      downline: props.downline,
      type,
      ...(type === 'dividend' ? { period } : {}),
      tiers: checked.ok ? checked.tiers : [],
    };
    const value = await run(found, () => send.mutateAsync(offerCall(body)), {
      AGENT_CONTRACT_TYPE_NOT_ALLOWED: 'type',
      AGENT_CONTRACT_DISABLED: 'type',
      AGENT_CONTRACT_TIERS_INVALID: 'tiers',
    });
    if (!value) return;
    setOutcome({
      kind: 'saved',
      text: t('ag_offered')
        .replace('{id}', value.id)
        .replace('{version}', String(value.version))
        .replace('{downline}', value.downline),
    });
  };

  return (
    <ActionDialog
      action="offer"
      label={t('ag_offer')}
      title={`${t('ag_offer')} ${props.downline}`}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={t('ag_confirm_offer').replace('{downline}', props.downline)}
      busy={busy}
      failure={failure}
      submitLabel={t('ag_offer_submit')}
      onSubmit={submit}
      outcome={outcome}
    >
      <Field label={t('ag_contract_type')} error={errors.type}>
        {({ id, invalid, describedBy }) => (
          <select
            id={id}
            name="type"
            value={type}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setType(props.types.find((item) => item === event.target.value) ?? first)}
          >
            {props.types.map((item) => (
              <option key={item} value={item}>
                {t(CONTRACT_TYPE_LABEL[item])}
              </option>
            ))}
          </select>
        )}
      </Field>
      {type === 'dividend' && (
        <Field label={t('ag_dividend_period')} error={errors.period}>
          {({ id, invalid, describedBy }) => (
            <select
              id={id}
              name="period"
              value={period}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) =>
                setPeriod(DIVIDEND_PERIODS.find((item) => item === event.target.value) ?? DEFAULT_PERIOD)
              }
            >
              {DIVIDEND_PERIODS.map((item) => (
                <option key={item} value={item}>
                  {t(PERIOD_LABEL[item])}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TierTable type={type} drafts={drafts} problems={problems} onChange={setDrafts} />
      {errors.tiers && (
        <p className="field__error" role="alert">
          {errors.tiers}
        </p>
      )}
    </ActionDialog>
  );
}
