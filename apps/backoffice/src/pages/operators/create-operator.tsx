import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_ROLES,
  type OperatorCreateValue,
  type OperatorRole,
} from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { Field, type FieldErrors, FormOutcome, TextField, TitledSection, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import { boKeys, useApiMutation } from '../../query';
import { AllowListField, badLine, linesOf, onAllowListField } from './ip-allow-list';

type FieldName = 'username' | 'displayName' | 'role' | 'ipAllowList' | 'password';
const FIELDS: readonly FieldName[] = ['username', 'displayName', 'role', 'ipAllowList', 'password'];
const USERNAME = /^[A-Za-z0-9_.-]{3,40}$/;

/**
 * The owner's "new operator" form (decision 0036): username, display name, role, optional
 * allow-listed addresses and initial password. A generated password is shown once; the new
 * operator changes it and enrols an authenticator at the first sign-in.
 */
export function CreateOperator() {
  const { t } = useI18n();
  const [values, setValues] = useState<Record<FieldName, string>>({
    username: '',
    displayName: '',
    role: 'support',
    ipAllowList: '',
    password: '',
  });
  const [created, setCreated] = useState<OperatorCreateValue | null>(null);
  const { errors, failure, busy, run } = useFormSubmit(FIELDS);
  const create = useApiMutation<OperatorCreateValue>([boKeys.operators, boKeys.audit]);
  const set = (field: FieldName, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const check = (): FieldErrors<FieldName> => {
    const found: FieldErrors<FieldName> = {};
    if (!USERNAME.test(values.username.trim())) found.username = t('op_username_invalid');
    if (!values.displayName.trim()) found.displayName = t('required');
    const bad = badLine(values.ipAllowList);
    if (bad) found.ipAllowList = t('op_ip_invalid').replace('{line}', String(bad));
    if (values.password && values.password.length < OPERATOR_PASSWORD_MIN_LENGTH)
      found.password = t('op_password_too_short');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      username: values.username.trim(),
      displayName: values.displayName.trim(),
      role: values.role as OperatorRole,
      ipAllowList: linesOf(values.ipAllowList),
      ...(values.password ? { password: values.password } : {}),
    };
    const value = await run(
      check(),
      () => onAllowListField(create.mutateAsync({ path: '/bo/api/operators', body }), t('op_ip_line')),
      { OPERATOR_USERNAME_TAKEN: 'username' },
    );
    if (!value) return;
    setCreated(value);
    setValues({ username: '', displayName: '', role: 'support', ipAllowList: '', password: '' });
  };

  const input = (field: FieldName, label: string, extra: { hint?: string; password?: boolean } = {}) => (
    <TextField
      name={field}
      label={label}
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={errors[field]}
      {...(extra.hint ? { hint: extra.hint } : {})}
      {...(extra.password ? { type: 'password', autoComplete: 'new-password' } : {})}
    />
  );

  return (
    <TitledSection id="op-new-title" title={t('op_new')}>
      <form className="form-grid" onSubmit={submit} noValidate data-testid="create-operator">
        {input('username', t('op_username'), { hint: t('op_username_hint') })}
        {input('displayName', t('op_display_name'))}
        <Field label={t('op_role')} error={errors.role}>
          {({ id }) => (
            <select
              id={id}
              name="role"
              value={values.role}
              onChange={(event) => set('role', event.target.value)}
            >
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`role_${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input('password', t('op_initial_password'), {
          hint: t('op_initial_password_hint'),
          password: true,
        })}
        <AllowListField
          label={t('op_ip_allow_list')}
          value={values.ipAllowList}
          onChange={(value) => set('ipAllowList', value)}
          error={errors.ipAllowList}
          rows={2}
        />
        <div className="actions field--wide">
          <button type="submit" className="button" disabled={busy}>
            {t('op_create')}
          </button>
        </div>
        <FormOutcome error={failure} />
      </form>
      {created && (
        <div className="notice" role="status" data-testid="operator-created">
          <p>{t('op_created').replace('{username}', created.operator.username)}</p>
          {created.temporaryPassword && (
            <>
              <p>{t('op_temporary_password')}</p>
              <p className="secret" data-testid="temporary-password">
                {created.temporaryPassword}
              </p>
            </>
          )}
        </div>
      )}
    </TitledSection>
  );
}
