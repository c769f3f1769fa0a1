import type { BoRiskFlagValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { ActionDialog } from '../../action-dialog';
import { type Column, DataTable, timeColumn } from '../../data-table';
import { FormOutcome, TextAreaField } from '../../forms';
import { useI18n } from '../../i18n';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { SelectField } from './promo-fields';
import { fill } from './promotion-labels';
import { refusalOf } from './refusals';

type Flag = BoRiskFlagValue;
type Status = 'open' | 'cleared';
const RISK_PATH = '/bo/api/promotions/risk';
const riskKey = [...boKeys.promotions, 'risk'] as const;
const SHOWN = new Set(['note']);

/** A flag's detail in one line: "referrer 12 · refusal same_ip". */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
}

/**
 * The promotions risk queue (decision 0056; players.view): self-referrals, second claims of one
 * person, many accounts on one device and bonus hunting, as the abuse checks raised them; an
 * operator with players.manage clears a flag with a note (audited).
 */
export function RiskQueuePage({ canClear }: { canClear: boolean }) {
  const { t, language } = useI18n();
  const [status, setStatus] = useState<Status>('open');
  const [notice, setNotice] = useState<string | null>(null);
  const query = useApiQuery<{ list: Flag[] }>(riskKey, RISK_PATH, { status });
  const columns: Column<Flag>[] = [
    { key: 'id', label: 'id', render: (f) => f.id, csv: (f) => f.id },
    {
      key: 'player',
      label: 'risk_col_player',
      render: (f) => f.username ?? f.memberId,
      csv: (f) => f.username ?? f.memberId,
    },
    {
      key: 'kind',
      label: 'risk_col_kind',
      render: (f) => (
        <span className="badge badge--warn" data-kind={f.kind}>
          {t(`risk_kind_${f.kind}`)}
        </span>
      ),
      csv: (f) => f.kind,
    },
    {
      key: 'detail',
      label: 'risk_col_detail',
      render: (f) => detailText(f.detail),
      csv: (f) => detailText(f.detail),
    },
    timeColumn('createdAt', 'risk_col_raised', (f) => f.createdAt, language),
    status === 'open'
      ? {
          key: 'action',
          label: 'risk_clear',
          render: (f) => (canClear ? <ClearAction flag={f} onDone={setNotice} /> : null),
        }
      : {
          key: 'cleared',
          label: 'risk_col_cleared',
          render: (f) => `${f.clearedBy ?? ''} ${f.note ? `— ${f.note}` : ''}`,
          csv: (f) => `${f.clearedBy ?? ''} ${f.note ?? ''}`,
        },
  ];
  return (
    <>
      <div className="form-grid">
        <SelectField<Status>
          name="status"
          label={t('risk_show')}
          value={status}
          options={[
            { value: 'open', label: t('risk_open') },
            { value: 'cleared', label: t('risk_cleared') },
          ]}
          onChange={setStatus}
        />
      </div>
      <FormOutcome error={query.error ? failureText(query.error) : null} saved={notice} />
      <DataTable
        columns={columns}
        source={{ rows: query.data?.list ?? [] }}
        rowKey={(f) => f.id}
        filterKey=""
        csvName="promotions-risk.csv"
        label={t('risk_title')}
        testId="risk-table"
      />
      {query.data?.list.length === 0 && <p className="notice">{t('risk_empty')}</p>}
    </>
  );
}

function ClearAction({ flag, onDone }: { flag: Flag; onDone: (text: string) => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useApiMutation<Flag>([riskKey, boKeys.audit]);
  const close = () => {
    setOpen(false);
    setNote('');
    setError(undefined);
    setFailure(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await send.mutateAsync({ path: `${RISK_PATH}/${flag.id}/clear`, body: { note: note.trim() } });
      close();
      onDone(fill(t('risk_cleared_done'), { id: flag.id }));
    } catch (caught) {
      const refusal = refusalOf(caught, SHOWN);
      setError(refusal.fields.note);
      setFailure(refusal.form);
    }
  };
  return (
    <ActionDialog
      action="clear-risk-flag"
      label={t('risk_clear')}
      title={fill(t('risk_clear_title'), { id: flag.id })}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={t('risk_clear_confirm')}
      busy={send.isPending}
      failure={failure}
      submitLabel={t('risk_clear')}
      onSubmit={submit}
      outcome={null}
    >
      <TextAreaField
        name="note"
        label={t('risk_note')}
        hint={t('pr_reason_hint')}
        maxLength={200}
        value={note}
        onChange={setNote}
        error={error}
      />
    </ActionDialog>
  );
}
