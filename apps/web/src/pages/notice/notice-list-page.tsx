import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAnnouncements } from '../../api/announcements';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { useFormat } from '../../i18n/use-format';
import './notice.css';

function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** News centre (/notice): the player notices, 9 a page, with previous and next. */
export function NoticeListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const pageNo = pageOf(params.get('page'));
  const query = useAnnouncements(pageNo);
  const notices = query.data?.notices;
  const goTo = (page: number) => setParams(page === 1 ? {} : { page: String(page) });

  return (
    <div className="notices" data-page="notice">
      <h1 className="notices__title">
        <Icon name="news" size={24} />
        {t('notice_title')}
      </h1>
      {query.isPending && <InlineLoader />}
      {query.isError && <p role="alert">{t('network_error')}</p>}
      {notices && notices.list.length === 0 && <p className="notices__empty">{t('notice_empty')}</p>}
      {notices && notices.list.length > 0 && (
        <ul className="notices__list" data-notices-page={notices.pageNo}>
          {notices.list.map((notice) => (
            <li key={notice.id} className="notices__item">
              <Link to={`/noticecontent?id=${encodeURIComponent(notice.id)}`} className="notices__link">
                <span className="notices__name">{notice.title}</span>
                <time className="notices__time" dateTime={notice.timestamp}>
                  {format.dateTime(notice.timestamp)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {notices && notices.totalPages > 1 && (
        <nav className="pager" aria-label={t('notice_pages')}>
          <button
            type="button"
            className="button button--ghost"
            disabled={pageNo <= 1}
            onClick={() => goTo(pageNo - 1)}
          >
            {t('pager_previous')}
          </button>
          <span className="pager__status">
            {t('pager_status', {
              page: format.plainInteger(pageNo),
              total: format.plainInteger(notices.totalPages),
            })}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={pageNo >= notices.totalPages}
            onClick={() => goTo(pageNo + 1)}
          >
            {t('pager_next')}
          </button>
        </nav>
      )}
    </div>
  );
}
