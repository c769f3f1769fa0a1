import type { Language } from '@khela/contract';

/**
 * What the SMS and emails of the accounts module say, in the caller's language. Codes are never
 * logged elsewhere; only the outbox (the delivery itself) holds them.
 */
export type CodePurpose = 'register' | 'login' | 'verify-login' | 'reset-password';

const purposeText: Record<CodePurpose, Record<Language, string>> = {
  register: { en: 'to register', bn: 'নিবন্ধনের জন্য' },
  login: { en: 'to log in or reset your password', bn: 'লগইন বা পাসওয়ার্ড রিসেটের জন্য' },
  'verify-login': { en: 'to confirm a login from a new device', bn: 'নতুন ডিভাইস থেকে লগইন নিশ্চিত করতে' },
  'reset-password': { en: 'to reset your password', bn: 'পাসওয়ার্ড রিসেটের জন্য' },
};

export function smsCodeText(language: Language, purpose: CodePurpose, code: string, minutes: number): string {
  const what = purposeText[purpose][language];
  return language === 'bn'
    ? `খেলা: ${what} আপনার যাচাইকরণ কোড ${code}। কোডটি ${minutes} মিনিট পর্যন্ত বৈধ। কাউকে জানাবেন না।`
    : `Khela: your verification code ${what} is ${code}. It is valid for ${minutes} minute(s). Never share it.`;
}

export function emailCodeText(
  language: Language,
  purpose: CodePurpose,
  code: string,
  minutes: number,
  username: string,
): { subject: string; body: string } {
  const what = purposeText[purpose][language];
  if (language === 'bn') {
    return {
      subject: 'খেলা যাচাইকরণ কোড',
      body: `প্রিয় ${username},\n\n${what} আপনার যাচাইকরণ কোড: ${code}\nকোডটি ${minutes} মিনিট পর্যন্ত বৈধ। আপনি এটি না চাইলে এই ইমেইলটি উপেক্ষা করুন এবং কাউকে কোডটি জানাবেন না।\n\nখেলা`,
    };
  }
  return {
    subject: 'Your Khela verification code',
    body: `Dear ${username},\n\nYour verification code ${what} is: ${code}\nIt is valid for ${minutes} minute(s). If you did not ask for it, ignore this email and never share the code.\n\nKhela`,
  };
}

/** d***@khela.test, +880 17******01: enough to recognise, not enough to learn. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskMobile(countryDialingCode: string, national: string): string {
  const visible = national.length > 4 ? 2 : 1;
  return `+${countryDialingCode} ${national.slice(0, visible)}${'*'.repeat(Math.max(0, national.length - 2 * visible))}${national.slice(-visible)}`;
}
