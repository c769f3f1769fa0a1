import { CONTRACT_STATUSES, CONTRACT_TYPES, DIVIDEND_PERIODS, PAYOUT_STATUSES } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { bnAgentIncome } from './bn-agent-income';
import { enAgentIncome } from './en-agent-income';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const LATIN_DIGIT = /[0-9]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('agent contract and income message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enAgentIncome).sort()).toEqual(Object.keys(bnAgentIncome).sort());
    for (const [key, text] of Object.entries(bnAgentIncome)) {
      const english = enAgentIncome[key as keyof typeof enAgentIncome];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnAgentIncome)) expect(LATIN_DIGIT.test(text), key).toBe(false);
  });

  it('name every contract type, status, dividend period and payout status the contract has', () => {
    const keys = Object.keys(bnAgentIncome);
    for (const type of CONTRACT_TYPES) expect(keys).toContain(`ai_type_${type}`);
    for (const status of CONTRACT_STATUSES) expect(keys).toContain(`ai_status_${status}`);
    for (const period of DIVIDEND_PERIODS) expect(keys).toContain(`ai_period_${period}`);
    for (const status of PAYOUT_STATUSES) expect(keys).toContain(`ai_payout_${status}`);
  });
});
