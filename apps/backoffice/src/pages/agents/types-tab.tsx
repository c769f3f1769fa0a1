import { MiniTable } from '../../data-table';
import { FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import { failureText } from '../../query';
import { agentTypeName, CONTRACT_TYPE_LABEL, labelOf } from './agent-labels';
import { useAgentTypes } from './agents-api';

/**
 * The agent type rules (decision 0046, the server's agents.types.ts): where each type sits, what
 * it may open, and which contracts it may hold and offer on. Read only.
 */
export function TypesTab() {
  const { t } = useI18n();
  const types = useAgentTypes();
  const placeOf = (type: number | null) => (type === null ? t('ag_house') : agentTypeName(type, t));
  return (
    <section className="section" aria-label={t('ag_tab_types')}>
      <p className="section__intro">{t('ag_types_intro')}</p>
      <FormOutcome error={types.error ? failureText(types.error) : null} />
      {!types.data && !types.error && <p className="notice">{t('loading')}</p>}
      {types.data && (
        <MiniTable
          testId="agent-types"
          headers={['pl_type', 'ag_sits_under', 'ag_may_open', 'ag_may_hold']}
          rows={types.data.list}
          rowKey={(rule) => String(rule.type)}
          rowData={(rule) => ({ 'data-type': String(rule.type) })}
          cells={(rule) => [
            agentTypeName(rule.type, t),
            rule.under.map(placeOf).join(', '),
            rule.opens.map((type) => agentTypeName(type, t)).join(', '),
            rule.contracts.length === 0
              ? t('ag_no_contracts')
              : rule.contracts.map((c) => labelOf(CONTRACT_TYPE_LABEL, c, t)).join(', '),
          ]}
        />
      )}
    </section>
  );
}
