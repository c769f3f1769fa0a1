import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncement, useAnnouncements } from '../../api/announcements';
import { useSiteTimeZone } from '../../api/content';
import { InlineLoader } from '../../components/page-loader';
import { RichText } from '../../components/rich-text';
import { AGENT_NS } from '../../i18n/agent';
import { useFormat } from '../../i18n/use-format';
import { AgentPageState } from './agent-page-state';
import { AgentPager } from './agent-pager';

/**
 * agentAnnouncement: the site's notices (9 a page), each opening in place with its content, so
 * the agent stays in the agent centre.
 */
export function AnnouncementPage() {
  const { t } = useTranslation(AGENT_NS);
  const format = useFormat(useSiteTimeZone());
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useAnnouncements(pageNo);

  return (
    <div className="agent-page" data-page="agent-announcement">
      <h1 className="agent-page__title">{t('agent_menu_agentAnnouncement')}</h1>
      <AgentPageState query={query}>
        {({ notices }) => (
          <>
            {notices.list.length === 0 ? (
              <p className="agent-empty" data-agent-empty>
                {t('agent_announcement_empty')}
              </p>
            ) : (
              <ul className="agent-rows" data-announcements>
                {notices.list.map((notice) => {
                  const open = openId === notice.id;
                  return (
                    <li key={notice.id} className="agent-row" data-announcement={notice.id}>
                      <button
                        type="button"
                        className="agent-notice__toggle"
                        aria-expanded={open}
                        onClick={() => setOpenId(open ? null : notice.id)}
                      >
                        <span className="agent-row__name">{notice.title}</span>
                        <time className="agent-note" dateTime={notice.timestamp}>
                          {format.dateTime(notice.timestamp)}
                        </time>
                      </button>
                      {open && <NoticeContent id={notice.id} />}
                    </li>
                  );
                })}
              </ul>
            )}
            <AgentPager
              pageNo={notices.pageNo}
              totalPages={notices.totalPages}
              total={notices.total}
              onPage={(page) => {
                setOpenId(null);
                setPageNo(page);
              }}
            />
          </>
        )}
      </AgentPageState>
    </div>
  );
}

function NoticeContent({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useAnnouncement(id);
  if (query.isPending) return <InlineLoader />;
  if (query.isError) return <p role="alert">{t('network_error')}</p>;
  return <RichText className="notice-content agent-notice__content" html={query.data.content} />;
}
