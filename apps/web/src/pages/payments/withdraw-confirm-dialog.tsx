import type { ConfirmationResult, WithdrawalValue } from '@khela/contract';
import { MAX_PROOF_IMAGE_BYTES, MAX_PROOF_IMAGES } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../api/session';
import { confirmWithdrawal, uploadProof, withdrawKeys } from '../../api/withdrawals';
import { Modal } from '../../components/dialog/modal';
import { FormError } from '../../components/form/fields';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';
import { paymentMethodName } from './payment-method-name';

type Props = { withdrawal: WithdrawalValue; onClose: () => void };
type Picked = { file: File; url: string };

/**
 * The confirmation step: received, full payment, or not received with up to 3 png/jpg
 * screenshots (previewed here, checked again by content on the server).
 */
export function WithdrawConfirmDialog({ withdrawal, onClose }: Props) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [notReceived, setNotReceived] = useState(false);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploaded = withdrawal.proofs.length;

  // Preview URLs are freed when the dialog closes.
  useEffect(
    () => () => {
      for (const p of picked) URL.revokeObjectURL(p.url);
    },
    [picked],
  );

  function pick(files: FileList | null) {
    setFailure(null);
    const next = [...picked];
    for (const file of Array.from(files ?? [])) {
      if (next.length + uploaded >= MAX_PROOF_IMAGES) break;
      if (file.type !== 'image/png' && file.type !== 'image/jpeg') {
        setFailure(t('wd_proof_type'));
        continue;
      }
      if (file.size > MAX_PROOF_IMAGE_BYTES) {
        setFailure(t('wd_proof_size'));
        continue;
      }
      next.push({ file, url: URL.createObjectURL(file) });
    }
    setPicked(next);
  }

  async function answer(result: ConfirmationResult) {
    if (busy) return;
    if (result === 'not_received' && picked.length + uploaded === 0) {
      setFailure(t('wd_proof_needed'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (result === 'not_received') for (const p of picked) await uploadProof(withdrawal.id, p.file);
      await confirmWithdrawal(withdrawal.id, { result, ...(note.trim() ? { note: note.trim() } : {}) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'balance'] }),
      ]);
      onClose();
    } catch (error) {
      setFailure(failureText(error, tRoot));
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal name="withdraw-confirm" title={t('wd_confirm_title')} onClose={onClose} size="medium">
      <div className="withdraw__dialog">
        <p>
          <strong>{format.money(withdrawal.payout, withdrawal.currency)}</strong> →{' '}
          {paymentMethodName(withdrawal.account.provider, t)}{' '}
          <span translate="no">{withdrawal.account.number}</span>
        </p>
        {withdrawal.confirmDueAt && (
          <p className="withdraw__hint">
            {t('wd_confirm_due', { time: format.dateTime(withdrawal.confirmDueAt) })}
          </p>
        )}
        {!notReceived ? (
          <div className="withdraw__actions withdraw__actions--stack">
            <button
              type="button"
              className="button button--primary"
              data-answer="received"
              disabled={busy}
              onClick={() => void answer('received')}
            >
              {t('wd_received')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              data-answer="full_payment"
              disabled={busy}
              onClick={() => void answer('full_payment')}
            >
              {t('wd_full_payment')}
            </button>
            <p className="withdraw__hint">{t('wd_full_payment_hint')}</p>
            <button
              type="button"
              className="button button--ghost"
              data-answer="not_received"
              onClick={() => setNotReceived(true)}
            >
              {t('wd_not_received')}
            </button>
          </div>
        ) : (
          <div className="withdraw__form" data-form="not-received">
            <span className="field__label">{t('wd_proofs_label')}</span>
            <div className="withdraw__previews">
              {picked.map((p, index) => (
                <figure key={p.url} className="withdraw__preview">
                  <img src={p.url} alt={p.file.name} />
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setPicked(picked.filter((_, i) => i !== index))}
                  >
                    {t('wd_proof_remove')}
                  </button>
                </figure>
              ))}
              {picked.length + uploaded < MAX_PROOF_IMAGES && (
                <label className="withdraw__add-proof">
                  {t('wd_proofs_add')}
                  <input
                    type="file"
                    accept="image/png,image/jpeg"
                    multiple
                    data-field="proofs"
                    onChange={(e) => {
                      pick(e.target.files);
                      e.target.value = '';
                    }}
                  />
                </label>
              )}
            </div>
            <label className="field" data-field="note">
              <span className="field__label">{t('wd_note')}</span>
              <textarea
                className="withdraw__note"
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
            <div className="withdraw__actions">
              <button
                type="button"
                className="button button--primary"
                data-answer="send-not-received"
                disabled={busy}
                onClick={() => void answer('not_received')}
              >
                {t('wd_send_not_received')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setNotReceived(false)}>
                {t('wd_cancel')}
              </button>
            </div>
          </div>
        )}
        <FormError message={failure} />
      </div>
    </Modal>
  );
}
