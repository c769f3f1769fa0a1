import type { BookEventVoidResult, BookExposureEvent } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ActionDialog, type ActionOutcome, reasonError } from '../../action-dialog';
import { type FieldErrors, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import { formatCount } from '../../numbers';
import { boKeys, useApiMutation } from '../../query';
import { nameIn } from './book-exposure';

const FIELDS = ['reason'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * Void every open bet on an event the feed has given up on (decision 0069): the studio voids its
 * open legs and pays each bet again through the wallet; the reason goes to the audit trail. The
 * outcome (markets and bets) stays on screen until Done; then the table is asked again and the
 * event leaves it.
 */
export function BookVoidDialog({ event }: { event: BookExposureEvent }) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const { errors, failure, busy, run, reset } = useFormSubmit(FIELDS);
  // The table is asked again on Done, not on success: the voided event leaves it, and its row
  // holds this dialog, whose outcome must stay on screen until read.
  const send = useApiMutation<BookEventVoidResult>([]);
  const client = useQueryClient();
  const name = nameIn(event.event, language);

  const close = () => {
    if (outcome) void client.invalidateQueries({ queryKey: boKeys.games });
    setOpen(false);
    setReason('');
    setOutcome(null);
    reset();
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: FieldErrors<FieldName> = {};
    const badReason = reasonError(reason, t);
    if (badReason) found.reason = badReason;
    const value = await run(found, () =>
      send.mutateAsync({
        path: `/bo/api/games/book-exposure/${encodeURIComponent(event.fixtureId)}/void`,
        body: { reason: reason.trim() },
      }),
    );
    if (!value) return;
    setOutcome({
      kind: 'saved',
      text: t('bx_voided')
        .replace('{markets}', formatCount(value.markets, language))
        .replace('{bets}', formatCount(value.bets, language)),
    });
  };

  return (
    <ActionDialog
      action="void-event"
      label={t('bx_void')}
      title={t('bx_void_title').replace('{event}', name)}
      danger
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={`${t('bx_void_title').replace('{event}', name)}. ${t('bx_void_confirm')}`}
      reason={{ value: reason, onChange: setReason, error: errors.reason }}
      busy={busy}
      failure={failure}
      submitLabel={t('bx_void_submit')}
      onSubmit={submit}
      outcome={outcome}
    />
  );
}
