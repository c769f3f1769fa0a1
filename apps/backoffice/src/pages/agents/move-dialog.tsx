import { type FormEvent, useEffect, useState } from 'react';
import { ActionDialog, type ActionOutcome, reasonError } from '../../action-dialog';
import { type FieldErrors, TextField, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import { type MoveValue, moveCall, useAgentChange } from './agents-api';

type FieldName = 'member' | 'toUpline' | 'reason';
const FIELDS: readonly FieldName[] = ['member', 'toUpline', 'reason'];
/** BoMoveRequest's username limit. */
const USERNAME_MAX = 64;

/**
 * Move a member and its whole team under another agent, or to the top of the tree (the new
 * upline left empty). Its contracts with the old upline end; the server says how many accounts
 * moved and how many contracts ended, shown before the dialog closes. One dialog for the whole
 * tab (its own button: any member by name; a row's Move…: that member): a moved member leaves
 * the rows on screen, and the outcome must not leave with it.
 */
export function MoveDialog(props: {
  open: boolean;
  member: string;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { open } = props;
  const [member, setMember] = useState(props.member);
  const [toUpline, setToUpline] = useState('');
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const { errors, failure, busy, run, reset } = useFormSubmit(FIELDS);
  const send = useAgentChange<MoveValue>();

  // Opened from a row: that member; from the tab's button: empty.
  useEffect(() => {
    if (open) setMember(props.member);
  }, [open, props.member]);

  const close = () => {
    props.onClose();
    setToUpline('');
    setReason('');
    setOutcome(null);
    reset();
  };

  const check = (): FieldErrors<FieldName> => {
    const found: FieldErrors<FieldName> = {};
    if (!member.trim()) found.member = t('required');
    if (toUpline.trim() && toUpline.trim() === member.trim()) found.toUpline = t('ag_move_self');
    const badReason = reasonError(reason, t);
    if (badReason) found.reason = badReason;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { member: member.trim(), toUpline: toUpline.trim() || null, reason: reason.trim() };
    const value = await run(check(), () => send.mutateAsync(moveCall(body)), {
      AGENT_MOVE_INVALID: 'toUpline',
    });
    if (!value) return;
    setOutcome({
      kind: 'saved',
      text: t(value.toUpline ? 'ag_moved' : 'ag_moved_top')
        .replace('{member}', value.member)
        .replace('{upline}', value.toUpline ?? '')
        .replace('{moved}', String(value.moved))
        .replace('{ended}', String(value.contractsEnded)),
    });
  };

  return (
    <ActionDialog
      action="move-member"
      label={t('ag_move_member')}
      open={open}
      onOpen={props.onOpen}
      onClose={close}
      confirm={t('ag_confirm_move')}
      reason={{ value: reason, onChange: setReason, error: errors.reason }}
      busy={busy}
      failure={failure}
      submitLabel={t('ag_move_submit')}
      onSubmit={submit}
      outcome={outcome}
    >
      <TextField
        name="member"
        label={t('ag_member')}
        value={member}
        onChange={setMember}
        error={errors.member}
        maxLength={USERNAME_MAX}
      />
      <TextField
        name="toUpline"
        label={t('ag_new_upline')}
        hint={t('ag_new_upline_hint')}
        value={toUpline}
        onChange={setToUpline}
        error={errors.toUpline}
        maxLength={USERNAME_MAX}
      />
    </ActionDialog>
  );
}
