/**
 * DEMO DATA: word lists the demo seed combines into made-up game names (English, Bangla).
 * No name here belongs to a real third-party game; combinations are generated, not curated.
 */
import { LOTTERY_CLASSIFICATIONS, type LotteryCode } from '@khela/contract';

type Word = readonly [en: string, bn: string];

export const ADJECTIVES: readonly Word[] = [
  ['Golden', 'সোনালী'],
  ['Lucky', 'ভাগ্যবান'],
  ['Royal', 'রাজকীয়'],
  ['Mystic', 'রহস্যময়'],
  ['Wild', 'বুনো'],
  ['Blazing', 'জ্বলন্ত'],
  ['Silver', 'রুপালি'],
  ['Crystal', 'স্ফটিক'],
  ['Thunder', 'বজ্র'],
  ['Emerald', 'পান্না'],
  ['Ruby', 'রুবি'],
  ['Jade', 'জেড'],
  ['Monsoon', 'বর্ষা'],
  ['River', 'নদী'],
  ['Jungle', 'জঙ্গল'],
  ['Ocean', 'সাগর'],
  ['Spice', 'মসলা'],
  ['Lotus', 'পদ্ম'],
  ['Midnight', 'মধ্যরাত'],
  ['Sunrise', 'সূর্যোদয়'],
  ['Festival', 'উৎসব'],
  ['Tiger', 'বাঘ'],
  ['Peacock', 'ময়ূর'],
  ['Starlit', 'তারাভরা'],
  ['Rainbow', 'রংধনু'],
  ['Cosmic', 'মহাজাগতিক'],
  ['Ancient', 'প্রাচীন'],
  ['Frozen', 'হিমায়িত'],
  ['Hidden', 'লুকানো'],
  ['Dancing', 'নৃত্যরত'],
];

export const NOUNS: readonly Word[] = [
  ['Fortune', 'ভাগ্য'],
  ['Treasure', 'গুপ্তধন'],
  ['Temple', 'মন্দির'],
  ['Dragon', 'ড্রাগন'],
  ['Elephant', 'হাতি'],
  ['Mango', 'আম'],
  ['Boat', 'নৌকা'],
  ['Kingdom', 'রাজ্য'],
  ['Gems', 'রত্ন'],
  ['Coins', 'মুদ্রা'],
  ['Lantern', 'লণ্ঠন'],
  ['Falcon', 'বাজপাখি'],
  ['Pearl', 'মুক্তা'],
  ['Harvest', 'ফসল'],
  ['Garden', 'বাগান'],
  ['Palace', 'প্রাসাদ'],
  ['Drums', 'ঢোল'],
  ['Kite', 'ঘুড়ি'],
  ['Bazaar', 'বাজার'],
  ['Voyage', 'যাত্রা'],
  ['Crown', 'মুকুট'],
  ['Phoenix', 'ফিনিক্স'],
  ['Cobra', 'গোখরা'],
  ['Moon', 'চাঁদ'],
  ['Sun', 'সূর্য'],
  ['Fireworks', 'আতশবাজি'],
  ['Rickshaw', 'রিকশা'],
  ['Hilsa', 'ইলিশ'],
  ['Bengal', 'বাংলা'],
  ['Orchard', 'বাগিচা'],
];

export const SUFFIXES: readonly Word[] = [
  ['', ''],
  [' Deluxe', ' ডিলাক্স'],
  [' Rush', ' রাশ'],
  [' Link', ' লিংক'],
  [' Blitz', ' ব্লিৎজ'],
  [' Quest', ' অভিযান'],
  [' Jackpot', ' জ্যাকপট'],
  [' Ways', ' ওয়েজ'],
  [' Spin', ' স্পিন'],
  [' II', ' ২'],
  [' Party', ' পার্টি'],
  [' Legends', ' কিংবদন্তি'],
];

/** The n-th name of the sequence; every n below the product of the list sizes is distinct. */
export function generatedName(n: number): { en: string; bn: string } {
  const adjective = ADJECTIVES[n % ADJECTIVES.length] ?? ['Lucky', 'ভাগ্যবান'];
  const noun = NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length] ?? ['Fortune', 'ভাগ্য'];
  const suffix = SUFFIXES[Math.floor(n / (ADJECTIVES.length * NOUNS.length)) % SUFFIXES.length] ?? ['', ''];
  return { en: `${adjective[0]} ${noun[0]}${suffix[0]}`, bn: `${adjective[1]} ${noun[1]}${suffix[1]}` };
}

