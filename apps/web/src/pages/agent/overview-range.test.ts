import { TeamOverviewQuery } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { overviewSearch } from '../../api/agents';
import { isCustomRangeValid, OVERVIEW_MAX_DAYS, overviewQuery } from './overview-range';

const WEEK = { startDate: '2025-03-01', endDate: '2025-03-07' };

describe('overviewQuery', () => {
  it('names a preset and leaves its days to the server', () => {
    for (const range of ['today', 'yesterday', 'week', 'month'] as const) {
      expect(overviewQuery(range, WEEK)).toEqual({ range });
    }
  });

  it('sends the days of a custom range', () => {
    expect(overviewQuery('custom', WEEK)).toEqual({ range: 'custom', ...WEEK });
  });

  it('asks nothing for a custom range that is backwards, malformed or too long', () => {
    expect(overviewQuery('custom', { startDate: '2025-03-07', endDate: '2025-03-01' })).toBeNull();
    expect(overviewQuery('custom', { startDate: '', endDate: '2025-03-01' })).toBeNull();
    expect(overviewQuery('custom', { startDate: '2025-01-01', endDate: '2025-12-31' })).toBeNull();
  });

  it('produces queries the server schema accepts', () => {
    for (const query of [overviewQuery('today', WEEK), overviewQuery('custom', WEEK)]) {
      expect(query).not.toBeNull();
      if (!query) continue;
      const sent = Object.fromEntries(new URLSearchParams(overviewSearch(query)));
      expect(TeamOverviewQuery.parse(sent)).toEqual(query);
    }
  });
});

describe('isCustomRangeValid', () => {
  it(`allows one day up to ${OVERVIEW_MAX_DAYS} days`, () => {
    expect(isCustomRangeValid({ startDate: '2025-03-01', endDate: '2025-03-01' })).toBe(true);
    expect(isCustomRangeValid({ startDate: '2025-01-01', endDate: '2025-03-31' })).toBe(true);
    expect(isCustomRangeValid({ startDate: '2025-01-01', endDate: '2025-04-01' })).toBe(false);
  });
});

describe('overviewSearch', () => {
  it('writes the range, and the days only when there are some', () => {
    expect(overviewSearch({ range: 'week' })).toBe('range=week');
    expect(overviewSearch({ range: 'custom', ...WEEK })).toBe(
      'range=custom&startDate=2025-03-01&endDate=2025-03-07',
    );
  });
});
