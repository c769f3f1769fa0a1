import type { JSX } from 'react';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { navigate, useSubPage } from '../../navigation';
import { TabBar } from '../../tab-bar';
import { ApprovalTab } from './approval-tab';
import { ContractsTab } from './contracts-tab';
import { RunsTab } from './runs-tab';
import { TreeTab } from './tree-tab';
import { TypesTab } from './types-tab';
import '../ops.css';
import './agents.css';

type TabId = 'tree' | 'contracts' | 'runs' | 'approvals' | 'types';
type AgentsTab = { id: TabId; label: MessageKey; Tab: () => JSX.Element };
const TREE: AgentsTab = { id: 'tree', label: 'ag_tab_tree', Tab: TreeTab };
const TABS: readonly AgentsTab[] = [
  TREE,
  { id: 'contracts', label: 'ag_tab_contracts', Tab: ContractsTab },
  { id: 'runs', label: 'ag_tab_runs', Tab: RunsTab },
  { id: 'approvals', label: 'ag_tab_approvals', Tab: ApprovalTab },
  { id: 'types', label: 'ag_tab_types', Tab: TypesTab },
];

/**
 * The agent network (decision 0046; agents.view): the tree, contracts, settlement runs, the
 * dividend approval queue and the agent type rules. The tab is the address's second segment
 * (/backoffice/agents/contracts), so a reload or a shared link opens the same tab; the actions
 * inside need agents.manage or agents.payouts.approve and are shown only to roles holding them.
 */
export function AgentsPage() {
  const { t } = useI18n();
  const wanted = useSubPage();
  const current = TABS.find((tab) => tab.id === wanted) ?? TREE;
  const { Tab } = current;
  return (
    <div className="page" data-page="agents" data-sub-page={current.id}>
      <h1 className="page__title">{t('nav_agents')}</h1>
      <TabBar
        tabs={TABS}
        current={current.id}
        onSelect={(id) => navigate(`agents/${id}`)}
        label={t('ag_sections')}
      />
      <Tab key={current.id} />
    </div>
  );
}
