import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncement, useAnnouncements } from '../../api/announcements';
import { Modal } from '../../components/dialog/modal';
import { InlineLoader } from '../../components/page-loader';
import { RichText } from '../../components/rich-text';
import { useFormat } from '../../i18n/use-format';
import './notice.css';

/**
 * The news centre as a modal (spec "Modals": notice; decision 0083): the player notices 9 a page
 * with previous and next, one opened in place with a way back, and a link to the same view as a
 * page (/notice?page=n or /noticecontent?id=).
 */
export function NoticeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  // The notice last opened: focus returns to it when its content closes (keyboard users).
  const [lastOpened, setLastOpened] = useState<string | null>(null);
  const fullPage = openId
    ? `/noticecontent?id=${encodeURIComponent(openId)}`
    : pageNo > 1
      ? `/notice?page=${pageNo}`
      : '/notice';

  return (
    <Modal name="notice" title={t('notice_title')} size="wide" onClose={onClose}>
      <div className="notice-modal">
        <Link
          to={fullPage}
          className="notices__back notice-modal__page"
          data-action="full-page"
          onClick={onClose}
        >
          {t('modal_full_page')}
        </Link>
        {openId ? (
          <NoticeContent id={openId} onBack={() => setOpenId(null)} />
        ) : (
          <NoticeList
            pageNo={pageNo}
            onPage={setPageNo}
            focusId={lastOpened}
            onOpen={(id) => {
              setLastOpened(id);
              setOpenId(id);
            }}
          />
        )}
      </div>
    </Modal>
  );
}

function NoticeList(props: {
  pageNo: number;
  onPage: (page: number) => void;
  focusId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useAnnouncements(props.pageNo);
  const notices = query.data?.notices;
  const list = useRef<HTMLUListElement>(null);
  const { focusId } = props;
  const hasList = notices !== undefined;
  useEffect(() => {
    if (!hasList || focusId === null) return;
    list.current?.querySelector<HTMLElement>(`[data-notice-id="${CSS.escape(focusId)}"]`)?.focus();
  }, [hasList, focusId]);

  return (
    <>
      {query.isPending && <InlineLoader />}
      {query.isError && <p role="alert">{t('network_error')}</p>}
      {notices && notices.list.length === 0 && <p className="notices__empty">{t('notice_empty')}</p>}
      {notices && notices.list.length > 0 && (
        <ul ref={list} className="notices__list" data-notices-page={notices.pageNo}>
          {notices.list.map((notice) => (
            <li key={notice.id} className="notices__item">
              <button
                type="button"
                className="notices__link notice-modal__item"
                data-notice-id={notice.id}
                onClick={() => props.onOpen(notice.id)}
              >
                <span className="notices__name">{notice.title}</span>
                <time className="notices__time" dateTime={notice.timestamp}>
                  {format.dateTime(notice.timestamp)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      {notices && notices.totalPages > 1 && (
        <nav className="pager" aria-label={t('notice_pages')}>
          <button
            type="button"
            className="button button--ghost"
            disabled={props.pageNo <= 1}
            onClick={() => props.onPage(props.pageNo - 1)}
          >
            {t('pager_previous')}
          </button>
          <span className="pager__status">
            {t('pager_status', {
              page: format.plainInteger(props.pageNo),
              total: format.plainInteger(notices.totalPages),
            })}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={props.pageNo >= notices.totalPages}
            onClick={() => props.onPage(props.pageNo + 1)}
          >
            {t('pager_next')}
          </button>
        </nav>
      )}
    </>
  );
}

function NoticeContent({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useAnnouncement(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;
  // The list's button is gone: focus moves to what replaced it.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <article className="notice-modal__content" data-notice-content={id}>
      <button type="button" className="notices__back notice-modal__back" onClick={onBack}>
        {t('notice_back')}
      </button>
      {query.isLoading && <InlineLoader />}
      {query.isError && <h3 className="notice-modal__title">{t('notice_missing')}</h3>}
      {query.data && (
        <>
          <h3 ref={heading} className="notice-modal__title" tabIndex={-1}>
            {query.data.title}
          </h3>
          <time className="notices__time" dateTime={query.data.timestamp}>
            {format.dateTime(query.data.timestamp)}
          </time>
          <RichText className="notice-content" html={query.data.content} />
        </>
      )}
    </article>
  );
}
