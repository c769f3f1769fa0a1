import { CONTRACT_TYPES, type ContractType, type IncomeItem } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { useWhitelabel } from '../../api/system';
import { FormError } from '../../components/form/fields';
import { InlineLoader } from '../../components/page-loader';
import { AGENT_INCOME_NS, registerAgentIncomeMessages } from '../../i18n/agent-income';
import { registerMemberMessages } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';
import { DateFilter } from '../records/date-filter';
import { presetRange } from '../records/date-range';
import { type Column, RecordsResult, SignedAmount } from '../records/records-table';
import { type IncomeFilter, useContracts, useIncome } from './agent-api-contracts';
import { ContractCard, typeKey, usePeriodText, useRateText } from './contract-parts';
import { reopenContractPopup } from './contract-popup';
import { enabledContractTypes } from './contract-terms';
import { IncomeDetailDialog } from './income-detail-dialog';
import '../records/records.css';
import './agent-income.css';

// The records table, pager and date filter bring their texts from the member centre's set.
registerMemberMessages();
registerAgentIncomeMessages();

/** agentRevenueReport: every salary and dividend paid to me, all types. */
export function RevenueReportPage() {
  return <IncomePage type={null} />;
}

/** agentDividendRecordCopy2: dividends (net loss, carry over, approval). */
export function DividendRecordPage() {
  return <IncomePage type="dividend" />;
}

/** agentDailyWages2: daily salary. */
export function DailyWagesPage() {
  return <IncomePage type="daily" />;
}

/** agentHourSalary: hourly salary. */
export function HourSalaryPage() {
  return <IncomePage type="hourly" />;
}

/** agentRealtimeSalary: real-time salary, settled every 5 minutes. */
export function RealtimeSalaryPage() {
  return <IncomePage type="realtime" />;
}

const TITLE_KEY = {
  all: 'ai_revenue_title',
  dividend: 'ai_dividend_title',
  daily: 'ai_daily_title',
  hourly: 'ai_hourly_title',
  realtime: 'ai_realtime_title',
} as const;

/** The income list, for one contract type (with that type's contracts above it) or for all. */
function IncomePage({ type }: { type: ContractType | null }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const timeZone = useSiteTimeZone();
  const format = useFormat();
  const [filter, setFilter] = useState<IncomeFilter>({
    ...presetRange('today', new Date(), timeZone),
    type: type ?? '',
    pageNo: 1,
  });
  const [detailId, setDetailId] = useState<string | null>(null);
  const query = useIncome(filter);
  const currency = currencyCodeOr(query.data?.currency);
  const money = (amount: string) => format.money(amount, currency);
  const columns = useIncomeColumns(type, money, setDetailId);

  return (
    <div className="records agent-income" data-page={`agent-income-${type ?? 'all'}`}>
      <h1 className="records__title">{t(TITLE_KEY[type ?? 'all'])}</h1>
      {type && <MyContracts type={type} />}
      <div className="records__filters">
        <DateFilter value={filter} onChange={(range) => setFilter({ ...filter, ...range, pageNo: 1 })} />
        {type === null && (
          <TypeSelect
            value={filter.type}
            onChange={(next) => setFilter({ ...filter, type: next, pageNo: 1 })}
          />
        )}
      </div>
      <RecordsResult
        query={query}
        name="agent-income"
        columns={columns}
        rowKey={(r) => r.id}
        totals={(value) => [
          {
            key: 'sum',
            label: t('ai_income_sum'),
            value: <SignedAmount amount={value.sum} text={money(value.sum)} />,
          },
        ]}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
      {detailId !== null && <IncomeDetailDialog id={detailId} onClose={() => setDetailId(null)} />}
    </div>
  );
}