/**
 * Classifications per game type (the lobby's classification menu). Lottery games are classified
 * by the family of studio lotteries they open (LOTTERY_CLASSIFICATIONS, decision 0071).
 */
export const CLASSIFICATIONS: Record<string, readonly string[]> = {
  RNG: ['SLOT', 'MEGAWAYS', 'JACKPOT', 'CLASSIC', 'TABLE'],
  FISH: ['FISHING', 'ARCADE'],
  // The studio's tables and rooms (decision 0076): a LIVE game opens a table of its kind, a FISH
  // game the fishing hall (FISHING) or the crash game (ARCADE), a PVP game a Teen Patti table.
  LIVE: ['BACCARAT', 'ROULETTE', 'DRAGON_TIGER', 'ANDAR_BAHAR'],
  PVP: ['TEEN_PATTI'],
  SPORTS: ['CRICKET', 'FOOTBALL', 'KABADDI'],
  ESPORTS: ['MOBA', 'SHOOTER'],
  COCKFIGHT: ['DERBY'],
  LOTT: LOTTERY_CLASSIFICATIONS.LOTT,
  ELOTT: LOTTERY_CLASSIFICATIONS.ELOTT,
};

/**
 * The names of sports, e-sports and cockfight games: they open the studio's book on that sport
 * (decision 0066), so the name says which, not a slot's made-up title. Per classification, the
 * n-th game of a vendor in it takes the n-th variant.
 */
const BOOK_NAMES: Record<string, { en: string; bn: string }> = {
  CRICKET: { en: 'Cricket', bn: 'ক্রিকেট' },
  FOOTBALL: { en: 'Football', bn: 'ফুটবল' },
  KABADDI: { en: 'Kabaddi', bn: 'কাবাডি' },
  MOBA: { en: 'Dota and MOBA', bn: 'ডোটা ও মোবা' },
  SHOOTER: { en: 'Counter-Strike and Valorant', bn: 'কাউন্টার-স্ট্রাইক ও ভ্যালোরান্ট' },
  DERBY: { en: 'Sabong Derby', bn: 'মোরগ লড়াই ডার্বি' },
};
const BOOK_VARIANTS: readonly { en: string; bn: string }[] = [
  { en: 'Betting', bn: 'বেটিং' },
  { en: 'In-Play', bn: 'ইন-প্লে' },
  { en: 'Specials', bn: 'স্পেশাল' },
];

export function bookGameName(vendorName: string, classify: string, nth: number): { en: string; bn: string } {
  const sport = BOOK_NAMES[classify] ?? { en: 'Sportsbook', bn: 'স্পোর্টসবুক' };
  const variant = BOOK_VARIANTS[nth % BOOK_VARIANTS.length] ?? { en: '', bn: '' };
  // The vendor's brand leads the name unless it has digits ("SV388"): a Bengali page shows no
  // Latin digits, and the winner board shows the English name on every page.
  const brand = vendorName.replace(/\s+(Sports|E-Sports|Cockfight|Gaming)$/i, '');
  const lead = /\d/.test(brand) ? '' : `${brand} `;
  return { en: `${lead}${sport.en} ${variant.en}`, bn: `${lead}${sport.bn} ${variant.bn}` };
}

/**
 * The studio's lotteries by code, in English and Bengali: the same names as the studio's
 * LOTTERY_GAMES (apps/studio/src/lottery/schedule.ts), copied here because the server does not
 * read the studio's internals. A Bengali name has Bengali digits only.
 */
const FIVE = { en: '5D Lotto', bn: '৫ডি লটো' };
const THREE = { en: '3D Lotto', bn: '৩ডি লটো' };
const RACE = { en: 'Speed Racing 10', bn: 'স্পিড রেসিং ১০' };
const fast = (name: { en: string; bn: string }, minutes: 1 | 3 | 5) => ({
  en: `${name.en} · ${minutes} min`,
  bn: `${name.bn} · ${({ 1: '১', 3: '৩', 5: '৫' } as const)[minutes]} মিনিট`,
});
const vietnam = (en: string, bn: string) => ({ en: `Vietnam Lottery · ${en}`, bn: `ভিয়েতনাম লটারি · ${bn}` });

