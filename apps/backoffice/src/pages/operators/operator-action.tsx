import { OPERATOR_ROLES, type OperatorRole, type OperatorRowView } from '@khela/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { ActionDialog, reasonError } from '../../action-dialog';
import { Field, type FieldErrors, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys, useApiMutation } from '../../query';
import { AllowListField, badLine, linesOf, onAllowListField } from './ip-allow-list';

export type OperatorActionId =
  | 'role'
  | 'ip-allow-list'
  | 'disable'
  | 'enable'
  | 'reset-password'
  | 'reset-totp';
type FieldName = 'role' | 'ipAllowList' | 'reason';
const FIELDS: readonly FieldName[] = ['role', 'ipAllowList', 'reason'];

const TEXTS: Record<OperatorActionId, { label: MessageKey; confirm: MessageKey; danger?: boolean }> = {
  role: { label: 'op_change_role', confirm: 'op_confirm_role' },
  'ip-allow-list': { label: 'op_edit_ip', confirm: 'op_confirm_ip' },
  disable: { label: 'op_disable', confirm: 'op_confirm_disable', danger: true },
  enable: { label: 'op_enable', confirm: 'op_confirm_enable' },
  'reset-password': { label: 'op_reset_password', confirm: 'op_confirm_reset_password' },
  'reset-totp': { label: 'op_reset_totp', confirm: 'op_confirm_reset_totp', danger: true },
};

/**
 * One change to another operator (decision 0036): the button opens a dialog asking to confirm,
 * with the reason kept in the audit trail (and the new role for a role change, the allowed
 * addresses for an allow-list change, decision 0037). The server's
 * refusals show beside their field; a reset's temporary password is shown once before closing.
 */
export function OperatorAction(props: { operator: OperatorRowView; action: OperatorActionId }) {
  const { t } = useI18n();
  const { operator, action } = props;
  const texts = TEXTS[action];
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [ipAllowList, setIpAllowList] = useState(operator.ipAllowList.join('\n'));
  const [reason, setReason] = useState('');
  const [temporary, setTemporary] = useState<string | null>(null);
  const { errors, failure, busy, run, reset } = useFormSubmit(FIELDS);
  const change = useApiMutation<{ temporaryPassword?: string }>([boKeys.operators, boKeys.audit]);

  useEffect(() => {
    if (open) setIpAllowList(operator.ipAllowList.join('\n'));
  }, [open, operator.ipAllowList]);

  const close = () => {
    setOpen(false);
    setReason('');
    setTemporary(null);
    reset();
  };

  const check = (): FieldErrors<FieldName> => {
    const found: FieldErrors<FieldName> = {};
    const badReason = reasonError(reason, t);
    if (badReason) found.reason = badReason;
    const bad = action === 'ip-allow-list' ? badLine(ipAllowList) : 0;
    if (bad) found.ipAllowList = t('op_ip_invalid').replace('{line}', String(bad));
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const path = `/bo/api/operators/${encodeURIComponent(operator.id)}/${action}`;
    const body = {
      ...(action === 'role' ? { role } : {}),
      ...(action === 'ip-allow-list' ? { ipAllowList: linesOf(ipAllowList) } : {}),
      reason: reason.trim(),
    };
    const method = action === 'ip-allow-list' ? 'PUT' : 'POST';
    const value = await run(
      check(),
      () => onAllowListField(change.mutateAsync({ path, method, body }), t('op_ip_line')),
      { OPERATOR_STATUS_UNCHANGED: action === 'role' ? 'role' : 'reason', OPERATOR_LAST_OWNER: 'reason' },
    );
    if (value === undefined) return;
    if (value.temporaryPassword) setTemporary(value.temporaryPassword);
    else close();
  };

  const label = t(texts.label);
  return (
    <ActionDialog
      action={action}
      label={label}
      title={`${label}: ${operator.username}`}
      danger={texts.danger ?? false}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => close()}
      confirm={t(texts.confirm).replace('{username}', operator.username)}
      reason={{ value: reason, onChange: setReason, error: errors.reason }}
      busy={busy}
      failure={failure}
      submitLabel={t('pl_confirm')}
      onSubmit={submit}
      outcome={temporary ? { kind: 'password', caption: t('op_temporary_password'), text: temporary } : null}
    >
      {action === 'role' && (
        <Field label={t('op_role')} error={errors.role}>
          {({ id, invalid, describedBy }) => (
            <select
              id={id}
              name="role"
              value={role}
              onChange={(event) => setRole(event.target.value as OperatorRole)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            >
              {OPERATOR_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(`role_${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {action === 'ip-allow-list' && (
        <AllowListField
          label={t('op_addresses')}
          value={ipAllowList}
          onChange={setIpAllowList}
          error={errors.ipAllowList}
          rows={3}
        />
      )}
    </ActionDialog>
  );
}
