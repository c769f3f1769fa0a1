import type { PlayerRowView } from '@khela/contract';
import { type Column, timeColumn } from '../../data-table';
import { FilteredTable, type FilterField } from '../../filter-bar';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys } from '../../query';
import { updateQuery, useUrlQuery } from '../../url-query';
import { PlayerDetail } from './player-detail';
import '../ops.css';
import { playerTypeName } from './player-type';

export const STATUS_LABEL: Record<PlayerRowView['status'], MessageKey> = {
  active: 'pl_status_active',
  locked: 'pl_status_locked',
  disabled: 'pl_status_disabled',
};

/** Players (decision 0027): search, then one player's detail and actions. */
export function PlayersPage() {
  const { t, language } = useI18n();
  const selected = useUrlQuery().player;

  // The open player is in the address too (?player=id): Back returns to the list as it was.
  if (selected) return <PlayerDetail id={selected} onBack={() => updateQuery({ player: '' })} />;

  const fields: FilterField[] = [
    { name: 'username', label: 'pl_username', maxLength: 40 },
    { name: 'mobile', label: 'pl_mobile', digits: 20 },
    { name: 'id', label: 'pl_id', digits: 18 },
    {
      name: 'status',
      label: 'pl_status',
      type: 'select',
      options: (Object.keys(STATUS_LABEL) as PlayerRowView['status'][]).map((value) => ({
        value,
        label: t(STATUS_LABEL[value]),
      })),
    },
    { name: 'registeredFrom', label: 'pl_registered_from', type: 'datetime-local' },
    { name: 'registeredTo', label: 'pl_registered_to', type: 'datetime-local', after: 'registeredFrom' },
  ];

  const columns: Column<PlayerRowView>[] = [
    { key: 'id', label: 'pl_id', sortKey: 'id', render: (p) => p.id, csv: (p) => p.id },
    {
      key: 'username',
      label: 'pl_username',
      sortKey: 'username',
      render: (p) => (
        <button type="button" className="link" onClick={() => updateQuery({ player: p.id })}>
          {p.username}
        </button>
      ),
      csv: (p) => p.username,
    },
    { key: 'mobile', label: 'pl_mobile', render: (p) => p.mobile ?? '', csv: (p) => p.mobile ?? '' },
    { key: 'type', label: 'pl_type', render: (p) => playerTypeName(p.type, t), csv: (p) => String(p.type) },
    { key: 'status', label: 'pl_status', render: (p) => t(STATUS_LABEL[p.status]), csv: (p) => p.status },
    timeColumn('createdAt', 'pl_registered', (p) => p.createdAt, language, 'createdAt'),
    timeColumn('lastLoginAt', 'pl_last_login', (p) => p.lastLoginAt, language, 'lastLoginAt'),
    {
      key: 'lastLoginIp',
      label: 'pl_last_ip',
      render: (p) => p.lastLoginIp ?? '',
      csv: (p) => p.lastLoginIp ?? '',
    },
  ];

  return (
    <div className="page" data-page="players">
      <h1 className="page__title">{t('nav_players')}</h1>
      <FilteredTable
        fields={fields}
        path="/bo/api/players"
        queryKey={boKeys.players}
        columns={columns}
        rowKey={(p) => p.id}
        defaultSort={{ sortBy: 'id', order: 'desc' }}
        csvName="players.csv"
        label={t('nav_players')}
        submitLabel="pl_search"
        testId="players-table"
      />
    </div>
  );
}
