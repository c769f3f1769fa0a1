import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAnnouncement } from '../../api/announcements';
import { InlineLoader } from '../../components/page-loader';
import { RichText } from '../../components/rich-text';
import { useFormat } from '../../i18n/use-format';
import './notice.css';

/** One notice (/noticecontent?id=): its title, time and HTML content (sanitised when written). */
export function NoticeContentPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useAnnouncement(id);

  return (
    <article className="notices" data-page="noticecontent">
      <Link to="/notice" className="notices__back">
        {t('notice_back')}
      </Link>
      {id === '' && <h1 className="notices__title">{t('notice_missing')}</h1>}
      {query.isLoading && <InlineLoader />}
      {query.isError && <h1 className="notices__title">{t('notice_missing')}</h1>}
      {query.data && (
        <>
          <h1 className="notices__title">{query.data.title}</h1>
          <time className="notices__time" dateTime={query.data.timestamp}>
            {format.dateTime(query.data.timestamp)}
          </time>
          <RichText className="notice-content" html={query.data.content} />
        </>
      )}
    </article>
  );
}
