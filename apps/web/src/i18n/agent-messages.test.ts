import { describe, expect, it } from 'vitest';
import { AGENT_PAGES } from '../pages/agent/agent-menu';
import { bnAgent } from './bn-agent';
import { enAgent } from './en-agent';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const LATIN_DIGIT = /[0-9]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('agent-centre message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enAgent).sort()).toEqual(Object.keys(bnAgent).sort());
    for (const [key, text] of Object.entries(bnAgent)) {
      const english = enAgent[key as keyof typeof enAgent];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('name every page of the menu', () => {
    for (const name of AGENT_PAGES) expect(Object.keys(bnAgent), name).toContain(`agent_menu_${name}`);
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnAgent)) expect(LATIN_DIGIT.test(text), key).toBe(false);
  });
});
