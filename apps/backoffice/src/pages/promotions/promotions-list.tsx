import { type Column, DataTable, timeColumn } from '../../data-table';
import { FormOutcome, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import { navigate } from '../../navigation';
import { formatCount } from '../../numbers';
import { failureText } from '../../query';
import { useUrlQuery } from '../../url-query';
import {
  CATEGORY_LABEL,
  fill,
  KIND_LABEL,
  rulesSummary,
  STATUS_BADGE,
  STATUS_LABEL,
} from './promotion-labels';
import { type Promotion, usePromotions } from './promotions-api';

/**
 * Every promotion (the server sends the list whole): its English title, kind, category, status,
 * schedule, how many were issued of the global limit, and the last change. A title opens the
 * editor (read-only without promotions.manage); "New promotion" only for promotions.manage.
 * After a save the editor comes back here with ?saved=<id>.
 */
export function PromotionsList({ canManage }: { canManage: boolean }) {
  const { t, language } = useI18n();
  const query = usePromotions();
  const saved = useUrlQuery().saved;
  const rows = query.data?.list ?? [];
  const open = (row: Promotion) => navigate(`promotions/${row.id}`);

  const columns: Column<Promotion>[] = [
    { key: 'id', label: 'id', render: (p) => p.id, csv: (p) => p.id },
    {
      key: 'title',
      label: 'pr_title',
      render: (p) => (
        <div className="promo-title">
          <button type="button" className="link" onClick={() => open(p)}>
            {p.title.en}
          </button>
          {rulesSummary(p, t, language) && (
            <span className="promo-muted">{rulesSummary(p, t, language)}</span>
          )}
        </div>
      ),
      csv: (p) => p.title.en,
    },
    {
      key: 'kind',
      label: 'pr_kind',
      sortKey: 'kind',
      render: (p) => t(KIND_LABEL[p.kind]),
      csv: (p) => p.kind,
    },
    {
      key: 'category',
      label: 'pr_category',
      sortKey: 'category',
      render: (p) => t(CATEGORY_LABEL[p.category]),
      csv: (p) => p.category,
    },
    {
      key: 'status',
      label: 'pr_status',
      sortKey: 'status',
      render: (p) => (
        <span className={`badge ${STATUS_BADGE[p.status]}`} data-status={p.status}>
          {t(STATUS_LABEL[p.status])}
        </span>
      ),
      csv: (p) => p.status,
    },
    {
      key: 'schedule',
      label: 'pr_schedule',
      render: (p) => (
        <div className="promo-schedule">
          <span>{formatTime(p.activeFrom, language)}</span>
          <span>→ {p.activeUntil ? formatTime(p.activeUntil, language) : t('pr_open_ended')}</span>
          {p.visibleFrom !== p.activeFrom && (
            <span className="promo-muted">
              {fill(t('pr_visible_from_short'), { time: formatTime(p.visibleFrom, language) })}
            </span>
          )}
        </div>
      ),
      csv: (p) => `${p.visibleFrom} ${p.activeFrom} ${p.activeUntil ?? ''}`,
    },
    {
      key: 'issued',
      label: 'pr_issued',
      render: (p) =>
        `${formatCount(p.issuedCount, language)} / ${
          p.globalLimit === null ? t('pr_no_limit') : formatCount(p.globalLimit, language)
        }`,
      csv: (p) => `${p.issuedCount}/${p.globalLimit ?? ''}`,
    },
    timeColumn('updatedAt', 'pr_updated', (p) => p.updatedAt, language, 'updatedAt'),
    {
      key: 'actions',
      label: 'actions',
      render: (p) => (
        <button
          type="button"
          className="button button--ghost"
          aria-label={`${t(canManage ? 'edit' : 'pr_open')} ${p.title.en}`}
          onClick={() => open(p)}
        >
          {t(canManage ? 'edit' : 'pr_open')}
        </button>
      ),
    },
  ];

  return (
    <>
      {canManage ? (
        <div className="actions">
          <button type="button" className="button" onClick={() => navigate('promotions/new')}>
            {t('pr_new')}
          </button>
        </div>
      ) : (
        <p className="notice">{t('pr_view_only')}</p>
      )}
      <FormOutcome
        error={query.error ? failureText(query.error) : null}
        saved={saved ? fill(t('pr_saved'), { id: saved }) : null}
      />
      <DataTable
        columns={columns}
        source={{ rows }}
        rowKey={(p) => p.id}
        filterKey=""
        defaultSort={{ sortBy: 'updatedAt', order: 'desc' }}
        csvName="promotions.csv"
        label={t('pr_list')}
        testId="promotions-table"
      />
    </>
  );
}
