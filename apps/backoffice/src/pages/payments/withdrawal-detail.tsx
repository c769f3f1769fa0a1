import type { OperatorWithdrawalValue, ProofValue } from '@khela/contract';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { boObjectUrl } from '../../api';
import { formatTime } from '../../forms';
import { useI18n } from '../../i18n';

type OperatorWithdrawal = z.infer<typeof OperatorWithdrawalValue>;

/**
 * One proof image loaded through the authenticated proof route (the operator's token, never a
 * public URL): a thumbnail that opens the full image in a dialog.
 */
function ProofThumbnail(props: { withdrawalId: string; proof: ProofValue }) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    boObjectUrl(`/bo/api/payments/withdrawals/${props.withdrawalId}/proofs/${props.proof.id}`)
      .then((made) => {
        objectUrl = made;
        if (live) setUrl(made);
        else URL.revokeObjectURL(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [props.withdrawalId, props.proof.id]);

  useEffect(() => {
    if (open) dialog.current?.showModal?.();
    else dialog.current?.close?.();
  }, [open]);

  const name = props.proof.fileName;
  if (failed) return <p className="field__error">{t('pv_load_failed')}</p>;
  return (
    <>
      <button
        type="button"
        className="proof-thumb"
        aria-label={t('pv_enlarge').replace('{name}', name)}
        onClick={() => setOpen(true)}
        disabled={!url}
      >
        {url && <img src={url} alt={t('pv_proof_alt').replace('{name}', name)} width={120} height={120} />}
      </button>
      <dialog
        ref={dialog}
        className="dialog proof-dialog"
        onCancel={() => setOpen(false)}
        aria-label={t('pv_proof_alt').replace('{name}', name)}
      >
        {open && url && (
          <img
            className="proof-dialog__image"
            src={url}
            alt={t('pv_proof_alt').replace('{name}', name)}
            width={props.proof.width}
            height={props.proof.height}
          />
        )}
        <p className="field__hint">
          {name} · {props.proof.width}×{props.proof.height}
        </p>
        <div className="actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('pv_close')}
          </button>
        </div>
      </dialog>
    </>
  );
}

/** A withdrawal's (or its dispute's) detail: account, amounts, dates, the member's note and proofs. */
export function WithdrawalDetail(props: { withdrawal: OperatorWithdrawal; onClose: () => void }) {
  const { t, language } = useI18n();
  const w = props.withdrawal;
  return (
    <section className="section" aria-label={`${t('pv_details')} #${w.id}`} data-testid="withdrawal-detail">
      <h2 className="section__title">
        {t('pv_details')} #{w.id}
      </h2>
      <dl className="detail-grid">
        <div>
          <dt>{t('pay_member_id')}</dt>
          <dd>{w.memberId}</dd>
        </div>
        <div>
          <dt>{t('pay_account')}</dt>
          <dd>
            {w.account.provider} {w.account.number} · {w.account.payeeName}
          </dd>
        </div>
        <div>
          <dt>{t('pay_amount')}</dt>
          <dd>
            {w.amount} {w.currency} ({t('pay_payout')} {w.payout})
          </dd>
        </div>
        <div>
          <dt>{t('pv_requested')}</dt>
          <dd>{formatTime(w.createdAt, language)}</dd>
        </div>
        {w.payoutReference && (
          <div>
            <dt>{t('pay_reference')}</dt>
            <dd>{w.payoutReference}</dd>
          </div>
        )}
        {w.confirmDueAt && (
          <div>
            <dt>{t('pv_confirm_due')}</dt>
            <dd>{formatTime(w.confirmDueAt, language)}</dd>
          </div>
        )}
        {w.dispute && (
          <div>
            <dt>{t('pv_dispute_note')}</dt>
            <dd>{w.dispute.note || '—'}</dd>
          </div>
        )}
      </dl>
      <h3 className="section__title">{t('pv_proofs')}</h3>
      {w.proofs.length === 0 ? (
        <p className="field__hint">{t('pv_no_proofs')}</p>
      ) : (
        <div className="proof-list">
          {w.proofs.map((proof) => (
            <ProofThumbnail key={proof.id} withdrawalId={w.id} proof={proof} />
          ))}
        </div>
      )}
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          {t('pv_close')}
        </button>
      </div>
    </section>
  );
}
