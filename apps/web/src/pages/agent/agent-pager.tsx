import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../i18n/agent';
import { useFormat } from '../../i18n/use-format';

/** The count and previous / next with "page x of y"; no buttons when everything fits one page. */
export function AgentPager({
  pageNo,
  totalPages,
  total,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(AGENT_NS);
  const format = useFormat();
  const status = t('agent_page_status', { page: pageNo, pages: Math.max(totalPages, 1) });
  return (
    <div className="agent-pager">
      <span className="agent-note" data-agent-total={total}>
        {t('agent_total_count', { total: format.plainInteger(total) })}
      </span>
      {totalPages > 1 && (
        <nav className="agent-pager__pages" aria-label={status}>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={pageNo <= 1}
            onClick={() => onPage(pageNo - 1)}
            data-page-previous
          >
            {t('agent_previous')}
          </button>
          <span data-page-current>{status}</span>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={pageNo >= totalPages}
            onClick={() => onPage(pageNo + 1)}
            data-page-next
          >
            {t('agent_next')}
          </button>
        </nav>
      )}
    </div>
  );
}
