import type { ActivityApplicationStatus, BoActivityApplicationValue } from '@khela/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ActionDialog } from '../../action-dialog';
import { FormOutcome, formatTime, TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { formatAmount } from '../../numbers';
import { boKeys, failureText, useApiMutation, useApiObjectUrl, useApiQuery } from '../../query';
import { SelectField } from './promo-fields';
import { fill } from './promotion-labels';
import './activity.css';

type Application = BoActivityApplicationValue;
const QUEUE_PATH = '/bo/api/promotions/applications';
const queueKey = [...boKeys.promotions, 'applications'] as const;
const STATUSES: readonly ActivityApplicationStatus[] = ['applying', 'issued', 'rejected'];
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The review queue of activity applications (decision 0057; promotions.applications.review):
 * under review oldest first (or the issued and rejected ones), each with the player's remark and
 * images (thumbnails that open full size, loaded with the operator's token); approve issues the
 * reward (an amount within the rules), reject asks the reason the player sees. Both audited.
 */
export function ActivityApplicationsPage() {
  const { t } = useI18n();
  const [status, setStatus] = useState<ActivityApplicationStatus>('applying');
  const [notice, setNotice] = useState<string | null>(null);
  const query = useApiQuery<{ list: Application[] }>(queueKey, QUEUE_PATH, { status });
  const list = query.data?.list ?? [];
  return (
    <section className="section activity-queue" aria-label={t('act_queue')} data-testid="activity-queue">
      <div className="form-grid">
        <SelectField<ActivityApplicationStatus>
          name="status"
          label={t('act_queue_status')}
          value={status}
          options={STATUSES.map((value) => ({ value, label: t(`act_status_${value}`) }))}
          onChange={(next) => {
            setStatus(next);
            setNotice(null);
          }}
        />
      </div>
      <FormOutcome error={query.error ? failureText(query.error) : null} saved={notice} />
      {query.data && list.length === 0 && <p className="notice">{t('act_empty')}</p>}
      <ul className="activity-queue__list">
        {list.map((application) => (
          <ApplicationCard key={application.id} application={application} onDone={setNotice} />
        ))}
      </ul>
    </section>
  );
}

function rewardText(
  a: Application,
  t: (key: 'act_reward_text_cash' | 'act_reward_text_bonus' | 'act_reward_upto') => string,
  language: string,
) {
  const amount = formatAmount(a.rules.amount, language);
  const shown = a.rules.amountMode === 'chosen' ? fill(t('act_reward_upto'), { amount }) : amount;
  return a.rules.reward === 'cash'
    ? fill(t('act_reward_text_cash'), { amount: shown })
    : fill(t('act_reward_text_bonus'), { amount: shown, multiple: String(a.rules.wageringMultiple) });
}

function ApplicationCard({
  application: a,
  onDone,
}: {
  application: Application;
  onDone: (text: string) => void;
}) {
  const { t, language } = useI18n();
  return (
    <li className="activity-queue__item" data-application={a.id} data-status={a.status}>
      <div className="activity-queue__head">
        <strong data-field="username">{a.username}</strong>
        <span>{a.title}</span>
        <span
          className={`badge ${a.status === 'issued' ? 'badge--ok' : a.status === 'rejected' ? 'badge--warn' : ''}`}
        >
          {t(`act_status_${a.status}`)}
        </span>
      </div>
      <p className="activity-queue__meta">
        {t('act_col_applied')}: {formatTime(a.createdAt, language)} · {t('act_col_reward')}:{' '}
        {rewardText(a, t, language)}
      </p>
      {a.remark && <p className="activity-queue__remark">{a.remark}</p>}
      <div className="activity-queue__images">
        {a.images.length === 0 ? (
          <span className="field__hint">{t('act_no_images')}</span>
        ) : (
          a.images.map((image, index) => (
            <ImageThumbnail key={image.id} application={a} index={index + 1} image={image} />
          ))
        )}
      </div>
      {a.status === 'issued' && a.amount !== null && (
        <p className="activity-queue__meta">{formatAmount(a.amount, language)}</p>
      )}
      {a.rejectReason !== null && (
        <p className="activity-queue__meta">{fill(t('act_reason_shown'), { reason: a.rejectReason })}</p>
      )}
      {a.status === 'applying' && (
        <div className="actions">
          <ApproveAction application={a} onDone={onDone} />
          <RejectAction application={a} onDone={onDone} />
        </div>
      )}
    </li>
  );
}

/** A private image through the operator's token: a thumbnail that opens the full image in a dialog. */
function ImageThumbnail(props: {
  application: Application;
  index: number;
  image: Application['images'][number];
}) {
  const { t } = useI18n();
  const image = useApiObjectUrl([...queueKey, 'image', props.image.id], props.image.path);
  const url = image.data ?? null;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open) dialog.current?.showModal?.();
    else dialog.current?.close?.();
  }, [open]);
  const names = { index: String(props.index), id: props.application.id };
  const alt = fill(t('act_image_alt'), names);
  if (image.isError) return <p className="form-error">{failureText(image.error)}</p>;
  return (
    <>
      <button
        type="button"
        className="activity-thumb"
        aria-label={fill(t('act_image_open'), names)}
        data-action="open-image"
        onClick={() => setOpen(true)}
        disabled={!url}
      >
        {url && <img src={url} alt={alt} width={96} height={96} />}
      </button>
      <dialog
        ref={dialog}
        className="dialog activity-image-dialog"
        onCancel={() => setOpen(false)}
        aria-label={alt}
      >
        {open && url && (
          <img
            className="activity-image-dialog__image"
            src={url}
            alt={alt}
            width={props.image.width}
            height={props.image.height}
          />
        )}
        <p className="field__hint">
          {props.image.width}×{props.image.height}
        </p>
        <div className="actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('act_close')}
          </button>
        </div>
      </dialog>
    </>
  );
}

