import { formatCount, formatMoney } from './numbers.js';

export type Lang = 'bn' | 'en';

/**
 * The fishing page's words in Bengali and English (issue 21), and the translation of every error
 * code the hall's socket answers.
 */
const en = {
  lobby: 'Lobby',
  balance: 'Balance',
  magazine: 'Magazine',
  shotsLeft: (n: string) => `${n} shots`,
  roundWin: 'Catches',
  level: 'Cannon',
  lower: 'Lower cannon level',
  raise: 'Raise cannon level',
  reload: 'Reload',
  collect: 'Collect',
  hint: 'Tap a fish to shoot · hold to fire up to 10 a second',
  canvas: 'Fishing tank: fish swim across; tap or click a fish to fire at it',
  you: 'You',
  caught: (fish: string, m: string, win: string) => `${fish} ×${m} · +${win}`,
  bigCatch: 'BIG CATCH!',
  returned: (amount: string) => `Round closed: ${amount} back to your balance`,
  bought: (amount: string) => `Magazine loaded: ${amount}`,
  undone: 'The game restarted: your last 2 s of shots were undone (their stakes are back).',
  connecting: 'Connecting…',
  offline: 'Connection lost, reconnecting…',
  players: (n: string) => (n === '1' ? '1 player' : `${n} players`),
  rules:
    'Each shot costs the cannon level. A fish worth ×m is caught with chance 96 % ÷ m and pays ×m: every shot returns 96 % on average. A magazine is 50 shots (one debit); its catches and what is left come back in one credit when it is spent, you collect, leave or rest 30 s.',
  errors: {
    NO_MAGAZINE: 'Your magazine is empty for this level. Reload to keep firing.',
    WRONG_LEVEL: 'That cannon level is not available in this hall.',
    UNKNOWN_FISH: 'That fish has swum away or was caught already.',
    INSUFFICIENT_FUNDS: 'Not enough balance for a shot at this level. Lower the level or top up.',
    WALLET_UNAVAILABLE: 'Your wallet cannot be reached right now. Nothing was charged; try again.',
    WALLET_REFUSED: 'Your wallet refused the magazine. Nothing was charged.',
    SESSION_EXPIRED: 'Your game session has ended. Go back to the lobby and open the game again.',
    NOT_SEATED: 'You are not seated in this hall any more. Reload the page.',
    BAD_FRAME: 'The game did not understand that request.',
    TOO_FAST: 'Too many shots at once. Slow down a little.',
    INTERNAL_ERROR: 'Something went wrong. Please try again.',
    disconnected: 'Not connected. Waiting for the connection…',
  } as Record<string, string>,
  fish: {
    clownfish: 'Clownfish',
    pufferfish: 'Pufferfish',
    angelfish: 'Angelfish',
    lionfish: 'Lionfish',
    turtle: 'Turtle',
    stingray: 'Stingray',
    swordfish: 'Swordfish',
    shark: 'Shark',
    whale: 'Whale',
    golden_dragon: 'Golden dragon',
  } as Record<string, string>,
};

