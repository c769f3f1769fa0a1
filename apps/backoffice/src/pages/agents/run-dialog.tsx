import { CONTRACT_TYPES, type ContractType, DIVIDEND_PERIODS, type DividendPeriod } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { ActionDialog, type ActionOutcome } from '../../action-dialog';
import { Field, type FieldErrors, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import { formatAmount } from '../../numbers';
import { CONTRACT_TYPE_LABEL, labelOf, PERIOD_LABEL, RUN_OUTCOME_LABEL } from './agent-labels';
import { localInputValue, runRequestOf } from './agent-terms';
import { type RunValue, runCall, useAgentChange } from './agents-api';
import { periodText } from './payout-columns';

type FieldName = 'type' | 'periodKind' | 'at';
const FIELDS: readonly FieldName[] = ['type', 'periodKind', 'at'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day ago: inside a closed period of every salary and of a daily dividend. */
const startAt = () => localInputValue(new Date(Date.now() - DAY_MS));

/**
 * Run (or safely run again) the settlement of one closed period: the contract type, the
 * dividend's period kind, and any time inside the period. A settled period answers "already"
 * and pays nothing again; the outcome (settled, already, busy, incomplete, with the period, the
 * agents paid and the total) is shown before the dialog closes.
 */
export function RunDialog() {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<ContractType>('daily');
  const [periodKind, setPeriodKind] = useState<DividendPeriod>('weekly');
  const [at, setAt] = useState(startAt);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const { errors, failure, busy, run, reset } = useFormSubmit(FIELDS);
  const send = useAgentChange<RunValue>();

  const close = () => {
    setOpen(false);
    setAt(startAt());
    setOutcome(null);
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = runRequestOf({ type, periodKind, at });
    const found: FieldErrors<FieldName> = request ? {} : { at: t('filter_bad_time') };
    const value = await run(found, () => send.mutateAsync(runCall(request ?? { type, at })), {
      AGENT_PERIOD_OPEN: 'at',
    });
    if (!value) return;
    setOutcome({
      kind: 'saved',
      text: t('ag_run_outcome')
        .replace('{outcome}', t(RUN_OUTCOME_LABEL[value.outcome]))
        .replace('{type}', labelOf(CONTRACT_TYPE_LABEL, value.type, t))
        .replace('{kind}', labelOf(PERIOD_LABEL, value.periodKind, t))
        .replace('{period}', periodText(value.periodStart, value.periodEnd, language))
        .replace('{agents}', String(value.agents))
        .replace('{paid}', formatAmount(value.paid, language)),
    });
  };

  return (
    <ActionDialog
      action="run-period"
      label={t('ag_run_period')}
      primary
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={t('ag_confirm_run')}
      busy={busy}
      failure={failure}
      submitLabel={t('ag_run_submit')}
      onSubmit={submit}
      outcome={outcome}
    >
      <Field label={t('ag_contract_type')} error={errors.type}>
        {({ id }) => (
          <select
            id={id}
            name="type"
            value={type}
            onChange={(event) =>
              setType(CONTRACT_TYPES.find((item) => item === event.target.value) ?? 'daily')
            }
          >
            {CONTRACT_TYPES.map((item) => (
              <option key={item} value={item}>
                {t(CONTRACT_TYPE_LABEL[item])}
              </option>
            ))}
          </select>
        )}
      </Field>
      {type === 'dividend' && (
        <Field label={t('ag_dividend_period')} error={errors.periodKind}>
          {({ id }) => (
            <select
              id={id}
              name="periodKind"
              value={periodKind}
              onChange={(event) =>
                setPeriodKind(DIVIDEND_PERIODS.find((item) => item === event.target.value) ?? 'weekly')
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
      <Field label={t('ag_run_at')} hint={t('ag_run_at_hint')} error={errors.at}>
        {({ id, invalid, describedBy }) => (
          <input
            id={id}
            name="at"
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
    </ActionDialog>
  );
}
