import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { accountsClient, answerValue, fieldMessages, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import * as repo from './accounts.repo.js';

const t = useTestApp();
const api = accountsClient(t);

let counter = 0;
const freshName = () => `player${String(++counter).padStart(3, '0')}x`;
const freshNumber = () => `18${String(20_000_000 + ++counter * 7_919).padStart(8, '0')}`;

/** A valid username registration body, with a solved captcha. */
async function validBody(overrides: Record<string, unknown> = {}) {
  return {
    username: freshName(),
    password: 'secret123',
    confirmPassword: 'secret123',
    ageConfirmed: true,
    termsAccepted: true,
    registerUrl: 'https://www.khela.example/register?referralCode=FRIEND01',
    domain: 'www.khela.example',
    registerMethod: 'WEB',
    login: true,
    ...(await api.captcha()),
    ...overrides,
  };
}

const register = (body: unknown, lang: 'en' | 'bn' = 'en', path = '/wps/member/register') =>
  api.call('PUT', path, { body, lang, ip: freshIp() });

async function memberCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.ctx.database.db, sql`select count(*)::int as n from member`);
  return Number(row?.n);
}

describe('PUT /wps/member/register (username)', () => {
  it('creates the member with every given field, and logs them in', async () => {
    const body = await validBody({
      email: 'New.Player@Example.com',
      affiliateCode: 'khela01',
      referralCode: 'FRIEND01',
      recommenderId: 'demo',
      mobileNum: undefined,
    });
    const res = await register(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({
      userName: body.username,
      firstTimeLogin: false,
      passwordExpired: false,
      changePasswordRequired: false,
    });
    const info = await api.call('GET', '/wps/member/info', { token: String(answerValue(res).token) });
    expect(info.body.value).toMatchObject({ account: body.username, type: 0, balance: '0.00' });

    const member = await repo.memberByUsername(t.ctx.database.db, String(body.username));
    const agent = await repo.memberByUsername(t.ctx.database.db, 'agent01');
    expect(member).toMatchObject({
      email: 'new.player@example.com',
      uplineId: agent?.id,
      referralCode: 'FRIEND01',
      recommenderId: 'demo',
      registerMethod: 'WEB',
      domain: 'www.khela.example',
      registerUrl: 'https://www.khela.example/register?referralCode=FRIEND01',
      firstTimeLogin: false,
      language: 'EN',
    });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(member?.passwordHash ?? '', 'secret123')).toBe(true);
  });

  it('stores the payment password hashed and contacts when the rules enable them', async () => {
    await setRule('paymentPassword', { enabled: true, required: true });
    await setRule('whatsapp', { enabled: true });
    try {
      const missing = await register(await validBody());
      expect(fieldMessages(missing)).toEqual({ paymentPassword: 'Input cannot be empty' });
      const body = await validBody({ paymentPassword: '654321', whatsapp: '8801711111111' });
      expect((await register(body)).status).toBe(200);
      const member = await repo.memberByUsername(t.ctx.database.db, String(body.username));
      expect(member?.paymentPasswordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(member?.paymentPasswordHash ?? '', '654321')).toBe(true);
      expect(member?.contacts).toEqual({ whatsapp: '8801711111111' });
    } finally {
      await setRule('paymentPassword', { enabled: false, required: false });
      await setRule('whatsapp', { enabled: false });
    }
  });

  it('lists every field problem at once with the register rule messages, in en and bn, and changes nothing', async () => {
    const before = await memberCount();
    const body = {
      username: '1abc',
      password: 'abc',
      confirmPassword: 'abd',
      email: 'not-an-email',
      qqNum: '12345',
      affiliateCode: 'has space',
    };
    const en = await register(body);
    expect(en.status).toBe(400);
    expect(en.body.code).toBe('VALIDATION_FAILED');
    expect(fieldMessages(en)).toEqual({
      username: '4-16 characters, a letter first, then letters and numbers',
      password: '6-20 characters, letters, numbers and symbols',
      confirmPassword: 'The two passwords are inconsistent',
      email: 'Please enter a valid email address (6-100 characters)',
      qqNum: 'This field is not accepted here',
      affiliateCode: '4-20 characters, letters and numbers without special characters',
      captcha: 'Please enter the captcha',
      ageConfirmed: 'Please confirm that you are at least 18 years old',
      termsAccepted: 'Please read and agree to the terms and conditions',
    });
    expect(en.body.message).toMatch(/^Invalid input: body\.username: 4-16 characters/);
    const bn = await register(body, 'bn');
    expect(fieldMessages(bn)).toMatchObject({
      username: '৪-১৬ অক্ষর, প্রথমে একটি বর্ণ, তারপর বর্ণ ও সংখ্যা',
      password: '৬-২০ অক্ষর, বর্ণ, সংখ্যা ও চিহ্ন',
      confirmPassword: 'দুটি পাসওয়ার্ড এক নয়',
      captcha: 'অনুগ্রহ করে ক্যাপচা লিখুন',
      ageConfirmed: 'অনুগ্রহ করে নিশ্চিত করুন যে আপনার বয়স কমপক্ষে ১৮ বছর',
      termsAccepted: 'অনুগ্রহ করে শর্তাবলী পড়ে সম্মতি দিন',
    });
    expect(bn.body.message.startsWith('অবৈধ ইনপুট:')).toBe(true);
    expect(await memberCount()).toBe(before);
  });

  it('requires the username, passwords, age and terms; follows the configured minimum age', async () => {
    await t.app.services.system.setSetting('AGEMIN', 21);
    try {
      const res = await register({});
      expect(fieldMessages(res)).toMatchObject({
        username: 'Input cannot be empty',
        password: 'Input cannot be empty',
        confirmPassword: 'Input cannot be empty',
        ageConfirmed: 'Please confirm that you are at least 21 years old',
      });
      expect((await register(await validBody({ ageConfirmed: false }))).body.code).toBe('VALIDATION_FAILED');
      expect((await register(await validBody({ termsAccepted: 'yes' }))).body.code).toBe('VALIDATION_FAILED');
    } finally {
      await t.app.services.system.setSetting('AGEMIN', 18);
    }
  });

  it('checks a mobile number given in username mode: country rules, and its SMS code', async () => {
    const badLength = await register(await validBody({ mobileNum: '171234567' }));
    expect(fieldMessages(badLength)).toEqual({ mobileNum: 'The phone number must have 10 digits' });
    const badCountry = await register(
      await validBody({ countryDialingCode: '999', mobileNum: '1712345678' }),
    );
    expect(fieldMessages(badCountry)).toEqual({
      countryDialingCode: 'This country dialling code is not supported',
    });
    const noCode = await register(await validBody({ mobileNum: freshNumber() }));
    expect(fieldMessages(noCode)).toEqual({ verificationCode: 'Please enter the verification code' });
  });

  it('refuses a wrong or reused captcha', async () => {
    const body = await validBody({ captcha: 'ZZZZZ' });
    const res = await register(body);
    expect(res.body).toMatchObject({
      code: 'INVALID_CAPTCHA',
      message: 'The captcha code is wrong or has expired, please type the new code',
    });
    expect(fieldMessages(res)).toEqual({
      captcha: 'The captcha is incorrect or expired, please try a new one',
    });
    const good = await validBody();
    expect((await register(good)).status).toBe(200);
    expect((await register({ ...good, username: freshName() })).body.code).toBe('INVALID_CAPTCHA');
  });

  it('refuses a taken username, in any letter case, translated', async () => {
    const res = await register(await validBody({ username: 'DEMO' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'This username is already registered, please choose another',
    });
    expect(fieldMessages(res)).toEqual({
      username: 'This username is already registered, please choose another',
    });
    const bn = await register(await validBody({ username: 'Demo' }), 'bn');
    expect(bn.body.message).toBe('এই ইউজারনেমটি ইতিমধ্যে নিবন্ধিত, অনুগ্রহ করে অন্য একটি বেছে নিন');
  });

  it('refuses an invalid invitation code with INVITATION_CODE_ERROR', async () => {
    for (const affiliateCode of ['NOSUCH01', 'demo1234']) {
      const res = await register(await validBody({ affiliateCode }));
      expect(res.body).toMatchObject({ code: 'INVITATION_CODE_ERROR', message: 'Invalid invitation code' });
    }
    const bn = await register(await validBody({ affiliateCode: 'NOSUCH01' }), 'bn');
    expect(bn.body.message).toBe('আমন্ত্রণ কোডটি সঠিক নয়');
  });

  it('refuses an unknown recommender', async () => {
    const res = await register(await validBody({ recommenderId: 'nobody99' }));
    expect(fieldMessages(res)).toEqual({ recommenderId: 'No member has this recommender id' });
  });

  it('is off while username registration is off', async () => {
    await t.app.services.system.setSetting('USERNAMEREG', { enabled: false });
    try {
      expect((await register(await validBody())).body.code).toBe('FUNCTION_DISABLED');
    } finally {
      await t.app.services.system.setSetting('USERNAMEREG', { enabled: true });
    }
  });
});

describe('GET /wps/agent/affiliate', () => {
  it("answers success for an active agent's code, in any case", async () => {
    const res = await api.call('GET', '/wps/agent/affiliate?code=khela01&domain=www.khela.example');
    expect(res.body).toEqual({ success: true, value: { code: 'KHELA01', valid: true }, message: 'OK' });
  });

  it('answers success false with INVITATION_CODE_ERROR otherwise', async () => {
    const res = await api.call('GET', '/wps/agent/affiliate?code=NOPE', { lang: 'bn' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'INVITATION_CODE_ERROR',
      message: 'আমন্ত্রণ কোডটি সঠিক নয়',
    });
    expect((await api.call('GET', '/wps/agent/affiliate')).body.code).toBe('VALIDATION_FAILED');
  });
});

async function setRule(field: string, change: { enabled?: boolean; required?: boolean }): Promise<void> {
  const sets = [
    change.enabled === undefined ? undefined : sql`enabled = ${change.enabled}`,
    change.required === undefined ? undefined : sql`required = ${change.required}`,
  ].filter((s) => s !== undefined);
  await t.ctx.database.db.execute(
    sql`update register_field_rule set ${sql.join(sets, sql`, `)} where field = ${field}`,
  );
  await t.app.services.system.invalidate();
}