function useDecision() {
  return useApiMutation<Application>([
    queueKey,
    boKeys.audit,
    boKeys.players,
    boKeys.playerBonuses,
    boKeys.dashboard,
  ]);
}

function ApproveAction({
  application: a,
  onDone,
}: {
  application: Application;
  onDone: (text: string) => void;
}) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const chosen = a.rules.amountMode === 'chosen';
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useDecision();
  const max = formatAmount(a.rules.amount, language);
  const close = () => {
    setOpen(false);
    setAmount('');
    setError(undefined);
    setFailure(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim();
    if (chosen && (!AMOUNT.test(typed) || Number(typed) <= 0 || Number(typed) > Number(a.rules.amount))) {
      setError(fill(t('act_amount_bounds'), { max }));
      return;
    }
    setError(undefined);
    try {
      const value = await send.mutateAsync({
        path: `${QUEUE_PATH}/${a.id}/approve`,
        body: chosen ? { amount: typed } : {},
      });
      // The queue is asked again and this card leaves it: the outcome is the page's notice.
      onDone(
        fill(t('act_approved'), { amount: formatAmount(value.amount ?? '0', language), player: a.username }),
      );
      close();
    } catch (failed) {
      setFailure(failureText(failed));
    }
  };
  return (
    <ActionDialog
      action={`approve-application-${a.id}`}
      label={t('act_approve')}
      primary
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={fill(t('act_approve_confirm'), { player: a.username, title: a.title })}
      busy={send.isPending}
      failure={failure}
      submitLabel={t('act_approve')}
      onSubmit={submit}
      outcome={null}
    >
      {chosen ? (
        <TextField
          name="amount"
          label={fill(t('act_approve_amount'), { max })}
          inputMode="decimal"
          maxLength={16}
          value={amount}
          onChange={setAmount}
          error={error}
        />
      ) : (
        <p>{fill(t('act_approve_fixed'), { amount: max })}</p>
      )}
    </ActionDialog>
  );
}

function RejectAction({
  application: a,
  onDone,
}: {
  application: Application;
  onDone: (text: string) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useDecision();
  const close = () => {
    setOpen(false);
    setReason('');
    setError(undefined);
    setFailure(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const length = reason.trim().length;
    if (length < 2 || length > 200) {
      setError(t('act_reason_bounds'));
      return;
    }
    setError(undefined);
    try {
      await send.mutateAsync({ path: `${QUEUE_PATH}/${a.id}/reject`, body: { reason: reason.trim() } });
      onDone(fill(t('act_rejected'), { player: a.username }));
      close();
    } catch (failed) {
      setFailure(failureText(failed));
    }
  };
  return (
    <ActionDialog
      action={`reject-application-${a.id}`}
      label={t('act_reject')}
      danger
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={fill(t('act_reject_confirm'), { player: a.username, title: a.title })}
      busy={send.isPending}
      failure={failure}
      submitLabel={t('act_reject')}
      onSubmit={submit}
      outcome={null}
    >
      <TextField
        name="reason"
        label={t('act_reject_reason')}
        maxLength={200}
        value={reason}
        onChange={setReason}
        error={error}
      />
    </ActionDialog>
  );
}
