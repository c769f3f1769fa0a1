import type { PriceRow } from '../../src/lottery/api.js';
import type { Bet, BetKind } from './lottery-bets.js';
import type { LotteryLang } from './lottery-texts.js';
import { formatDigitsIn } from './numbers.js';

/**
 * Words and numbers for bets and prices, with no DOM: a line's name ("Ball 2 · Big"), odds in
 * thousandths as the player reads them ("9.8", "2,500"), in the page's digits.
 */

export type Say = (key: string, values?: Record<string, string | number>) => string;

const GROUPS: Record<LotteryLang, string> = { bn: 'bn-BD', en: 'en-US' };

/**
 * Odds in thousandths (stake included) as text, without floats: 9800 → "9.8", 1960 → "1.96",
 * 2_500_000 → "2,500" (Bengali digits and grouping in Bengali).
 */
export function formatOddsMilli(milli: number, lang: LotteryLang): string {
  if (!Number.isSafeInteger(milli) || milli < 0) return '—';
  const whole = new Intl.NumberFormat(GROUPS[lang]).format(Math.floor(milli / 1000));
  const fraction = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return formatDigitsIn(fraction ? `${whole}.${fraction}` : whole, lang);
}

/** The price row of a bet kind, if the server sent one. */
export function priceOf(prices: readonly PriceRow[], kind: BetKind): PriceRow | undefined {
  return prices.find((row) => row.kind === kind);
}

/**
 * The odds a line is priced at: one number for most kinds; a xiên's for its count of numbers;
 * 4D's per prize (the line shows the top one, the board the table).
 */
export function lineOdds(prices: readonly PriceRow[], bet: Bet): number | undefined {
  const row = priceOf(prices, bet.kind);
  if (!row) return undefined;
  if (bet.kind === 'xien') {
    const index = row.tiers ? row.tiers.indexOf(String(bet.numbers.length)) : -1;
    return row.odds[index >= 0 ? index : bet.numbers.length - 2];
  }
  return row.odds.find((odds) => odds > 0);
}

/** A row's prices in words: "× 9.8", or per tier "1st × 2,500 · 2nd × 1,000 …" (tiers paying 0 left out). */
export function priceText(row: PriceRow, t: Say, lang: LotteryLang): string {
  if (row.odds.length <= 1) return `× ${formatOddsMilli(row.odds[0] ?? 0, lang)}`;
  return row.odds
    .map((odds, index) => {
      const tier = row.tiers?.[index] ?? (row.kind === 'xien' ? String(index + 2) : String(index + 1));
      return odds > 0 ? `${tierName(row.kind, tier, t, lang)} × ${formatOddsMilli(odds, lang)}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

/** A price tier's name: a 4D prize ("1st"), or a xiên's count of numbers ("3 numbers"). */
export function tierName(kind: BetKind, tier: string, t: Say, lang: LotteryLang): string {
  if (kind === 'xien') return t('xienOf', { n: formatDigitsIn(tier, lang) });
  const key = `tier.${tier}`;
  const text = t(key);
  return text === key ? formatDigitsIn(tier, lang) : text;
}

/** A line in words, in the page's digits: "Ball 2 · 7", "Place 1 v 10 · Dragon", "Xiên 12-34". */
export function betLabel(bet: Bet, t: Say, lang: LotteryLang): string {
  const ball = (position: number) => t('ball', { n: position + 1 });
  const place = (position: number) => t('place', { n: position + 1 });
  let text: string;
  switch (bet.kind) {
    case 'position':
      text = `${ball(bet.position)} · ${bet.digit}`;
      break;
    case 'position_side':
      text = `${ball(bet.position)} · ${t(`side.${bet.side}`)}`;
      break;
    case 'sum_side':
      text = `${t('sum')} · ${t(`side.${bet.side}`)}`;
      break;
    case 'car':
      text = `${place(bet.position)} · ${t('carNo', { n: bet.car })}`;
      break;
    case 'car_side':
      text = `${place(bet.position)} · ${t(`side.${bet.side}`)}`;
      break;
    case 'dragon_tiger':
      text = `${t('dtPair', { a: bet.position + 1, b: 10 - bet.position })} · ${t(`side.${bet.side}`)}`;
      break;
    case 'head':
    case 'tail':
      text = `${t(`kind.${bet.kind}`)} ${bet.digit}`;
      break;
    case 'xien':
      text = `${t('kind.xien')} ${bet.numbers.join('-')}`;
      break;
    default:
      text = `${t(`kind.${bet.kind}`)} ${bet.number}`;
  }
  return formatDigitsIn(text, lang);
}
