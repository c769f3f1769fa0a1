import { isIPv4, isIPv6 } from 'node:net';
import { AppError } from '../../platform/http/app-error.js';

/** Every limit of the accounts module in one place (the product's rate limits, plus our own where it says nothing). */
const MINUTE_MS = 60_000;

export const LIMITS = {
  /** A captcha is demanded after this many failed logins for one account … */
  accountCaptchaAfter: 3,
  /** … or from one address, within this window. */
  ipCaptchaAfter: 5,
  failureWindowMs: 15 * MINUTE_MS,
  /** More failures than this from one address in the window → TOO_MANY_REQUESTS for that address only. */
  ipAbuseFailures: 30,
  ipAbuseWindowMs: 5 * MINUTE_MS,
  captchaTtlMs: 2 * MINUTE_MS,
  /** Captcha refresh at most once per second per address (the product's rate limits). */
  captchaRefreshMs: 1000,
  /** Wrong tries a verification code survives; the next one burns it. */
  codeAttempts: 5,
  /** Login SMS at most 1 per second per number (the product's rate limits). */
  smsPerNumberMs: 1000,
  /** Resend after 60 s per expiry minute (the product's rate limits). */
  resendMsPerMinute: 60_000,
  smsPerIpPerHour: 10,
  forgotEmailsPerIp: 10,
  forgotWindowMs: 15 * MINUTE_MS,
  /** Wrong old passwords on a password change, per account per window. */
  oldPasswordTries: 5,
  affiliateChecksPerIpPerMinute: 30,
  /** Registrations (each two Argon2 hashes) per address per failureWindowMs. */
  registrationsPerIp: 20,
  /** An unfinished extra login verification lives this long, with codeAttempts tries. */
  loginVerificationTtlMs: 10 * MINUTE_MS,
} as const;

/** TOO_MANY_REQUESTS with the wait in value and in Retry-After. */
export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'TOO_MANY_REQUESTS',
    {},
    { retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = Math.max(0, 8 - left.length - right.length);
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right];
}

/**
 * The key an address is counted under: an IPv4 address as itself, an IPv6 address by its /64
 * (one subscriber gets a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip) && !ip.includes('.')) {
    return `${expandIpv6(ip.split('%')[0] ?? ip)
      .slice(0, 4)
      .map((part) => Number.parseInt(part, 16).toString(16))
      .join(':')}::/64`;
  }
  return ip.slice(0, 64);
}
