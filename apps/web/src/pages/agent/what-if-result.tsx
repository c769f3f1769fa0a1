import type { ContractType, ContractWhatIfValue } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { AGENT_INCOME_NS } from '../../i18n/agent-income';
import { useFormat } from '../../i18n/use-format';
import { typeKey, usePeriodText, useProblemText, useRateText, useSiteCurrency } from './contract-parts';

/**
 * What an offer would have paid over the last closed period, the reasons it would be refused,
 * and which of the downline's own contracts accepting it would end.
 */
export function WhatIfResult({ type, value }: { type: ContractType; value: ContractWhatIfValue }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const format = useFormat();
  const rate = useRateText();
  const periodText = usePeriodText();
  const problemText = useProblemText();
  const currency = useSiteCurrency();
  const money = (amount: string) => format.money(amount, currency);

  const figures = [
    { key: 'validBet', label: t('ai_team_valid_bet'), value: money(value.teamValidBet) },
    { key: 'netLoss', label: t('ai_team_net_loss'), value: money(value.teamNetLoss) },
    { key: 'active', label: t('ai_active_members'), value: format.plainInteger(value.activeMembers) },
    { key: 'rate', label: t('ai_rate'), value: rate(value.rateBp) },
    { key: 'gross', label: t('ai_projected_pay'), value: money(value.projectedGross) },
  ];

  return (
    <section className="agent-whatif" data-what-if aria-live="polite">
      <h4 className="agent-offer__heading">
        {t('ai_whatif_title', { period: periodText(type, value.period.start, value.period.end) })}
      </h4>
      <dl className="records__totals">
        {figures.map((figure) => (
          <div key={figure.key} className="records__total" data-total={figure.key}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {value.problems.length === 0 ? (
        <p className="agent-whatif__ok" data-what-if-ok>
          {t('ai_whatif_ok')}
        </p>
      ) : (
        <div className="agent-whatif__problems">
          <p>{t('ai_whatif_problems')}</p>
          <ul>
            {value.problems.map((code) => (
              <li key={code} data-problem={code}>
                {problemText(code)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {value.wouldTerminate.length === 0 ? (
        <p className="records__note">{t('ai_whatif_none_ended')}</p>
      ) : (
        <div className="agent-whatif__ended">
          <p>{t('ai_whatif_ended')}</p>
          <ul>
            {value.wouldTerminate.map((contract) => (
              <li key={contract.id} data-would-end={contract.id}>
                <span translate="no">{contract.downline}</span> · {t(typeKey(contract.type))} ·{' '}
                {rate(Math.max(0, ...contract.tiers.map((tier) => tier.rateBp)))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
