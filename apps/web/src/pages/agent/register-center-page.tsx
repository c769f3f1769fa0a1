import { OpenAccountRequest } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentKeys, openAccount } from '../../api/agents';
import { FormError, PasswordField, TextField } from '../../components/form/fields';
import { confirmError, type FieldError, hasErrors, serverFieldErrors } from '../../forms/rules';
import { AGENT_NS } from '../../i18n/agent';
import { failureText, failureValue } from '../accounts/failure';

type Kind = OpenAccountRequest['kind'];
type Field = 'username' | 'password' | 'confirmPassword';
type Opened = { username: string; kind: Kind };

/** The contract's bounds, shown and checked before the call (the server checks them again). */
const USERNAME_LENGTH = { min: 4, max: 16 };
const PASSWORD_LENGTH = { min: 6, max: 20 };

/**
 * registerCenter: open a member or agent account under me. The new account logs in with the
 * password given here and must change it at its first login; server refusals (a taken username,
 * a rule) come back as the server's translated message.
 */
export function RegisterCenterPage() {
  const { t } = useTranslation(AGENT_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError | null>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { username: username.trim(), password, kind };
    const checked = OpenAccountRequest.safeParse(body);
    const issues = checked.success ? [] : checked.error.issues;
    const found: Partial<Record<Field, FieldError | null>> = {
      username: issues.some((issue) => issue.path[0] === 'username')
        ? { text: t('agent_open_username_rule', USERNAME_LENGTH) }
        : null,
      password: issues.some((issue) => issue.path[0] === 'password')
        ? { text: t('agent_open_password_rule', PASSWORD_LENGTH) }
        : null,
      confirmPassword: confirmError(password, confirmation),
    };
    setErrors(found);
    setFailure(null);
    // A new attempt: the last account's banner is not this attempt's answer.
    setOpened(null);
    if (!checked.success || found.confirmPassword || busy) return;
    setBusy(true);
    try {
      const value = await openAccount(checked.data);
      setOpened({ username: value.username, kind });
      setUsername('');
      setPassword('');
      setConfirmation('');
      void queryClient.invalidateQueries({ queryKey: agentKeys.all });
    } catch (error) {
      // A field the server's rules refused (the site's username and password rules are stricter
      // than the lengths checked here) is shown at its field, in the server's words.
      const fromServer = serverFieldErrors(failureValue(error), ['username', 'password'] as const);
      if (hasErrors(fromServer)) setErrors(fromServer);
      else setFailure(failureText(error, tRoot));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="agent-page" data-page="agent-register-center">
      <h1 className="agent-page__title">{t('agent_menu_registerCenter')}</h1>
      <div className="agent-panel agent-panel--narrow">
        <p className="agent-note">{t('agent_open_lead')}</p>
        {opened && (
          <p className="agent-success" role="status" data-opened={opened.username}>
            {t(opened.kind === 'agent' ? 'agent_open_done_agent' : 'agent_open_done_member', {
              username: opened.username,
            })}
          </p>
        )}
        <form className="form" onSubmit={submit} noValidate data-form="open-account">
          <fieldset className="agent-kind">
            <legend className="field__label">{t('agent_open_kind')}</legend>
            {(['member', 'agent'] as const).map((option) => (
              <label key={option} className={`agent-chip${kind === option ? ' agent-chip--on' : ''}`}>
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="visually-hidden"
                />
                {t(option === 'agent' ? 'agent_kind_agent' : 'agent_kind_member')}
              </label>
            ))}
          </fieldset>
          <TextField
            name="username"
            label={tRoot('username')}
            markRequired
            icon="user"
            value={username}
            onValueChange={setUsername}
            error={errors.username}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={USERNAME_LENGTH.max}
            hint={t('agent_open_username_rule', USERNAME_LENGTH)}
          />
          <PasswordField
            name="password"
            label={tRoot('password')}
            markRequired
            value={password}
            onValueChange={setPassword}
            error={errors.password}
            autoComplete="new-password"
            maxLength={PASSWORD_LENGTH.max}
            hint={t('agent_open_password_rule', PASSWORD_LENGTH)}
          />
          <PasswordField
            name="confirmPassword"
            label={t('agent_open_confirm_password')}
            markRequired
            value={confirmation}
            onValueChange={setConfirmation}
            error={errors.confirmPassword}
            autoComplete="new-password"
            maxLength={PASSWORD_LENGTH.max}
          />
          <p className="form-note">{t('agent_open_first_login')}</p>
          <FormError message={failure} />
          <button type="submit" className="button button--primary button--wide" disabled={busy}>
            {busy ? t('agent_open_busy') : t('agent_open_submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
