import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../i18n/agent';
import { useFormat } from '../../i18n/use-format';
import { Pager } from '../records/records-table';
import '../records/records.css';

/** The agent centre's pager: the records pages' one, in the agent centre's words. */
export function AgentPager(props: {
  pageNo: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(AGENT_NS);
  const format = useFormat();
  return (
    <Pager
      {...props}
      texts={{
        total: t('agent_total_count', { total: format.plainInteger(props.total) }),
        status: t('agent_page_status', { page: props.pageNo, pages: Math.max(props.totalPages, 1) }),
        previous: t('agent_previous'),
        next: t('agent_next'),
      }}
    />
  );
}
