import {
  type ContractItem,
  type ContractType,
  ERROR_CODES,
  type ErrorCode,
  errorMessage,
} from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { useWhitelabel } from '../../api/system';
import { AGENT_INCOME_NS } from '../../i18n/agent-income';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { useFormat } from '../../i18n/use-format';
import { serverLanguageOf, useSiteLanguage } from '../../stores/language';
import type { AgentIncomeKey } from './contract-terms';

/** Pieces the contract dialogs, the contract popup and the income pages share. */

/** A rate in basis points for people: 150 → "1.5%" / "১.৫%". */
export function useRateText(): (rateBp: number) => string {
  const language = useSiteLanguage();
  return useCallback(
    (rateBp: number) =>
      formatNumber(rateBp / 10_000, language, { style: 'percent', maximumFractionDigits: 2 }),
    [language],
  );
}

/** The site's currency code, for thresholds that come without one (contracts). */
export function useSiteCurrency(): string {
  return currencyCodeOr(useWhitelabel().data?.currency.code);
}

export const typeKey = (type: ContractType) => `ai_type_${type}` as const;
export const statusKey = (status: ContractItem['status']) => `ai_status_${status}` as const;

const PERIOD_KEYS: Record<string, AgentIncomeKey> = {
  daily: 'ai_period_daily',
  weekly: 'ai_period_weekly',
  semimonthly: 'ai_period_semimonthly',
  monthly: 'ai_period_monthly',
  day: 'ai_period_day',
  hour: 'ai_period_hour',
  '5min': 'ai_period_5min',
};
const END_REASON_KEYS: Record<string, AgentIncomeKey> = {
  replaced: 'ai_end_replaced',
  upline_lowered: 'ai_end_upline_lowered',
  upline_ended: 'ai_end_upline_ended',
  moved: 'ai_end_moved',
  upline: 'ai_end_upline',
  operator: 'ai_end_operator',
  withdrawn: 'ai_end_withdrawn',
  rejected: 'ai_end_rejected',
};

/** Labels for a contract's period and end reason; an unknown value shows as the server sent it. */
export function useContractLabels() {
  const { t } = useTranslation(AGENT_INCOME_NS);
  return {
    period: (period: string) => {
      const key = PERIOD_KEYS[period];
      return key ? t(key) : period;
    },
    endReason: (reason: string | null) => {
      if (!reason) return '';
      const key = END_REASON_KEYS[reason];
      return key ? t(key) : reason;
    },
  };
}

/**
 * A period for people, in the site's time zone: a day or a date range for day-long and longer
 * periods, the start time for hourly and 5-minute ones. `end` is exclusive, as the server keeps it.
 */
export function usePeriodText(): (type: ContractType, start: string, end: string) => string {
  const language = useSiteLanguage();
  const timeZone = useSiteTimeZone();
  return useCallback(
    (type, start, end) => {
      if (type === 'hourly' || type === 'realtime') return formatDateTime(start, language, timeZone);
      const first = formatDate(start, language, timeZone);
      const endMs = Date.parse(end);
      if (Number.isNaN(endMs)) return first;
      const last = formatDate(endMs - 1, language, timeZone);
      return last === first ? first : `${first} – ${last}`;
    },
    [language, timeZone],
  );
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
function isErrorCode(code: string): code is ErrorCode {
  return KNOWN_CODES.has(code);
}

/**
 * An error code the what-if answer lists, as the error catalogue words it in the reader's
 * language (Portuguese readers get the English text, as for every server message); a code the
 * catalogue does not know yet is shown as it is, inside a general sentence.
 */
export function useProblemText(): (code: string) => string {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const language = useSiteLanguage();
  return useCallback(
    (code) =>
      isErrorCode(code) ? errorMessage(code, serverLanguageOf(language)) : t('ai_problem_unknown', { code }),
    [t, language],
  );
}

/** A contract's tier table: from valid bet, from active members, rate. */
export function TierTable({ type, tiers }: { type: ContractType; tiers: ContractItem['tiers'] }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const format = useFormat(useSiteTimeZone());
  const rate = useRateText();
  const currency = useSiteCurrency();
  return (
    <table className="agent-tiers" data-tiers>
      <thead>
        <tr>
          <th scope="col">{t('ai_tier_min_bet')}</th>
          <th scope="col">{t('ai_tier_min_active')}</th>
          <th scope="col">{t(type === 'dividend' ? 'ai_rate_of_loss' : 'ai_rate_of_bet')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={`${tier.minValidBet}|${tier.minActive}|${tier.rateBp}`}>
            <td>{format.money(tier.minValidBet, currency)}</td>
            <td>{format.plainInteger(tier.minActive)}</td>
            <td>{rate(tier.rateBp)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One contract as a card: type, period, status, version, dates and its tier table. */
export function ContractCard({
  contract,
  showParty,
  actions,
}: {
  contract: ContractItem;
  /** Whose contract it is to the reader: the upline (mine, a request) or the downline. */
  showParty: 'upline' | 'downline' | 'none';
  actions?: ReactNode;
}) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const format = useFormat(useSiteTimeZone());
  const labels = useContractLabels();
  const party =
    showParty === 'upline'
      ? (contract.upline ?? t('ai_house'))
      : showParty === 'downline'
        ? contract.downline
        : null;
  return (
    <article className="agent-contract" data-contract={contract.id} data-contract-type={contract.type}>
      <header className="agent-contract__head">
        <strong>{t(typeKey(contract.type))}</strong>
        <span className={`agent-contract__status agent-contract__status--${contract.status}`}>
          {t(statusKey(contract.status))}
        </span>
      </header>
      <dl className="agent-contract__facts">
        {party !== null && (
          <div>
            <dt>{t(showParty === 'upline' ? 'ai_upline' : 'ai_downline')}</dt>
            <dd translate="no">{party}</dd>
          </div>
        )}
        <div>
          <dt>{t('ai_period')}</dt>
          <dd>{labels.period(contract.period)}</dd>
        </div>
        <div>
          <dt>{t('ai_version')}</dt>
          <dd>{format.plainInteger(contract.version)}</dd>
        </div>
        <div>
          <dt>{t('ai_offered_at')}</dt>
          <dd>{format.dateTime(contract.offeredAt)}</dd>
        </div>
        {contract.endedAt && (
          <div>
            <dt>{t('ai_ended_at')}</dt>
            <dd>
              {format.dateTime(contract.endedAt)}
              {contract.endReason ? ` · ${labels.endReason(contract.endReason)}` : ''}
            </dd>
          </div>
        )}
      </dl>
      <TierTable type={contract.type} tiers={contract.tiers} />
      {actions && <div className="agent-contract__actions">{actions}</div>}
    </article>
  );
}
