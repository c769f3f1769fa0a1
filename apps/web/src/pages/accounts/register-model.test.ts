import type { RegisterField, RegisterFieldRule, RegisterSettingValue } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { BD } from '../../forms/countries.fixture';
import {
  captchaAtSubmit,
  captchaShown,
  EMPTY_REGISTER_VALUES,
  isRequired,
  phoneProofNeeded,
  phoneProviderOf,
  registerPayload,
  registrationModes,
  validateRegister,
  visibleFields,
} from './register-model';

const rule = (enabled: boolean, required: boolean, minLength = 1, maxLength = 64): RegisterFieldRule => ({
  enabled,
  required,
  acceptedPattern: '*',
  patternId: 'ANY',
  minLength,
  maxLength,
});

const OFF = rule(false, false);

/** The seeded demo rules (apps/server system.seed.ts), reduced to what these tests look at. */
const DEMO_FIELDS: Record<RegisterField, RegisterFieldRule> = {
  username: {
    ...rule(true, true, 4, 16),
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 'LETTER_FIRST_ALNUM',
  },
  password: {
    ...rule(true, true, 6, 20),
    acceptedPattern: '^[\\x21-\\x7E]+$',
    patternId: 'LETTERS_NUMBERS_SYMBOLS',
  },
  confirmPassword: rule(true, true, 6, 20),
  payeeName: OFF,
  paymentPassword: OFF,
  qqNum: OFF,
  line: OFF,
  whatsapp: OFF,
  facebook: OFF,
  wechat: OFF,
  idNumber: OFF,
  email: rule(true, false, 6, 100),
  countryDialingCode: rule(true, false),
  mobileNum: rule(true, false, 7, 15),
  verificationCode: rule(true, false, 1, 255),
  recommenderId: OFF,
  affiliateCode: rule(true, false, 4, 20),
  referralCode: rule(true, false),
  captcha: rule(true, true, 4, 6),
};

function setting(
  overrides: Partial<Omit<RegisterSettingValue, 'fields'>> & { fields?: Partial<typeof DEMO_FIELDS> } = {},
): RegisterSettingValue {
  const { fields, ...rest } = overrides;
  return {
    modes: ['username', 'mobile'],
    defaultMode: 'mobile',
    minimumAge: 18,
    smsVerification: true,
    phoneProvider: null,
    ...rest,
    fields: { ...DEMO_FIELDS, ...fields },
  };
}

describe('register modes and fields', () => {
  it('offers the default mode first, tabs only when there are several', () => {
    expect(registrationModes(setting())).toEqual(['mobile', 'username']);
    expect(registrationModes(setting({ modes: ['username'], defaultMode: 'username' }))).toEqual([
      'username',
    ]);
  });

  it('by username: only enabled fields, the username required, the SMS code beside the number', () => {
    const shown = visibleFields(setting(), 'username');
    expect(shown).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'mobileNum',
      'verificationCode',
      'affiliateCode',
    ]);
    expect(isRequired(setting(), 'username', 'username')).toBe(true);
    expect(isRequired(setting(), 'username', 'mobileNum')).toBe(false);
    expect(isRequired(setting(), 'username', 'verificationCode')).toBe(false);
    expect(captchaAtSubmit(setting(), 'username')).toBe(true);
  });

  it('by mobile: the number and code required, the username optional, the captcha only for the SMS', () => {
    expect(isRequired(setting(), 'mobile', 'mobileNum')).toBe(true);
    expect(isRequired(setting(), 'mobile', 'verificationCode')).toBe(true);
    expect(isRequired(setting(), 'mobile', 'username')).toBe(false);
    expect(visibleFields(setting(), 'mobile').slice(0, 3)).toEqual([
      'mobileNum',
      'verificationCode',
      'username',
    ]);
    expect(captchaAtSubmit(setting(), 'mobile')).toBe(false);
    expect(captchaShown(setting(), 'mobile')).toBe(true);
  });

  it('hides the SMS code when SMS verification is off', () => {
    const off = setting({ smsVerification: false });
    expect(visibleFields(off, 'username')).not.toContain('verificationCode');
    expect(visibleFields(off, 'mobile')).not.toContain('verificationCode');
    expect(captchaShown(off, 'mobile')).toBe(false);
  });

  it('shows a disabled optional field nowhere, and the password always', () => {
    const noEmail = setting({
      fields: { ...setting().fields, email: rule(false, false), password: rule(false, false) },
    });
    expect(visibleFields(noEmail, 'username')).not.toContain('email');
    expect(visibleFields(noEmail, 'username')).toContain('password');
  });
});

