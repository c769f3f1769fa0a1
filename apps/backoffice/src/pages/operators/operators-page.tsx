import { OPERATOR_ROLES, OPERATOR_STATUSES, type OperatorRowView } from '@khela/contract';
import type { Column } from '../../data-table';
import { FilteredTable, type FilterField } from '../../filter-bar';
import { formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys } from '../../query';
import { useOperator } from '../../session';
import { CreateOperator } from './create-operator';
import { OperatorAction } from './operator-action';
import '../ops.css';
import './operators.css';

const STATUS_LABEL: Record<OperatorRowView['status'], MessageKey> = {
  active: 'op_status_active',
  disabled: 'op_status_disabled',
};

/**
 * Operators (owners only: operators.manage; decision 0036): create one, then per operator change
 * the role or the allowed addresses, disable or enable, reset the password or the authenticator.
 * One's own row has no actions (the server refuses changes to oneself and to the last active owner).
 */
export function OperatorsPage() {
  const { t, language } = useI18n();
  const me = useOperator();

  const fields: FilterField[] = [
    { name: 'username', label: 'op_username', maxLength: 40 },
    {
      name: 'role',
      label: 'op_role',
      type: 'select',
      options: OPERATOR_ROLES.map((value) => ({ value, label: t(`role_${value}`) })),
    },
    {
      name: 'status',
      label: 'op_status',
      type: 'select',
      options: OPERATOR_STATUSES.map((value) => ({ value, label: t(STATUS_LABEL[value]) })),
    },
  ];

  const actions = (o: OperatorRowView) =>
    o.id === me.id ? (
      <span className="notice">{t('op_you')}</span>
    ) : (
      <div className="op-actions">
        <OperatorAction operator={o} action="role" />
        <OperatorAction operator={o} action="ip-allow-list" />
        <OperatorAction operator={o} action={o.status === 'active' ? 'disable' : 'enable'} />
        <OperatorAction operator={o} action="reset-password" />
        <OperatorAction operator={o} action="reset-totp" />
      </div>
    );

  const columns: Column<OperatorRowView>[] = [
    { key: 'username', label: 'op_username', render: (o) => o.username, csv: (o) => o.username },
    { key: 'displayName', label: 'op_display_name', render: (o) => o.displayName, csv: (o) => o.displayName },
    { key: 'role', label: 'op_role', render: (o) => t(`role_${o.role}`), csv: (o) => o.role },
    { key: 'status', label: 'op_status', render: (o) => t(STATUS_LABEL[o.status]), csv: (o) => o.status },
    {
      key: 'totp',
      label: 'op_second_factor',
      render: (o) => t(o.totpEnrolled ? 'op_enrolled' : 'op_pending'),
      csv: (o) => String(o.totpEnrolled),
    },
    {
      key: 'ipAllowList',
      label: 'op_addresses',
      render: (o) => o.ipAllowList.join(', '),
      csv: (o) => o.ipAllowList.join(' '),
    },
    {
      key: 'lastLoginAt',
      label: 'op_last_login',
      render: (o) => [formatTime(o.lastLoginAt, language), o.lastLoginIp].filter(Boolean).join(' · '),
      csv: (o) => o.lastLoginAt ?? '',
    },
    { key: 'actions', label: 'op_actions', render: actions },
  ];

  return (
    <div className="page" data-page="operators">
      <h1 className="page__title">{t('nav_operators')}</h1>
      <CreateOperator />
      <FilteredTable
        fields={fields}
        path="/bo/api/operators"
        queryKey={boKeys.operators}
        columns={columns}
        rowKey={(o) => o.id}
        csvName="operators.csv"
        label={t('nav_operators')}
        submitLabel="op_search"
        testId="operators-table"
      />
    </div>
  );
}
