import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { bnAccountForms } from './bn-account-forms';
import { en } from './en';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('message sets', () => {
  it('have exactly the same keys in Bengali and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(bn).sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(bn), ...Object.entries(en)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(bn)) {
      const english = Object.entries(en).find(([other]) => other === key)?.[1] ?? '';
      expect(placeholders(english), key).toEqual(placeholders(text));
    }
  });

  it('carry the text keys the spec names for the status pages', () => {
    for (const key of ['info_maintenance', 'blockip', 'info_ip_block']) {
      expect(Object.keys(bn)).toContain(key);
    }
  });

  it('carry the text keys the spec names for accounts', () => {
    // invitation_code_error is a form's text: the account forms' part (decision 0082).
    for (const key of ['in_sure_logout', 'in_need_true_account']) expect(Object.keys(bn)).toContain(key);
    expect(Object.keys(bnAccountForms)).toContain('invitation_code_error');
  });

  it('keep English free of Bengali script', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(BENGALI_SCRIPT.test(text), key).toBe(false);
    }
  });
});
