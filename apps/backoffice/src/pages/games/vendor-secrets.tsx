import type { RotatedVendorSecret, VendorSecretView } from '@khela/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MiniTable } from '../../data-table';
import { Field, FormOutcome, formatTime, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import { boKeys, useApiMutation } from '../../query';
import '../payments/payments.css';
import { useBoList } from '../payments/settings-list';

const FIELDS = ['reason'] as const;

/**
 * Vendors' signing secrets (decision 0034): fingerprints and dates only; a rotation shows the new
 * secret once in its dialog, and the list never shows it again.
 */
export function VendorSecrets() {
  const { t, language } = useI18n();
  const { rows: secrets, failure } = useBoList<VendorSecretView>(
    boKeys.vendorSecrets,
    '/bo/api/games/vendor-secrets',
  );
  const [rotating, setRotating] = useState<string | null>(null);

  return (
    <section className="section" aria-label={t('vs_secrets')}>
      <h2 className="section__title">{t('vs_secrets')}</h2>
      <FormOutcome error={failure} />
      <MiniTable
        testId="vendor-secrets-table"
        headers={['gm_vendor', 'vs_fingerprint', 'vs_rotated', 'actions']}
        rows={secrets}
        rowKey={(s) => s.vendor}
        rowData={(s) => ({ 'data-vendor': s.vendor })}
        cells={(s) => [
          s.vendor,
          <code key="fingerprint">{s.fingerprint}</code>,
          <>
            {s.rotatedAt ? formatTime(s.rotatedAt, language) : t('vs_never')}
            {s.previousValidUntil && (
              <span className="field__hint">
                {' · '}
                {t('vs_grace_until').replace('{time}', formatTime(s.previousValidUntil, language))}
              </span>
            )}
          </>,
          s.source === 'config' ? (
            <span key="action" className="field__hint">
              {t('vs_from_config')}
            </span>
          ) : (
            <button
              key="action"
              type="button"
              className="button button--ghost"
              onClick={() => setRotating(s.vendor)}
            >
              {t('vs_rotate')}
            </button>
          ),
        ]}
      />
      {rotating && <RotateDialog key={rotating} vendor={rotating} onClose={() => setRotating(null)} />}
    </section>
  );
}

/** Asks for the reason, rotates, then shows the new secret once; closing forgets it. */
function RotateDialog(props: { vendor: string; onClose: () => void }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const form = useFormSubmit(FIELDS);
  const rotate = useApiMutation<RotatedVendorSecret>([boKeys.vendorSecrets, boKeys.audit]);

  useEffect(() => {
    dialog.current?.showModal?.();
  }, []);

  const close = () => {
    dialog.current?.close?.();
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rotated = await form.run(
      { reason: reason.trim().length < 3 ? t('vs_reason_required') : undefined },
      () =>
        rotate.mutateAsync({
          path: `/bo/api/games/vendor-secrets/${encodeURIComponent(props.vendor)}/rotate`,
          body: { reason: reason.trim() },
        }),
    );
    if (rotated) setSecret(rotated.secret);
  };

  const title = t('vs_rotate_title').replace('{vendor}', props.vendor);
  return (
    <dialog ref={dialog} className="dialog" onCancel={close} aria-label={title}>
      <h3 className="section__title">{title}</h3>
      {secret ? (
        <div>
          <p>{t('vs_new_secret')}</p>
          <p className="secret secret--wrap" data-testid="new-vendor-secret">
            {secret}
          </p>
          <div className="actions">
            <button type="button" className="button" onClick={close}>
              {t('vs_done')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('vs_rotate_confirm')}</p>
          <Field label={t('vs_reason')} error={form.errors.reason}>
            {({ id, invalid, describedBy }) => (
              <textarea
                id={id}
                name="reason"
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <FormOutcome error={form.failure} />
          <div className="actions">
            <button type="submit" className="button button--danger" disabled={form.busy}>
              {t('vs_rotate')}
            </button>
            <button type="button" className="button button--ghost" onClick={close}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
