import type { GameAdminView, VendorAdminView } from '@khela/contract';
import { useMemo, useState } from 'react';
import { type Column, MiniTable } from '../../data-table';
import { FilteredTable, type FilterField } from '../../filter-bar';
import { FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import '../ops.css';
import { formatCount } from '../../numbers';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { GamesSubNav } from './games-sub-nav';
import { VendorSecrets } from './vendor-secrets';

const STATUSES = ['active', 'maintenance', 'inactive'] as const;
type Status = (typeof STATUSES)[number];
const STATUS_LABEL: Record<Status, MessageKey> = {
  active: 'gm_status_active',
  maintenance: 'gm_status_maintenance',
  inactive: 'gm_status_inactive',
};

function StatusSelect(props: { value: Status; label: string; onChange: (status: Status) => void }) {
  const { t } = useI18n();
  return (
    <select
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(STATUSES.find((s) => s === event.target.value) ?? 'active')}
    >
      {STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(STATUS_LABEL[s])}
        </option>
      ))}
    </select>
  );
}

/** Games (decision 0027): vendors and games, status, hot and new flags, sort order. */
export function GamesPage() {
  const { t, language } = useI18n();
  const vendorQuery = useApiQuery<VendorAdminView[]>(boKeys.vendors, '/bo/api/games/vendors');
  const vendors = vendorQuery.data ?? [];
  // A vendor's status changes its games' too: every games query is asked again.
  const update = useApiMutation([boKeys.games]);
  const [changeFailure, setChangeFailure] = useState<string | null>(null);
  const failure = changeFailure ?? (vendorQuery.error ? failureText(vendorQuery.error) : null);
  const [sortErrors, setSortErrors] = useState<Record<string, string>>({});

  // The filters (in the address's query, GameAdminQuery's limits); the vendor choices are the listed vendors.
  const vendorNames = vendors.map((v) => v.vendor).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: vendorNames stands for the vendors' names
  const fields = useMemo<FilterField[]>(
    () => [
      {
        name: 'vendor',
        label: 'gm_vendor',
        type: 'select',
        options: vendors.map((v) => ({ value: v.vendor, label: v.vendor })),
      },
      {
        name: 'status',
        label: 'gm_status',
        type: 'select',
        options: STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL[s]) })),
      },
      { name: 'q', label: 'gm_search', maxLength: 100 },
    ],
    [vendorNames, t],
  );

  const change = async (path: string, body: object) => {
    setChangeFailure(null);
    try {
      await update.mutateAsync({ path, method: 'PUT', body });
    } catch (caught) {
      setChangeFailure(failureText(caught));
    }
  };
  const saveSort = (game: GameAdminView, text: string) => {
    const sort = Number(text);
    if (!/^\d{1,7}$/.test(text) || sort > 1_000_000) {
      setSortErrors((e) => ({ ...e, [game.id]: t('gm_sort_invalid') }));
      return;
    }
    setSortErrors((e) => ({ ...e, [game.id]: '' }));
    if (sort !== game.sort) void change(`/bo/api/games/${game.id}`, { sort });
  };

  const columns: Column<GameAdminView>[] = [
    { key: 'vendor', label: 'gm_vendor', sortKey: 'vendor', render: (g) => g.vendor, csv: (g) => g.vendor },
    { key: 'code', label: 'gm_code', render: (g) => g.gameCode, csv: (g) => g.gameCode },
    {
      key: 'name',
      label: 'gm_name',
      sortKey: 'name',
      render: (g) => `${g.nameEn} / ${g.nameBn}`,
      csv: (g) => g.nameEn,
    },
    {
      key: 'type',
      label: 'gm_type',
      render: (g) => `${g.gameType} · ${g.gameClassify}`,
      csv: (g) => g.gameType,
    },
    {
      key: 'status',
      label: 'gm_status',
      render: (g) => (
        <StatusSelect
          value={g.status}
          label={`${t('gm_status')} ${g.gameCode}`}
          onChange={(status) => void change(`/bo/api/games/${g.id}`, { status })}
        />
      ),
      csv: (g) => g.status,
    },
    ...(['isHot', 'isNew'] as const).map(
      (flag): Column<GameAdminView> => ({
        key: flag,
        label: flag === 'isHot' ? 'gm_hot' : 'gm_new',
        render: (g) => (
          <input
            type="checkbox"
            aria-label={`${t(flag === 'isHot' ? 'gm_hot' : 'gm_new')} ${g.gameCode}`}
            checked={g[flag]}
            onChange={(event) => void change(`/bo/api/games/${g.id}`, { [flag]: event.target.checked })}
          />
        ),
        csv: (g) => String(g[flag]),
      }),
    ),
    {
      key: 'sort',
      label: 'gm_sort',
      sortKey: 'sort',
      render: (g) => (
        <span>
          <input
            key={`${g.id}-${g.sort}`}
            className="sort-input"
            inputMode="numeric"
            defaultValue={g.sort}
            aria-label={`${t('gm_sort')} ${g.gameCode}`}
            aria-invalid={sortErrors[g.id] ? true : undefined}
            onBlur={(event) => saveSort(g, event.target.value.trim())}
          />
          {sortErrors[g.id] && (
            <span className="field__error" role="alert">
              {sortErrors[g.id]}
            </span>
          )}
        </span>
      ),
      csv: (g) => String(g.sort),
    },
  ];

  return (
    <div className="page" data-page="games">
      <h1 className="page__title">{t('nav_games')}</h1>
      <GamesSubNav current="catalogue" />
      <FormOutcome error={failure} />
      <section className="section">
        <h2 className="section__title">{t('gm_vendors')}</h2>
        <MiniTable
          testId="vendors-table"
          headers={['gm_vendor', 'gm_type', 'gm_count', 'gm_status']}
          rows={vendors}
          rowKey={(v) => v.vendor}
          cells={(v) => [
            `${v.displayName} (${v.vendor})`,
            v.gameTypes.join(', '),
            formatCount(v.games, language),
            <StatusSelect
              key="status"
              value={v.status}
              label={`${t('gm_status')} ${v.vendor}`}
              onChange={(status) =>
                void change(`/bo/api/games/vendors/${encodeURIComponent(v.vendor)}`, { status })
              }
            />,
          ]}
        />
      </section>
      <VendorSecrets />
      <section className="section">
        <h2 className="section__title">{t('gm_games')}</h2>
        <FilteredTable
          fields={fields}
          path="/bo/api/games"
          queryKey={boKeys.gameList}
          columns={columns}
          rowKey={(g) => g.id}
          defaultSort={{ sortBy: 'sort', order: 'asc' }}
          csvName="games.csv"
          label={t('gm_games')}
          submitLabel="apply_filter"
          testId="games-table"
        />
      </section>
    </div>
  );
}
