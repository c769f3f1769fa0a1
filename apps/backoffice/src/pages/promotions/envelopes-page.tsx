import type { BoEnvelopeValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { ActionDialog, type ActionOutcome } from '../../action-dialog';
import { type Column, DataTable, timeColumn } from '../../data-table';
import { FormOutcome, TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { formatAmount, formatCount } from '../../numbers';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { checkEnvelope, ENVELOPE_LIMITS, type EnvelopeDraft, emptyEnvelope } from './envelope-draft';
import { DateTimeField } from './promo-fields';
import { fill } from './promotion-labels';
import { refusalOf } from './refusals';

type Envelope = BoEnvelopeValue;
const ENVELOPES_PATH = '/bo/api/promotions/envelopes';
const envelopesKey = [...boKeys.promotions, 'envelopes'] as const;
const STATUS_BADGE: Record<Envelope['status'], string> = {
  open: 'badge--ok',
  emptied: 'badge--warn',
  returned: '',
};
/** The form's fields, as the server names them in its refusals. */
const SHOWN = new Set(['title.en', 'title.bn', 'total', 'count', 'minGrab', 'startsAt', 'endsAt']);

/**
 * Red envelopes (decision 0053; promotions.view): every envelope with what was grabbed, what is
 * left and what went back; promotions.manage funds a new one from the promotion budget (audited).
 */
export function EnvelopesPage({ canManage }: { canManage: boolean }) {
  const { t, language } = useI18n();
  const query = useApiQuery<{ list: Envelope[] }>(envelopesKey, ENVELOPES_PATH);
  const [notice, setNotice] = useState<string | null>(null);
  const amount = (text: string) => formatAmount(text, language);
  const columns: Column<Envelope>[] = [
    { key: 'id', label: 'id', render: (e) => e.id, csv: (e) => e.id },
    { key: 'title', label: 'pr_title', render: (e) => e.title.en, csv: (e) => e.title.en },
    {
      key: 'status',
      label: 'pr_status',
      render: (e) => (
        <span className={`badge ${STATUS_BADGE[e.status]}`} data-status={e.status}>
          {t(`pr_envelope_status_${e.status}`)}
        </span>
      ),
      csv: (e) => e.status,
    },
    { key: 'total', label: 'pr_envelope_total', render: (e) => amount(e.total), csv: (e) => e.total },
    { key: 'grabbed', label: 'pr_envelope_grabbed', render: (e) => amount(e.grabbed), csv: (e) => e.grabbed },
    {
      key: 'remaining',
      label: 'pr_envelope_remaining',
      render: (e) => amount(e.remaining),
      csv: (e) => e.remaining,
    },
    {
      key: 'returned',
      label: 'pr_envelope_returned',
      render: (e) => amount(e.returned),
      csv: (e) => e.returned,
    },
    {
      key: 'grabs',
      label: 'pr_envelope_grabs_left',
      render: (e) => `${formatCount(e.remainingCount, language)} / ${formatCount(e.count, language)}`,
      csv: (e) => `${e.remainingCount}/${e.count}`,
    },
    timeColumn('startsAt', 'pr_envelope_starts', (e) => e.startsAt, language),
    timeColumn('endsAt', 'pr_envelope_ends', (e) => e.endsAt, language),
  ];
  return (
    <>
      {canManage ? (
        <div className="actions">
          <NewEnvelope onDone={setNotice} />
        </div>
      ) : (
        <p className="notice">{t('pr_view_only')}</p>
      )}
      <FormOutcome error={query.error ? failureText(query.error) : null} saved={notice} />
      <DataTable
        columns={columns}
        source={{ rows: query.data?.list ?? [] }}
        rowKey={(e) => e.id}
        filterKey=""
        csvName="red-envelopes.csv"
        label={t('pr_envelopes')}
        testId="envelopes-table"
      />
      {query.data?.list.length === 0 && <p className="notice">{t('pr_envelope_empty')}</p>}
    </>
  );
}

/** The funding form in a dialog: checked here first, then by the server (its refusals beside the fields). */
function NewEnvelope({ onDone }: { onDone: (text: string) => void }) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<EnvelopeDraft>(() => emptyEnvelope(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const send = useApiMutation<Envelope>([envelopesKey, boKeys.audit]);
  const set = (key: keyof EnvelopeDraft, field: string) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  };
  const close = () => {
    setOpen(false);
    if (outcome) onDone(outcome.text);
    setDraft(emptyEnvelope(new Date()));
    setErrors({});
    setFailure(null);
    setOutcome(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, problems } = checkEnvelope(draft, new Date());
    setErrors(
      Object.fromEntries(
        Object.entries(problems).map(([field, p]) => [field, fill(t(p.key), p.params ?? {})]),
      ),
    );
    setFailure(null);
    if (!body) return;
    try {
      const created = await send.mutateAsync({ path: ENVELOPES_PATH, body });
      setOutcome({
        kind: 'saved',
        text: fill(t('pr_envelope_created'), {
          id: created.id,
          total: formatAmount(created.total, language),
        }),
      });
    } catch (error) {
      const refusal = refusalOf(error, SHOWN);
      setErrors(refusal.fields);
      setFailure(refusal.form);
    }
  };
  return (
    <ActionDialog
      action="new-envelope"
      label={t('pr_envelope_new')}
      primary
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={t('pr_envelope_new')}
      busy={send.isPending}
      failure={failure}
      submitLabel={t('pr_envelope_create')}
      onSubmit={submit}
      outcome={outcome}
    >
      <p className="field__hint">{t('pr_envelope_new_hint')}</p>
      <TextField
        name="title.en"
        label={t('pr_envelope_title_en')}
        maxLength={ENVELOPE_LIMITS.title}
        value={draft.titleEn}
        onChange={set('titleEn', 'title.en')}
        error={errors['title.en']}
      />
      <TextField
        name="title.bn"
        label={t('pr_envelope_title_bn')}
        maxLength={ENVELOPE_LIMITS.title}
        value={draft.titleBn}
        onChange={set('titleBn', 'title.bn')}
        error={errors['title.bn']}
      />
      <div className="promo-pair">
        <TextField
          name="total"
          label={t('pr_envelope_total')}
          inputMode="decimal"
          maxLength={16}
          value={draft.total}
          onChange={set('total', 'total')}
          error={errors.total}
        />
        <TextField
          name="count"
          label={t('pr_envelope_count')}
          inputMode="numeric"
          maxLength={6}
          value={draft.count}
          onChange={set('count', 'count')}
          error={errors.count}
        />
      </div>
      <TextField
        name="minGrab"
        label={t('pr_envelope_min_grab')}
        inputMode="decimal"
        maxLength={16}
        value={draft.minGrab}
        onChange={set('minGrab', 'minGrab')}
        error={errors.minGrab}
      />
      <div className="promo-pair">
        <DateTimeField
          name="startsAt"
          label={t('pr_envelope_starts')}
          value={draft.startsAt}
          onChange={set('startsAt', 'startsAt')}
          error={errors.startsAt}
        />
        <DateTimeField
          name="endsAt"
          label={t('pr_envelope_ends')}
          value={draft.endsAt}
          onChange={set('endsAt', 'endsAt')}
          error={errors.endsAt}
        />
      </div>
    </ActionDialog>
  );
}
