import { RebateRules } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { rebateDraftOf, rebateFieldPaths, rebateJsonOf } from './rebate-draft';

describe('the rebate rules fields', () => {
  it('start a new promotion from the defaults and write rules the contract accepts', () => {
    const draft = rebateDraftOf('{}');
    expect(draft).toMatchObject({ mode: 'manual', defaultRate: '0.5', wageringMultiple: '0' });
    expect(Object.keys(draft.rates)).toContain('LIVE');
    const json = rebateJsonOf({ ...draft, rates: { ...draft.rates, RNG: '1', LIVE: '0.25' } });
    expect(RebateRules.parse(JSON.parse(json))).toEqual({
      mode: 'manual',
      rates: { RNG: 100, LIVE: 25 },
      defaultRateBp: 50,
      minPayout: '1.00',
      capPerDay: '10000.00',
      wageringMultiple: 0,
      bonusExpiresInDays: 7,
    });
  });

  it('keep saved rules as they were, and leave a wrong value for the server to name', () => {
    const saved = {
      mode: 'auto_daily',
      rates: { RNG: 80, COCKFIGHT: 10 },
      defaultRateBp: 30,
      minPayout: '5.00',
      capPerDay: '2000.00',
      wageringMultiple: 1,
      bonusExpiresInDays: 3,
    };
    expect(JSON.parse(rebateJsonOf(rebateDraftOf(JSON.stringify(saved))))).toEqual(saved);
    const draft = rebateDraftOf(JSON.stringify(saved));
    const typo = JSON.parse(rebateJsonOf({ ...draft, rates: { ...draft.rates, LIVE: 'a lot' } }));
    expect(RebateRules.safeParse(typo).error?.issues[0]?.path).toEqual(['rates', 'LIVE']);
    const tooHigh = JSON.parse(rebateJsonOf({ ...draft, defaultRate: '25' }));
    expect(RebateRules.safeParse(tooHigh).error?.issues[0]?.path).toEqual(['defaultRateBp']);
    expect(rebateFieldPaths(['RNG'])).toContain('rules.rates.RNG');
    expect(rebateDraftOf('not json').mode).toBe('manual');
  });
});
