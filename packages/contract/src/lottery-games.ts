/**
 * Which studio lottery a catalogue lottery game opens (issue 20, decision 0071): every game of
 * types LOTT and ELOTT, whatever its vendor, opens one of the studio's 13 lotteries, never a slot.
 * The catalogue seed names a game after the lottery it opens, and the studio launches the same
 * one, so both read this table.
 *
 * - vendor TCG_SEA: the 4D game; vendor TCG_LOTTO_VN: the Vietnamese lottery (by region);
 * - otherwise the game's classification picks the family (5D, 3D, the race, 4D, Vietnam); a
 *   classification outside the table, or none known (the studio alone), spreads LOTT games over
 *   every lottery and ELOTT games over the fast ones;
 * - within a family a hash of the game code picks the period or the region: the same game always
 *   opens the same lottery.
 */

export const LOTTERY_FAMILIES = {
  FAST5D: ['KL5D1', 'KL5D3', 'KL5D5'],
  FAST3D: ['KL3D1', 'KL3D3', 'KL3D5'],
  PK10: ['KLRC1', 'KLRC3', 'KLRC5'],
  SEA4D: ['KL4D'],
  VNLOTTO: ['KLVNN', 'KLVNC', 'KLVNS'],
} as const satisfies Record<string, readonly string[]>;

export type LotteryClassify = keyof typeof LOTTERY_FAMILIES;
export type LotteryCode = (typeof LOTTERY_FAMILIES)[LotteryClassify][number];

/** The catalogue classifications of lottery games, per type (the lobby's classification menu). */
export const LOTTERY_CLASSIFICATIONS = {
  LOTT: ['FAST5D', 'FAST3D', 'PK10', 'SEA4D', 'VNLOTTO'],
  ELOTT: ['FAST5D', 'FAST3D', 'PK10'],
} as const satisfies Record<string, readonly LotteryClassify[]>;

/** The site's lottery page a vendor's games open on (spec section 2). */
export function lotteryPageOf(vassalage: string): '/lottery' | '/seaLottery' | '/vnLottery' {
  if (vassalage === 'TCG_SEA') return '/seaLottery';
  if (vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  return '/lottery';
}

/** FNV-1a over the code's UTF-16 units: a stable spread without a crypto dependency. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

// Functions, not module constants: a bundle that takes only lotteryPageOf (the player site's
// first view) leaves the lottery tables out.
const fastCodes = (): readonly LotteryCode[] => [
  ...LOTTERY_FAMILIES.FAST5D,
  ...LOTTERY_FAMILIES.FAST3D,
  ...LOTTERY_FAMILIES.PK10,
];
const allCodes = (): readonly LotteryCode[] => [
  ...fastCodes(),
  ...LOTTERY_FAMILIES.SEA4D,
  ...LOTTERY_FAMILIES.VNLOTTO,
];

const isClassify = (value: string | undefined): value is LotteryClassify =>
  value !== undefined && Object.hasOwn(LOTTERY_FAMILIES, value);

/**
 * The studio lottery a catalogue game opens, or undefined when it is not a lottery game. `lane`
 * is the game's type (LOTT or ELOTT); without a catalogue the demo code names it ("LOTT_LOTT_0003").
 */
export function lotteryCodeFor(game: {
  gameCode: string;
  vassalage?: string | undefined;
  lane?: string | undefined;
  classify?: string | undefined;
}): LotteryCode | undefined {
  const lane = game.lane ?? /_(E?LOTT)_/.exec(game.gameCode)?.[1];
  const vendor = game.vassalage ?? /^([A-Z0-9_]+?)_(?:E?LOTT)_/.exec(game.gameCode)?.[1];
  let family: readonly LotteryCode[] | undefined;
  if (vendor === 'TCG_SEA') family = LOTTERY_FAMILIES.SEA4D;
  else if (vendor === 'TCG_LOTTO_VN') family = LOTTERY_FAMILIES.VNLOTTO;
  else if (lane !== 'LOTT' && lane !== 'ELOTT') return undefined;
  else if (isClassify(game.classify)) family = LOTTERY_FAMILIES[game.classify];
  else family = lane === 'ELOTT' ? fastCodes() : allCodes();
  return family[hashOf(game.gameCode) % family.length];
}
