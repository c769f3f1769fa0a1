import { type FormEvent, useState } from 'react';
import { ActionDialog } from '../../action-dialog';
import { TextAreaField } from '../../forms';
import { useI18n } from '../../i18n';
import { REASON_MAX, reasonProblem } from './grant-draft';
import { fill } from './promotion-labels';
import { type Bonus, forfeitCall, useBonusChange } from './promotions-api';
import { refusalOf } from './refusals';

const SHOWN = new Set(['reason']);

/**
 * Forfeits a player's active bonus (promotions.bonuses.grant; audited): the dialog names the bonus
 * money that goes back and the cash it releases, and asks for the reason (2 to 200 characters).
 * A refusal (the bonus ended meanwhile) stays in the dialog; success closes it.
 */
export function ForfeitAction(props: {
  bonus: Bonus;
  money: (amount: string) => string;
  onDone: (text: string) => void;
}) {
  const { t } = useI18n();
  const { bonus } = props;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useBonusChange();

  const close = () => {
    setOpen(false);
    setReason('');
    setError(undefined);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonProblem(reason);
    setError(problem ? t(problem.key) : undefined);
    setFailure(null);
    if (problem) return;
    try {
      await send.mutateAsync(forfeitCall(bonus.id, reason.trim()));
      close();
      props.onDone(fill(t('pr_forfeited'), { id: bonus.id }));
    } catch (caught) {
      const refusal = refusalOf(caught, SHOWN);
      setError(refusal.fields.reason);
      setFailure(refusal.form);
    }
  };

  return (
    <ActionDialog
      action="forfeit-bonus"
      label={t('pr_forfeit')}
      title={fill(t('pr_forfeit_title'), { id: bonus.id })}
      danger
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={fill(t('pr_forfeit_confirm'), {
        balance: props.money(bonus.balance),
        locked: props.money(bonus.locked),
      })}
      busy={send.isPending}
      failure={failure}
      submitLabel={t('pr_forfeit_submit')}
      onSubmit={submit}
      outcome={null}
    >
      <TextAreaField
        name="reason"
        label={t('pr_reason')}
        hint={t('pr_reason_hint')}
        maxLength={REASON_MAX}
        value={reason}
        onChange={setReason}
        error={error}
      />
    </ActionDialog>
  );
}
