import { RECORDS_MAX_RANGE_DAYS } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import type { DayRange } from '../../api/records';
import { MEMBER_NS } from '../../i18n/member/register';
import { DATE_PRESETS, type DatePreset, presetRange, rangeDays } from './date-range';

const PRESET_LABEL = {
  today: 'rec_date_today',
  yesterday: 'rec_date_yesterday',
  week: 'rec_date_7',
  month: 'rec_date_30',
  custom: 'rec_date_custom',
} as const;

/** Presets (today, yesterday, 7 days, 30 days) and a custom from–to; the range goes up when chosen. */
export function DateFilter({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation(MEMBER_NS);
  const timeZone = useSiteTimeZone();
  const [preset, setPreset] = useState<DatePreset>('today');
  const [custom, setCustom] = useState<DayRange>(value);
  const days = rangeDays(custom);
  const customValid = days > 0 && days <= RECORDS_MAX_RANGE_DAYS;

  function choose(next: DatePreset) {
    setPreset(next);
    if (next === 'custom') setCustom(value);
    else onChange(presetRange(next, new Date(), timeZone));
  }

  return (
    <fieldset className="records__dates" data-date-filter>
      <legend className="records__legend">{t('rec_date_range')}</legend>
      <div className="records__presets">
        {DATE_PRESETS.map((key) => (
          <button
            key={key}
            type="button"
            className={`records__chip${preset === key ? ' records__chip--on' : ''}`}
            aria-pressed={preset === key}
            data-preset={key}
            onClick={() => choose(key)}
          >
            {t(PRESET_LABEL[key])}
          </button>
        ))}
      </div>
      {preset === 'custom' && (
        <form
          className="records__custom"
          onSubmit={(event) => {
            event.preventDefault();
            if (customValid) onChange(custom);
          }}
        >
          <label className="records__label">
            {t('rec_date_from')}
            <input
              type="date"
              name="startDate"
              className="records__input"
              value={custom.startDate}
              max={custom.endDate}
              onChange={(event) => setCustom({ ...custom, startDate: event.target.value })}
            />
          </label>
          <label className="records__label">
            {t('rec_date_to')}
            <input
              type="date"
              name="endDate"
              className="records__input"
              value={custom.endDate}
              min={custom.startDate}
              onChange={(event) => setCustom({ ...custom, endDate: event.target.value })}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={!customValid}>
            {t('rec_search')}
          </button>
          <p className={`records__note${customValid ? '' : ' records__note--error'}`}>
            {/* An end before the start is said as such; any other refusal is the span. */}
            {custom.endDate < custom.startDate
              ? t('rec_date_order')
              : t('rec_date_note', { days: RECORDS_MAX_RANGE_DAYS })}
          </p>
        </form>
      )}
    </fieldset>
  );
}
