import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { AGENT_NS } from '../../i18n/agent';
import { AGENT_INCOME_NS } from '../../i18n/agent-income';
import { DateFilter } from '../records/date-filter';
import { presetRange } from '../records/date-range';
import type { TeamRangeFilter } from './agent-api-contracts';

/** The team record pages' filter: today in the site's time zone, the whole team, page 1. */
export function useTeamRangeFilter() {
  const timeZone = useSiteTimeZone();
  return useState<TeamRangeFilter>({
    ...presetRange('today', new Date(), timeZone),
    username: '',
    pageNo: 1,
  });
}

/** Days and one member of my team; either change goes back to page 1. */
export function TeamRangeFilters({
  filter,
  onChange,
}: {
  filter: TeamRangeFilter;
  onChange: (filter: TeamRangeFilter) => void;
}) {
  return (
    <div className="records__filters">
      <DateFilter value={filter} onChange={(range) => onChange({ ...filter, ...range, pageNo: 1 })} />
      <UsernameFilter
        value={filter.username}
        onChange={(username) => onChange({ ...filter, username, pageNo: 1 })}
      />
    </div>
  );
}

/** One member of my team by username: applied by its Search button, on Enter or when the field is left. */
export function UsernameFilter({ value, onChange }: { value: string; onChange: (username: string) => void }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const { t: tAgent } = useTranslation(AGENT_NS);
  const [text, setText] = useState(value);
  const apply = () => {
    const username = text.trim();
    if (username !== value) onChange(username);
  };
  return (
    <form
      className="records__custom"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label className="records__label">
        {t('ai_member')}
        <input
          name="username"
          className="records__input"
          value={text}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('ai_username_placeholder')}
          onChange={(event) => setText(event.target.value)}
          onBlur={apply}
        />
      </label>
      <button type="submit" className="button button--primary" data-action="member-search">
        {tAgent('agent_search')}
      </button>
    </form>
  );
}
