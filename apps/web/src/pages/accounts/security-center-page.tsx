import type { TotpSetupValue, TotpStatusValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disableTotp, enableTotp, memberKeys, setupTotp, useTotpStatus } from '../../api/accounts';
import { FormError, TextField } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import type { FieldError } from '../../forms/rules';
import { useFormat } from '../../i18n/use-format';
import { useSessionToken } from '../../stores/session';
import { PaymentPasswordCard } from '../member/payment-password-card';
import { AvatarCard } from './avatar-card';
import { errorCode, failureText } from './failure';
import { LoadFailure } from './load-failure';
import { LoginPasswordCard } from './login-password-card';
import { groupedSecret, qrSvgDataUrl } from './qr-image';
import './security-center.css';

/** Codes the server refuses because of the code itself: shown under the code field. */
const CODE_ERRORS = new Set(['INVALID_VERIFICATION_CODE', 'TOTP_CODE_USED', 'VALIDATION_FAILED']);

/** The code as typed: digits only (spaces from copying are dropped), at most 6. */
const cleanCode = (input: string) => input.replace(/\s+/g, '');

function codeProblem(code: string): FieldError | null {
  if (code === '') return { key: 'error_code_required' };
  return /^\d{6}$/.test(code) ? null : { key: 'error_totp_code_format' };
}

/**
 * Security centre (/member/securityCenter, a member centre page, "my account"): the avatar, the
 * login password (decision 0086), an authenticator app (TOTP, Google Authenticator) — QR code and
 * key for the app, a code to confirm — or turn it off with a current code, and the payment
 * password. Member only: RequireLogin keeps visitors and trial players out.
 */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const status = useTotpStatus();
  return (
    <div className="security" data-page="security-center">
      <h1 className="security__title">
        <Icon name="shield" size={24} />
        {t('security_title')}
      </h1>
      <p className="security__lead">{t('security_lead')}</p>
      <AvatarCard />
      <LoginPasswordCard />
      <section className="security__card" aria-labelledby="security-totp" data-section="totp">
        <header className="security__card-head">
          <Icon name="key" size={22} />
          <h2 id="security-totp" className="security__card-title">
            {t('totp_title')}
          </h2>
          {status.data && <StatusBadge status={status.data} />}
        </header>
        {status.isPending ? (
          <InlineLoader />
        ) : status.isError ? (
          <LoadFailure error={status.error} onRetry={() => void status.refetch()} />
        ) : status.data.enabled ? (
          <TotpDisable />
        ) : (
          <TotpEnrol />
        )}
      </section>
      <PaymentPasswordCard />
    </div>
  );
}

function StatusBadge({ status }: { status: TotpStatusValue }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span
      className={`security__badge security__badge--${status.enabled ? 'on' : 'off'}`}
      data-totp-state={status.enabled ? 'enabled' : 'disabled'}
    >
      {status.enabled && <Icon name="check" size={16} />}
      {status.enabled
        ? status.enabledAt
          ? t('totp_enabled_since', { date: format.date(status.enabledAt) })
          : t('totp_status_on')
        : t('totp_status_off')}
    </span>
  );
}

/** Writes the new state into the status query, so the page switches without another call. */
function useSetStatus(): (status: TotpStatusValue) => void {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return (status) => queryClient.setQueryData(memberKeys.totp(token), status);
}