describe('validateRegister', () => {
  const base = {
    setting: setting(),
    mode: 'username' as const,
    ageConfirmed: true,
    country: BD,
    language: 'en' as const,
  };
  const good = {
    ...EMPTY_REGISTER_VALUES,
    username: 'player1',
    password: 'Secret#1',
    confirmPassword: 'Secret#1',
    captcha: 'a1B2',
  };

  it('passes a complete form', () => {
    expect(validateRegister({ ...base, values: good })).toEqual({});
  });

  it('reports every problem at once, with the rule messages', () => {
    const errors = validateRegister({
      ...base,
      ageConfirmed: false,
      values: {
        ...EMPTY_REGISTER_VALUES,
        username: '1x',
        password: 'abc',
        confirmPassword: 'abd',
        mobileNum: '12',
      },
    });
    expect(errors.username).toEqual({ text: '4-16 characters, a letter first, then letters and numbers' });
    expect(errors.password).toEqual({ text: '6-20 characters, letters, numbers and symbols' });
    expect(errors.confirmPassword).toEqual({ key: 'error_password_mismatch' });
    expect(errors.mobileNum).toEqual({ key: 'error_mobile_digits', values: { digits: '10' } });
    expect(errors.verificationCode).toEqual({ key: 'error_code_required' });
    expect(errors.captcha).toEqual({ key: 'error_captcha_required' });
    expect(errors.ageConfirmed).toEqual({ key: 'error_age_required', values: { age: 18 } });
  });

  it('by username, a number given must be proven with its code', () => {
    const errors = validateRegister({ ...base, values: { ...good, mobileNum: '1712345678' } });
    expect(errors).toEqual({ verificationCode: { key: 'error_code_required' } });
  });

  it('by mobile, asks for the number and code but not the username or captcha', () => {
    const errors = validateRegister({
      ...base,
      mode: 'mobile',
      values: { ...good, username: '', captcha: '' },
    });
    expect(errors).toEqual({
      mobileNum: { key: 'error_mobile_required' },
      verificationCode: { key: 'error_code_required' },
    });
  });
});

describe('registerPayload', () => {
  it('sends the listed fields trimmed (passwords as typed), the national number and the extras', () => {
    const values = {
      ...EMPTY_REGISTER_VALUES,
      username: ' player1 ',
      password: ' Secret#1',
      confirmPassword: ' Secret#1',
      mobileNum: '01712345678',
      countryDialingCode: '880',
      verificationCode: '123456',
      captcha: ' a1B2 ',
      payeeName: 'not shown, not sent',
    };
    const body = registerPayload(setting(), 'username', values, {
      referralCode: 'FRIEND42',
      captchaId: 'cap-1',
      ageConfirmed: true,
      termsAccepted: true,
      country: BD,
    });
    expect(body).toEqual({
      username: 'player1',
      password: ' Secret#1',
      confirmPassword: ' Secret#1',
      mobileNum: '1712345678',
      countryDialingCode: '880',
      verificationCode: '123456',
      referralCode: 'FRIEND42',
      captcha: 'a1B2',
      captchaId: 'cap-1',
      ageConfirmed: true,
      termsAccepted: true,
    });
  });

  it('by mobile, leaves the captcha out (it was spent on the SMS)', () => {
    const body = registerPayload(
      setting(),
      'mobile',
      { ...EMPTY_REGISTER_VALUES, captcha: 'a1B2' },
      {
        referralCode: '',
        captchaId: 'cap-2',
        ageConfirmed: true,
        termsAccepted: true,
        country: BD,
      },
    );
    expect(body.captcha).toBeUndefined();
    expect(body.captchaId).toBeUndefined();
  });
});

describe('with an external phone provider (decision 0087)', () => {
  const provider = { channel: 'firebase', apiUrl: 'https://phone.example.test/v1', apiKey: 'web-key' };
  const external = setting({ phoneProvider: provider });
  const numbered = { ...EMPTY_REGISTER_VALUES, mobileNum: '01712345678', countryDialingCode: '880' };

  it('uses the provider for the code wherever a code is asked, without our captcha', () => {
    expect(phoneProviderOf(external, 'mobile')).toEqual(provider);
    expect(phoneProviderOf(setting(), 'mobile')).toBeNull();
    expect(
      phoneProviderOf(setting({ phoneProvider: provider, smsVerification: false }), 'mobile'),
    ).toBeNull();
    expect(captchaShown(external, 'mobile')).toBe(false);
    expect(visibleFields(external, 'mobile').slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
  });

  it('needs the proof by mobile always, by username once a number is given', () => {
    expect(phoneProofNeeded(external, 'mobile', EMPTY_REGISTER_VALUES)).toBe(true);
    expect(phoneProofNeeded(external, 'username', EMPTY_REGISTER_VALUES)).toBe(false);
    expect(phoneProofNeeded(external, 'username', numbered)).toBe(true);
    expect(phoneProofNeeded(setting(), 'mobile', numbered)).toBe(false);
  });

  it("sends the provider's token and channel instead of the code", () => {
    const body = registerPayload(
      external,
      'mobile',
      { ...numbered, verificationCode: '654321' },
      {
        referralCode: '',
        captchaId: undefined,
        ageConfirmed: true,
        termsAccepted: true,
        country: BD,
        phoneProof: { channel: 'firebase', idToken: 'id.token.value' },
      },
    );
    expect(body).toMatchObject({
      mobileNum: '1712345678',
      countryDialingCode: '880',
      firebaseChannel: 'firebase',
      firebaseIdToken: 'id.token.value',
    });
    expect(body.verificationCode).toBeUndefined();
  });
});
