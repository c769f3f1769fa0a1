import { randomInt } from 'node:crypto';
import { codeIn, outboxMark, waitForMessage } from './outbox';
import type { KhelaServer } from './server';

/**
 * Account set-up through the API, for tests whose subject is something else (recovery, SMS
 * login): the same calls the register form makes, with plain JSON (the demo site allows it).
 */
/**
 * Set-up calls come from their own range (RFC 2544's benchmarking block, 198.18.0.0/15), never a
 * browser test's address. The range is wide because the captcha allows one image a second per
 * address: with a few hundred addresses two calls in the same second met often enough to fail.
 */
const setupAddress = () => `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

type Envelope = { success: boolean; value: unknown; message: string; code?: string };

async function call(
  server: KhelaServer,
  method: string,
  path: string,
  address: string,
  body?: unknown,
): Promise<Envelope> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'x-lang': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (typeof answer !== 'object' || answer === null || !('success' in answer)) {
    throw new Error(`${path} answered ${response.status} without an envelope`);
  }
  const envelope: Envelope = {
    success: answer.success === true,
    value: 'value' in answer ? answer.value : null,
    message: 'message' in answer && typeof answer.message === 'string' ? answer.message : '',
    code: 'code' in answer && typeof answer.code === 'string' ? answer.code : undefined,
  };
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
  return envelope;
}

/** A solved captcha: each comes from its own address (one captcha a second per address). */
async function solvedCaptcha(server: KhelaServer): Promise<{ captchaId: string; captcha: string }> {
  const { value } = await call(server, 'GET', '/wps/captcha', setupAddress());
  if (
    typeof value !== 'object' ||
    value === null ||
    !('captchaId' in value) ||
    typeof value.captchaId !== 'string'
  ) {
    throw new Error('the captcha call answered no captchaId');
  }
  const hook = await call(server, 'GET', `/wps/test/captcha/${value.captchaId}`, setupAddress());
  const answer =
    typeof hook.value === 'object' && hook.value !== null && 'answer' in hook.value ? hook.value.answer : '';
  return { captchaId: value.captchaId, captcha: String(answer) };
}

export type NewMember = { username: string; password: string; mobile?: string; email?: string };

/**
 * Registers a member by username; with a mobile number it first sends and reads the register SMS
 * code, as the form does.
 */
export async function registerMember(server: KhelaServer, member: NewMember): Promise<void> {
  const address = setupAddress();
  let verificationCode: string | undefined;
  if (member.mobile) {
    const mark = await outboxMark(server, `+880${member.mobile}`);
    await call(server, 'POST', '/wps/verification/sms/register', address, {
      countryDialingCode: '880',
      mobileNo: member.mobile,
      ...(await solvedCaptcha(server)),
    });
    verificationCode = codeIn(await waitForMessage(server, `+880${member.mobile}`, mark));
  }
  await call(server, 'PUT', '/wps/member/register', address, {
    username: member.username,
    password: member.password,
    confirmPassword: member.password,
    ...(member.email ? { email: member.email } : {}),
    ...(member.mobile ? { countryDialingCode: '880', mobileNum: member.mobile, verificationCode } : {}),
    ...(await solvedCaptcha(server)),
    ageConfirmed: true,
    termsAccepted: true,
    login: true,
    registerMethod: 'WEB',
  });
}
