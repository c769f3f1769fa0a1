import { GAME_TYPES } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  bpToPercent,
  contributionDrafts,
  contributionsOf,
  fromLocalInput,
  percentField,
  percentTextToBp,
  toLocalInput,
  wholeNumber,
} from './promotion-numbers';

describe('percent as typed, basis points on the wire', () => {
  it('reads a percentage with up to 2 decimals as basis points, exactly', () => {
    expect(percentTextToBp('100')).toBe(10_000);
    expect(percentTextToBp('12.5')).toBe(1250);
    expect(percentTextToBp('0.01')).toBe(1);
    expect(percentTextToBp('1000')).toBe(100_000);
    // 0.29 × 100 is 28.999… in floating point: the text is read digit by digit instead.
    expect(percentTextToBp('0.29')).toBe(29);
    expect(percentTextToBp(' 2.10 ')).toBe(210);
    expect(percentTextToBp('১০০')).toBe(10_000);
  });

  it('refuses more than 2 decimals, signs, separators, exponents and words', () => {
    for (const text of ['', ' ', '1.234', '-1', '+1', '1,5', '1.', '.5', '01', 'abc', '1e2', '10000', '5 %'])
      expect(percentTextToBp(text), text).toBeNull();
  });

  it('writes basis points back as the shortest text, and the two round-trip up to 1000 %', () => {
    expect(bpToPercent(10_000)).toBe('100');
    expect(bpToPercent(1250)).toBe('12.5');
    expect(bpToPercent(5)).toBe('0.05');
    expect(bpToPercent(0)).toBe('0');
    const wrong: number[] = [];
    for (let bp = 0; bp <= 100_000; bp += 7) if (percentTextToBp(bpToPercent(bp)) !== bp) wrong.push(bp);
    expect(wrong).toEqual([]);
    expect(percentTextToBp(bpToPercent(100_000))).toBe(100_000);
  });

  it('holds a percentage to its range and names the range in percent', () => {
    expect(percentField('100', 1, 100_000)).toEqual({ bp: 10_000 });
    expect(percentField('0', 1, 100_000)).toEqual({
      problem: { key: 'pr_percent_invalid', params: { min: '0.01', max: '1000' } },
    });
    expect(percentField('100.01', 0, 10_000).problem?.params).toEqual({ min: '0', max: '100' });
    expect(percentField('0', 0, 10_000)).toEqual({ bp: 0 });
  });
});

describe('amounts, whole numbers and times', () => {
  it('takes the server’s amounts: above zero, at most 2 decimals, no leading zeros', () => {
    expect(amountText('500')).toBe('500');
    expect(amountText(' 500.00 ')).toBe('500.00');
    expect(amountText('0.5')).toBe('0.5');
    expect(amountText('১০০.৫')).toBe('100.5');
    for (const text of ['', '0', '0.00', '-5', '1.234', '007', '1e3', '1,000', '12345678901234'])
      expect(amountText(text), text).toBeNull();
  });

  it('takes whole numbers within their range only', () => {
    expect(wholeNumber('35', 0, 100)).toBe(35);
    expect(wholeNumber('0', 0, 100)).toBe(0);
    expect(wholeNumber('101', 0, 100)).toBeNull();
    expect(wholeNumber('1.5', 0, 100)).toBeNull();
    expect(wholeNumber('', 0, 100)).toBeNull();
    expect(wholeNumber('-1', 0, 100)).toBeNull();
  });

  it('turns a datetime-local value into an ISO instant and back to the same minute', () => {
    const iso = fromLocalInput('2026-12-01T10:30');
    expect(iso).toBe(new Date('2026-12-01T10:30').toISOString());
    expect(toLocalInput(iso)).toBe('2026-12-01T10:30');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('soon')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});

describe('contributions per game type', () => {
  it('starts with one empty row per game type, then the saved ones in percent', () => {
    const drafts = contributionDrafts({ LIVE: 1000, XYZ: 2500 });
    expect(Object.keys(drafts)).toEqual([...GAME_TYPES, 'XYZ']);
    expect(drafts.LIVE).toBe('10');
    expect(drafts.RNG).toBe('');
    expect(drafts.XYZ).toBe('25');
  });

  it('sends only the typed ones, in basis points, and names each wrong one', () => {
    const drafts = { ...contributionDrafts(), RNG: '100', LIVE: '10', PVP: '0', FISH: '101', SPORTS: 'x' };
    expect(contributionsOf(drafts, 'rules.contributions')).toEqual({
      contributions: { RNG: 10_000, LIVE: 1000, PVP: 0 },
      problems: {
        'rules.contributions.FISH': { key: 'pr_percent_invalid', params: { min: '0', max: '100' } },
        'rules.contributions.SPORTS': { key: 'pr_percent_invalid', params: { min: '0', max: '100' } },
      },
    });
  });
});
