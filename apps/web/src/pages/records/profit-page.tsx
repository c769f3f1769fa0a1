import type { ProfitValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { type ProfitFilter, useProfit } from '../../api/records';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { DateFilter } from './date-filter';
import { presetRange } from './date-range';
import { GameTypeSelect, useGameTypeLabel } from './game-type-select';
import { type Column, RecordsResult, SignedAmount, stakeWinProfitColumns } from './records-table';
import './records.css';

type Row = ProfitValue['list'][number];

/** Profit and loss (/member/personalProfit): settled rounds by day (in the site's time zone) and game type. */
export function ProfitPage() {
  const timeZone = useSiteTimeZone();
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const gameTypeLabel = useGameTypeLabel();
  const [filter, setFilter] = useState<ProfitFilter>({
    ...presetRange('week', new Date(), timeZone),
    gameType: '',
  });
  const query = useProfit(filter);
  const currency = currencyCodeOr(query.data?.currency);
  const money = (amount: string) => format.money(amount, currency);

  const columns: Column<Row>[] = [
    { key: 'day', label: t('rec_profit_day'), render: (r) => format.date(`${r.day}T12:00:00+06:00`) },
    { key: 'gameType', label: t('rec_bet_game_type'), render: (r) => gameTypeLabel(r.gameType) },
    {
      key: 'rounds',
      label: t('rec_profit_rounds'),
      numeric: true,
      render: (r) => format.plainInteger(r.rounds),
    },
    ...stakeWinProfitColumns(t, money),
  ];

  return (
    <div className="records" data-page="profit">
      <h1 className="records__title">{t('rec_profit_title')}</h1>
      <div className="records__filters">
        <DateFilter value={filter} onChange={(range) => setFilter({ ...filter, ...range })} />
        <GameTypeSelect value={filter.gameType} onChange={(gameType) => setFilter({ ...filter, gameType })} />
      </div>
      <p className="records__note">{t('rec_profit_note')}</p>
      <RecordsResult
        query={query}
        name="profit"
        columns={columns}
        rowKey={(r) => `${r.day}|${r.gameType}`}
        totals={(value) => [
          { key: 'rounds', label: t('rec_profit_rounds'), value: format.plainInteger(value.totals.rounds) },
          { key: 'stake', label: t('rec_bet_total_stake'), value: money(value.totals.stake) },
          { key: 'win', label: t('rec_bet_total_win'), value: money(value.totals.win) },
          {
            key: 'profit',
            label: t('rec_bet_total_profit'),
            value: <SignedAmount amount={value.totals.profit} text={money(value.totals.profit)} />,
          },
        ]}
      />
    </div>
  );
}