const bn: typeof en = {
  lobby: 'লবি',
  balance: 'ব্যালেন্স',
  magazine: 'ম্যাগাজিন',
  shotsLeft: (n) => `${n}টি গুলি`,
  roundWin: 'শিকার',
  level: 'কামান',
  lower: 'কামানের মাত্রা কমান',
  raise: 'কামানের মাত্রা বাড়ান',
  reload: 'রিলোড',
  collect: 'তুলে নিন',
  hint: 'গুলি করতে মাছে ট্যাপ করুন · চেপে ধরলে সেকেন্ডে ১০টি পর্যন্ত',
  canvas: 'মাছের ট্যাংক: মাছ সাঁতরে যায়; কোনো মাছে ট্যাপ বা ক্লিক করে গুলি করুন',
  you: 'আপনি',
  caught: (fish, m, win) => `${fish} ×${m} · +${win}`,
  bigCatch: 'বড় শিকার!',
  returned: (amount) => `রাউন্ড শেষ: ${amount} আপনার ব্যালেন্সে ফেরত`,
  bought: (amount) => `ম্যাগাজিন ভরা হয়েছে: ${amount}`,
  undone: 'গেমটি আবার চালু হয়েছে: আপনার শেষ ২ সেকেন্ডের গুলি বাতিল হয়েছে (বাজির টাকা ফেরত)।',
  connecting: 'সংযোগ হচ্ছে…',
  offline: 'সংযোগ বিচ্ছিন্ন, আবার সংযোগ হচ্ছে…',
  players: (n) => `${n} জন খেলোয়াড়`,
  rules:
    'প্রতিটি গুলির দাম কামানের মাত্রা। ×m মূল্যের মাছ ধরা পড়ার সম্ভাবনা ৯৬ % ÷ m এবং তা ×m দেয়: গড়ে প্রতিটি গুলি ৯৬ % ফেরত দেয়। এক ম্যাগাজিনে ৫০টি গুলি (একটি ডেবিট); শেষ হলে, তুলে নিলে, চলে গেলে বা ৩০ সেকেন্ড বিরতিতে শিকার ও বাকি টাকা একটি ক্রেডিটে ফেরত আসে।',
  errors: {
    NO_MAGAZINE: 'এই মাত্রার জন্য ম্যাগাজিন খালি। গুলি চালাতে রিলোড করুন।',
    WRONG_LEVEL: 'এই হলে কামানের এই মাত্রা নেই।',
    UNKNOWN_FISH: 'মাছটি সাঁতরে চলে গেছে বা আগেই ধরা পড়েছে।',
    INSUFFICIENT_FUNDS: 'এই মাত্রায় গুলির জন্য যথেষ্ট ব্যালেন্স নেই। মাত্রা কমান বা টাকা যোগ করুন।',
    WALLET_UNAVAILABLE: 'এই মুহূর্তে আপনার ওয়ালেটে পৌঁছানো যাচ্ছে না। কোনো টাকা কাটা হয়নি; আবার চেষ্টা করুন।',
    WALLET_REFUSED: 'আপনার ওয়ালেট ম্যাগাজিনটি নেয়নি। কোনো টাকা কাটা হয়নি।',
    SESSION_EXPIRED: 'আপনার গেম সেশন শেষ হয়েছে। লবিতে ফিরে গেমটি আবার খুলুন।',
    NOT_SEATED: 'আপনি আর এই হলে বসে নেই। পেজটি আবার লোড করুন।',
    BAD_FRAME: 'গেমটি এই অনুরোধ বুঝতে পারেনি।',
    TOO_FAST: 'একসাথে অনেক গুলি। একটু ধীরে চালান।',
    INTERNAL_ERROR: 'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
    disconnected: 'সংযোগ নেই। সংযোগের অপেক্ষা…',
  },
  fish: {
    clownfish: 'ক্লাউনফিশ',
    pufferfish: 'পটকা মাছ',
    angelfish: 'অ্যাঞ্জেলফিশ',
    lionfish: 'লায়নফিশ',
    turtle: 'কচ্ছপ',
    stingray: 'শাপলাপাতা মাছ',
    swordfish: 'তলোয়ার মাছ',
    shark: 'হাঙর',
    whale: 'তিমি',
    golden_dragon: 'সোনালি ড্রাগন',
  },
};

export const FISHING_TEXTS: Record<Lang, typeof en> = { en, bn };

export const fishingTexts = (lang: Lang) => FISHING_TEXTS[lang];

/** An error code's sentence (an unknown code: the generic one). */
export function errorText(lang: Lang, code: string): string {
  const errors = FISHING_TEXTS[lang].errors;
  return errors[code] ?? errors.INTERNAL_ERROR ?? code;
}

/** A cannon level (minor units as text) as money: "1.00" → ৳১.০০ in Bengali. */
export function levelText(levelMinor: string, currency: string, lang: Lang, decimals = 2): string {
  const minor = BigInt(/^\d{1,12}$/.test(levelMinor) ? levelMinor : '0');
  const scale = 10n ** BigInt(decimals);
  const whole = minor / scale;
  const fraction = decimals > 0 ? `.${String(minor % scale).padStart(decimals, '0')}` : '';
  return formatMoney(`${whole}${fraction}`, currency, lang);
}

/** A multiplier or count with the page's digits. */
export const countText = (value: number, lang: Lang) => formatCount(value, lang);
