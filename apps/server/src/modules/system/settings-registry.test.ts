import {
  CS_TYPES,
  DOMAIN_ROUTE_TYPES,
  REGISTER_FIELDS,
  RESOURCE_TYPES,
  registerFieldProblem,
  registerRuleMessage,
  SITE_LANGUAGE_CODES,
  SUPPORTED_LANGUAGES,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { checkSettingValue, definitionOf, resolveSettings, SETTING_CODES } from './settings-registry.js';
import { DEMO_REGISTER_RULES } from './system.seed.js';
import { CHECKED_VALUES } from './system.tables.js';

describe('settings registry', () => {
  it('documents every code, and every default passes its own schema', () => {
    for (const code of SETTING_CODES) {
      const definition = definitionOf(code);
      expect(definition.description.length, code).toBeGreaterThan(10);
      expect(checkSettingValue(code, definition.defaultValue), code).toMatchObject({ ok: true });
    }
    expect(SETTING_CODES).toEqual(
      expect.arrayContaining(['CHNGPASSVERIF3', 'MOBILEREG', 'FREEPLAY', 'MAINTENANCE', 'AGEMIN']),
    );
  });

  it('refuses values of the wrong shape with a one-line reason', () => {
    expect(checkSettingValue('MAINTENANCE', { enabled: true, extra: 1 })).toMatchObject({ ok: false });
    expect(checkSettingValue('CURRENCY', { code: 'bdt', symbol: '৳' })).toEqual({
      ok: false,
      detail: 'code: expected an ISO 4217 code',
    });
    expect(checkSettingValue('IMAGECDN', ['http://cdn.example'])).toMatchObject({ ok: false });
    expect(checkSettingValue('IMAGECDN', ['https://cdn.example/img', '/'])).toMatchObject({ ok: true });
    expect(checkSettingValue('ESPORTVENDORS', ['IMES', 'bad vendor'])).toMatchObject({ ok: false });
    expect(checkSettingValue('TIME_ZONE', 'Europe/London')).toEqual({ ok: true, value: 'Europe/London' });
    expect(checkSettingValue('TIME_ZONE', 'Mars/Olympus_Mons')).toEqual({
      ok: false,
      detail: 'value: expected an IANA time zone such as Asia/Dhaka',
    });
  });

  it('reads a missing or hand-broken stored value as the default', () => {
    const settings = resolveSettings({ MAINTENANCE: { enabled: 'oops' }, AGEMIN: 21 });
    expect(settings.MAINTENANCE).toEqual({ enabled: false });
    expect(settings.AGEMIN).toBe(21);
    expect(settings.LANGUAGES).toEqual({
      default: 'BN',
      supported: SITE_LANGUAGE_CODES,
      resourceSet: 'global',
    });
    // A value stored before the resource sets reads as the full set.
    expect(resolveSettings({ LANGUAGES: { default: 'EN', supported: ['BN', 'EN'] } }).LANGUAGES).toEqual({
      default: 'EN',
      supported: ['BN', 'EN'],
      resourceSet: 'global',
    });
    // A language outside the chosen set is a broken value: the default.
    expect(
      resolveSettings({ LANGUAGES: { default: 'BN', supported: ['BN', 'PT'], resourceSet: 'bn-en' } })
        .LANGUAGES.resourceSet,
    ).toBe('global');
    expect(settings.TIME_ZONE).toBe('Asia/Dhaka');
  });
});

describe('database value lists', () => {
  it('match the contract', () => {
    expect(CHECKED_VALUES.csType).toEqual(CS_TYPES);
    expect(CHECKED_VALUES.resourceType).toEqual(RESOURCE_TYPES);
    expect(CHECKED_VALUES.domainRouteType).toEqual(DOMAIN_ROUTE_TYPES);
    expect(CHECKED_VALUES.lang).toEqual(SUPPORTED_LANGUAGES);
  });
});

describe('demo register rules', () => {
  const rules = DEMO_REGISTER_RULES;

  it('cover every field with a pattern that compiles and sane bounds', () => {
    expect(Object.keys(rules).sort()).toEqual([...REGISTER_FIELDS].sort());
    for (const [field, rule] of Object.entries(rules)) {
      if (rule.acceptedPattern !== '*')
        expect(() => new RegExp(rule.acceptedPattern ?? '', 'u'), field).not.toThrow();
      expect(rule.minLength, field).toBeLessThanOrEqual(rule.maxLength);
      expect(rule.maxLength, field).toBeLessThanOrEqual(255);
    }
    expect(rules.verificationCode.maxLength).toBe(255);
  });

  it.each([
    ['username', 'player1', null],
    ['username', '1player', 'pattern'],
    ['username', 'abc', 'length'],
    ['username', 'a'.repeat(17), 'length'],
    ['username', '', 'required'],
    ['password', 'secret 12', 'pattern'],
    ['password', 'Se(ret!2', null],
    ['email', 'me@example.com', null],
    ['email', 'me@example', 'pattern'],
    ['email', '', null],
    ['mobileNum', '1712345678', null],
    ['mobileNum', '17123-45678', 'pattern'],
    ['payeeName', 'রহিম উদ্দিন', 'not_enabled'],
    ['verificationCode', 'anything at all', null],
    ['captcha', 'a1B2', null],
  ] as const)('%s %j → %s', (field, value, problem) => {
    expect(registerFieldProblem(rules[field], value)).toBe(problem);
  });

  it('counts characters, not UTF-16 units, and accepts Bengali names when enabled', () => {
    const payee = { ...rules.payeeName, enabled: true };
    expect(registerFieldProblem(payee, 'রহিম উদ্দিন')).toBeNull();
    expect(registerFieldProblem(payee, 'Rahim2')).toBe('pattern');
  });

  it('explains a rule in words with its range', () => {
    expect(registerRuleMessage('LETTER_FIRST_ALNUM', 'en', 4, 16)).toBe(
      '4-16 characters, a letter first, then letters and numbers',
    );
    expect(registerRuleMessage('NUMBERS_ONLY', 'en', 6, 6)).toBe('6 digits, numbers only');
    expect(registerRuleMessage('NUMBERS_ONLY', 'bn', 6, 6)).toBe('৬ অঙ্ক, শুধুমাত্র সংখ্যা');
  });
});