function TotpEnrol() {
  const { t } = useTranslation();
  const setStatus = useSetStatus();
  const [setup, setSetup] = useState<TotpSetupValue | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setFailure(null);
    try {
      setSetup(await setupTotp());
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  if (setup) {
    return (
      <TotpConfirm
        setup={setup}
        onEnabled={setStatus}
        onExpired={(message) => {
          setSetup(null);
          setFailure(message);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  }
  return (
    <div className="security__body">
      <p className="security__text">{t('totp_intro')}</p>
      <FormError message={failure} />
      <button
        type="button"
        className="button button--primary"
        onClick={() => void start()}
        disabled={busy}
        data-action="totp-setup"
      >
        <Icon name="phone" size={18} />
        {busy ? t('loading') : t('totp_start')}
      </button>
    </div>
  );
}

type ConfirmProps = {
  setup: TotpSetupValue;
  onEnabled: (status: TotpStatusValue) => void;
  onExpired: (message: string) => void;
  onCancel: () => void;
};

function TotpConfirm({ setup, onEnabled, onExpired, onCancel }: ConfirmProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [qr] = useState(() => qrSvgDataUrl(setup.qrText || setup.otpauthUrl));
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin or a refusal): the key stays on screen to type.
    }
  }

  return (
    <div className="security__body security__setup" data-totp-setup>
      <ol className="security__steps">
        <li className="security__step">
          <p className="security__step-title">{t('totp_step_scan')}</p>
          <img
            className="security__qr"
            src={qr}
            alt={t('totp_qr_alt')}
            width={200}
            height={200}
            data-totp-qr
          />
          <p className="security__text">{t('totp_manual')}</p>
          <div className="security__secret">
            <code data-totp-secret>{groupedSecret(setup.secret)}</code>
            <button type="button" className="button button--ghost button--small" onClick={() => void copy()}>
              {copied ? t('totp_copied') : t('totp_copy')}
            </button>
          </div>
          <p className="security__hint">
            {t('totp_setup_valid', { minutes: format.plainInteger(Math.round(setup.expiresInSeconds / 60)) })}
          </p>
        </li>
        <li className="security__step">
          <p className="security__step-title">{t('totp_step_code')}</p>
          <CodeForm
            name="totp-enable"
            submitLabel={t('totp_enable')}
            submit={enableTotp}
            onDone={onEnabled}
            onFailure={(error) => {
              if (errorCode(error) !== 'TOTP_SETUP_EXPIRED') return false;
              onExpired(failureText(error, t));
              return true;
            }}
          />
        </li>
      </ol>
      <button type="button" className="link-button" onClick={onCancel} data-action="totp-cancel">
        {t('cancel')}
      </button>
    </div>
  );
}

function TotpDisable() {
  const { t } = useTranslation();
  const setStatus = useSetStatus();
  return (
    <div className="security__body">
      <p className="security__text">{t('totp_on_text')}</p>
      <p className="security__text">{t('totp_disable_intro')}</p>
      <CodeForm
        name="totp-disable"
        submitLabel={t('totp_disable')}
        danger
        submit={disableTotp}
        onDone={setStatus}
      />
    </div>
  );
}

type CodeFormProps = {
  name: string;
  submitLabel: string;
  danger?: boolean;
  submit: (code: string) => Promise<TotpStatusValue>;
  onDone: (status: TotpStatusValue) => void;
  /** Handles a failure itself (true) or leaves it to the form (false). */
  onFailure?: (error: unknown) => boolean;
};

/** The 6-digit authenticator code: checked here first, the server's verdict under the field. */
function CodeForm({ name, submitLabel, danger, submit, onDone, onFailure }: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = cleanCode(code);
    const problem = codeProblem(value);
    setError(problem);
    setFailure(null);
    if (problem || busy) return;
    setBusy(true);
    try {
      onDone(await submit(value));
    } catch (caught) {
      if (onFailure?.(caught)) return;
      const errorCodeOf = errorCode(caught);
      if (errorCodeOf && CODE_ERRORS.has(errorCodeOf)) {
        setError({ text: failureText(caught, t) });
        setCode('');
      } else {
        setFailure(failureText(caught, t));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form security__form" onSubmit={send} noValidate data-form={name}>
      <TextField
        name="code"
        label={t('totp_code')}
        markRequired
        icon="key"
        value={code}
        onValueChange={(value) => setCode(value.replace(/[^\d\s]/g, ''))}
        error={error}
        placeholder={t('totp_code_placeholder')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
      />
      <FormError message={failure} />
      <button
        type="submit"
        className={`button ${danger ? 'button--danger' : 'button--primary'} button--wide`}
        disabled={busy}
      >
        {busy ? t('verifying') : submitLabel}
      </button>
    </form>
  );
}
