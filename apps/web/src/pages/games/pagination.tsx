import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format';
import { paginationItems } from './lobby-model';

type Props = { page: number; totalPages: number; onPage: (page: number) => void; label: string };

/** Page links (margin pages 2, page range 5) with previous and next. */
export function Pagination({ page, totalPages, onPage, label }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pager_previous')}
      >
        ‹
      </button>
      <ul className="pagination__pages">
        {paginationItems(page, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={`pagination__page${item.page === page ? ' pagination__page--current' : ''}`}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('games_page_n', { page: item.page })}
                onClick={() => onPage(item.page)}
              >
                {format.number(item.page)}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t('pager_next')}
      >
        ›
      </button>
    </nav>
  );
}