export const LOTTERY_NAMES: Readonly<Record<LotteryCode, { en: string; bn: string }>> = {
  KL5D1: fast(FIVE, 1),
  KL5D3: fast(FIVE, 3),
  KL5D5: fast(FIVE, 5),
  KL3D1: fast(THREE, 1),
  KL3D3: fast(THREE, 3),
  KL3D5: fast(THREE, 5),
  KLRC1: fast(RACE, 1),
  KLRC3: fast(RACE, 3),
  KLRC5: fast(RACE, 5),
  KL4D: { en: '4D Lotto', bn: '৪ডি লটো' },
  KLVNN: vietnam('North', 'উত্তর'),
  KLVNC: vietnam('Central', 'মধ্য'),
  KLVNS: vietnam('South', 'দক্ষিণ'),
};

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengaliNumber = (n: number) => String(n).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d);

/**
 * The name of a lottery game: the vendor's brand, then the studio lottery it opens (a Vietnamese
 * vendor's brand drops the "Vietnam Lottery" the lottery's own name says). A vendor's `nth` other
 * game on the same lottery is numbered ("#2"), so no two of its games share a name.
 */
export function lotteryGameName(vendorName: string, code: LotteryCode, nth = 0): { en: string; bn: string } {
  const lottery = LOTTERY_NAMES[code];
  const brand = vendorName.replace(/\s+Vietnam\s+Lottery$/i, '');
  // As for the book's names: a brand with digits would put Latin digits on a Bengali page.
  const lead = /\d/.test(brand) ? '' : `${brand} `;
  const en = nth > 0 ? ` #${nth + 1}` : '';
  const bn = nth > 0 ? ` #${bengaliNumber(nth + 1)}` : '';
  return { en: `${lead}${lottery.en}${en}`, bn: `${lead}${lottery.bn}${bn}` };
}

/**
 * The names of LIVE, FISH and PVP games: they open the studio's tables and rooms (decision 0076),
 * so the name says which game ("BGS Live Baccarat Speed"), not a slot's made-up title.
 */
const ROOM_NAMES: Record<string, { en: string; bn: string }> = {
  BACCARAT: { en: 'Baccarat', bn: 'বাকারা' },
  ROULETTE: { en: 'Roulette', bn: 'রুলেট' },
  DRAGON_TIGER: { en: 'Dragon Tiger', bn: 'ড্রাগন টাইগার' },
  ANDAR_BAHAR: { en: 'Andar Bahar', bn: 'আন্দর বাহার' },
  TEEN_PATTI: { en: 'Teen Patti', bn: 'তিন পাত্তি' },
  FISHING: { en: 'Fishing', bn: 'ফিশিং' },
  ARCADE: { en: 'Crash', bn: 'ক্র্যাশ' },
};
const ROOM_VARIANTS: readonly { en: string; bn: string }[] = [
  { en: 'Live', bn: 'লাইভ' },
  { en: 'Classic', bn: 'ক্লাসিক' },
  { en: 'Speed', bn: 'স্পিড' },
  { en: 'Royal', bn: 'রয়্যাল' },
  { en: 'Gold', bn: 'গোল্ড' },
];

export function roomGameName(
  vendorName: string,
  classify: string,
  nth: number,
): { en: string; bn: string } | undefined {
  const game = ROOM_NAMES[classify];
  if (!game) return undefined;
  const variant = ROOM_VARIANTS[nth % ROOM_VARIANTS.length] ?? { en: '', bn: '' };
  const round = Math.floor(nth / ROOM_VARIANTS.length);
  const brand = vendorName.replace(/\s+(Live|Casino|Gaming|Games)$/i, '');
  const lead = /\d/.test(brand) ? '' : `${brand} `;
  const number = round > 0 ? ` ${round + 1}` : '';
  const bnNumber =
    round > 0 ? ` ${String(round + 1).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d)}` : '';
  return {
    en: `${lead}${game.en} ${variant.en}${number}`,
    bn: `${lead}${game.bn} ${variant.bn}${bnNumber}`,
  };
}
