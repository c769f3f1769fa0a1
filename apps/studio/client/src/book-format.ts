/**
 * The book page's number work: odds in the player's format, stakes and returns. The page's
 * modules are served as they are (no bundler), so this repeats the display side of
 * @khela/game-math's odds maths. Odds are integers in thousandths of decimal odds; amounts are
 * decimal strings turned into bigint minor units, never floats. The server's figures are the
 * truth; these are for showing a slip before it is placed.
 */

export type OddsFormat = 'decimal' | 'hk' | 'malay' | 'indo';
export type SystemKind =
  | 'trixie'
  | 'patent'
  | 'yankee'
  | 'lucky15'
  | 'canadian'
  | 'lucky31'
  | 'heinz'
  | 'lucky63'
  | 'super-heinz'
  | 'goliath';

/** Thousandths as text: 2 places, a 3rd when it is not zero (1950 → "1.95", 1875 → "1.875"). */
function thousandths(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const fraction = String(milli % 1000).padStart(3, '0');
  return `${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}

/**
 * num / den to 2 places, rounded half away from zero, in integers. The sign says which side of
 * evens the price is, so it stays even when the figure rounds to 0.
 */
function ratio(num: number, den: number, negative: boolean): string {
  const hundredths = Math.floor((num * 200 + den) / (2 * den));
  return `${negative ? '-' : ''}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * Odds in a format, as @khela/game-math's formatOdds writes them: decimal d and Hong Kong d − 1
 * with 2 places (a 3rd when it is not zero); Malay d − 1 up to 2.00, else −1/(d − 1); Indonesian
 * d − 1 from 2.00, else −1/(d − 1); Malay and Indonesian to 2 places.
 */
export function formatOdds(odds: number, format: OddsFormat): string {
  if (!Number.isSafeInteger(odds) || odds <= 1000) return '—';
  const profit = odds - 1000; // d − 1, in thousandths
  switch (format) {
    case 'decimal':
      return thousandths(odds);
    case 'hk':
      return thousandths(profit);
    case 'malay':
      return odds <= 2000 ? ratio(profit, 1000, false) : ratio(1000, profit, true);
    case 'indo':
      return odds >= 2000 ? ratio(profit, 1000, false) : ratio(1000, profit, true);
  }
}

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Latin digits as Bengali ones ("1.95" → "১.৯৫"), for text shown in Bengali. */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BN_DIGITS[Number(digit)] ?? digit);
}

// ── Amounts ─────────────────────────────────────────────────────────────────────

const AMOUNT = /^\d{1,15}(\.\d{0,8})?$/;

/** "12.5" → 1250n with 2 decimals; undefined for anything that is not a plain amount. */
export function toMinor(text: string, decimals = 2): bigint | undefined {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  if (fraction.replace(/0+$/, '').length > decimals) return undefined;
  return (
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0')
  );
}

/** 1250n → "12.50". */
export function fromMinor(minor: bigint, decimals = 2): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  if (decimals === 0) return `${sign}${abs}`;
  const scale = 10n ** BigInt(decimals);
  return `${sign}${abs / scale}.${String(abs % scale).padStart(decimals, '0')}`;
}

// ── Systems ─────────────────────────────────────────────────────────────────────

/** Each system: the legs it needs and the combination sizes it bets on. */
export const SYSTEMS: Record<SystemKind, { legs: number; sizes: number[] }> = {
  trixie: { legs: 3, sizes: [2, 3] },
  patent: { legs: 3, sizes: [1, 2, 3] },
  yankee: { legs: 4, sizes: [2, 3, 4] },
  lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
  canadian: { legs: 5, sizes: [2, 3, 4, 5] },
  lucky31: { legs: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { legs: 6, sizes: [2, 3, 4, 5, 6] },
  lucky63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] },
  'super-heinz': { legs: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { legs: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
};

/** The system kinds a slip of `legs` legs can be placed as. */
export function systemsFor(legs: number): SystemKind[] {
  return (Object.keys(SYSTEMS) as SystemKind[]).filter((kind) => SYSTEMS[kind].legs === legs);
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** How many unit bets a system places (trixie 4, yankee 11, lucky15 15, ...). */
export function systemBets(kind: SystemKind): number {
  const { legs, sizes } = SYSTEMS[kind];
  return sizes.reduce((sum, size) => sum + choose(legs, size), 0);
}

/** Every combination of `size` items out of `items`. */
function combinations<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of combinations(items.slice(index + 1), size - 1)) out.push([item, ...rest]);
  });
  return out;
}

/** What `stakeMinor` on every leg winning at these odds returns: stake × Π odds, floored once. */
export function accumulatorReturn(stakeMinor: bigint, odds: number[]): bigint {
  let num = stakeMinor;
  let den = 1n;
  for (const price of odds) {
    num *= BigInt(price);
    den *= 1000n;
  }
  return num / den;
}

/** A system's return if every leg wins: each combination at the unit stake, floored once. */
export function systemReturn(unitMinor: bigint, kind: SystemKind, odds: number[]): bigint {
  const { legs, sizes } = SYSTEMS[kind];
  if (odds.length !== legs) return 0n;
  const top = 1000n ** BigInt(legs);
  let num = 0n;
  for (const size of sizes) {
    for (const combo of combinations(odds, size)) {
      // Scale every combination to the same denominator so the sum floors once.
      num +=
        combo.reduce((product, price) => product * BigInt(price), unitMinor) * 1000n ** BigInt(legs - size);
    }
  }
  return num / top;
}