/** The columns of one type's list; all types together show both team figures and the type. */
function useIncomeColumns(
  type: ContractType | null,
  money: (amount: string) => string,
  openDetail: (id: string) => void,
): Column<IncomeItem>[] {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const format = useFormat();
  const rate = useRateText();
  const periodText = usePeriodText();

  const period: Column<IncomeItem> = {
    key: 'period',
    label: t('ai_period'),
    render: (r) => periodText(r.type, r.periodStart, r.periodEnd),
  };
  const amount = (
    key: 'teamNetLoss' | 'carryIn' | 'amount' | 'carryOut',
    label: string,
  ): Column<IncomeItem> => ({
    key,
    label,
    numeric: true,
    render: (r) => <SignedAmount amount={r[key]} text={money(r[key])} />,
  });
  const plain = (key: 'teamValidBet' | 'gross' | 'downlineGross', label: string): Column<IncomeItem> => ({
    key,
    label,
    numeric: true,
    render: (r) => money(r[key]),
  });
  const active: Column<IncomeItem> = {
    key: 'activeMembers',
    label: t('ai_active_members'),
    numeric: true,
    render: (r) => format.plainInteger(r.activeMembers),
  };
  const rateColumn: Column<IncomeItem> = {
    key: 'rate',
    label: t('ai_rate'),
    numeric: true,
    render: (r) => rate(r.rateBp),
  };
  const status: Column<IncomeItem> = {
    key: 'status',
    label: t('ai_payout_status'),
    render: (r) => (
      <span className={`records__status agent-income__status--${r.status}`}>
        {t(`ai_payout_${r.status}`)}
      </span>
    ),
  };
  const detail: Column<IncomeItem> = {
    key: 'detail',
    label: t('ai_detail'),
    render: (r) => (
      <button
        type="button"
        className="link-button"
        data-action="income-detail"
        onClick={() => openDetail(r.id)}
      >
        {t('ai_detail_open')}
      </button>
    ),
  };

  if (type === null) {
    return [
      period,
      { key: 'type', label: t('ai_contract_type'), render: (r) => t(typeKey(r.type)) },
      plain('teamValidBet', t('ai_team_valid_bet')),
      amount('teamNetLoss', t('ai_team_net_loss')),
      rateColumn,
      amount('amount', t('ai_amount')),
      status,
      detail,
    ];
  }
  if (type === 'dividend') {
    return [
      period,
      amount('teamNetLoss', t('ai_team_net_loss')),
      active,
      rateColumn,
      plain('gross', t('ai_gross')),
      plain('downlineGross', t('ai_downline_gross')),
      amount('carryIn', t('ai_carry_in')),
      amount('amount', t('ai_amount')),
      amount('carryOut', t('ai_carry_out')),
      status,
      detail,
    ];
  }
  return [
    period,
    plain('teamValidBet', t('ai_team_valid_bet')),
    active,
    rateColumn,
    plain('gross', t('ai_gross')),
    plain('downlineGross', t('ai_downline_gross')),
    amount('amount', t('ai_amount')),
    status,
    detail,
  ];
}

/** All types, or one of those the site has turned on (all four while the flags are unknown). */
function TypeSelect({
  value,
  onChange,
}: {
  value: ContractType | '';
  onChange: (type: ContractType | '') => void;
}) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const features = useWhitelabel().data?.features;
  const types = features ? enabledContractTypes(features) : [...CONTRACT_TYPES];
  return (
    <label className="records__label">
      {t('ai_contract_type')}
      <select
        name="type"
        className="records__input"
        value={value}
        onChange={(event) => onChange(CONTRACT_TYPES.find((type) => type === event.target.value) ?? '')}
      >
        <option value="">{t('ai_all_types')}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {t(typeKey(type))}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The contracts I hold of one type (my upline's terms), above the list of what they paid. */
function MyContracts({ type }: { type: ContractType }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const { t: tRoot } = useTranslation();
  const query = useContracts({ side: 'mine', type });
  const list = query.data?.list ?? [];
  return (
    <section className="agent-income__mine" aria-labelledby={`agent-mine-${type}`} data-my-contracts={type}>
      <h2 id={`agent-mine-${type}`} className="agent-offer__heading">
        {t('ai_my_contracts')}
      </h2>
      {query.isPending ? (
        <InlineLoader />
      ) : query.isError ? (
        <FormError message={failureText(query.error, tRoot)} />
      ) : list.length === 0 ? (
        <p className="agent-offer__empty">{t('ai_my_contracts_none')}</p>
      ) : (
        <div className="agent-contracts">
          {list.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              showParty="upline"
              actions={
                // An offer put off with "later" in the popup is answered from here.
                contract.status === 'offered' ? (
                  <button
                    type="button"
                    className="button button--primary button--small"
                    data-action="review-offer"
                    onClick={reopenContractPopup}
                  >
                    {t('ai_review_offer')}
                  </button>
                ) : undefined
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
