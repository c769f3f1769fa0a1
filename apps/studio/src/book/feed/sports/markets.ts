import { DRAW_SELECTION } from '@khela/game-math';
import type { Names } from '../types.js';
import type { MarketSpec } from './timeline.js';

/** Market and selection names in English and Bengali, and the specs each sport opens. */

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** "2.25" → "২.২৫": Bengali text shows Bengali digits. */
export function bnDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code >= 48 && code <= 57 ? (BENGALI_DIGITS[code - 48] ?? char) : char;
  }
  return out;
}

/** Both languages from one English template with numbers in it. */
function both(en: string, bn: string): Names {
  return { en, bn: bnDigits(bn) };
}

/** A quarter-unit line as text: 9 → "2.25"; with `signed`, −1 → "−0.25", 5 → "+1.25", 0 → "0". */
export function lineText(quarters: number, signed = false): string {
  const digits = String(Math.abs(quarters) / 4);
  if (!signed || quarters === 0) return digits;
  return `${quarters < 0 ? '−' : '+'}${digits}`;
}

export type Sides = { home: Names; away: Names };

export function winnerSpec(sides: Sides, key = 'mw', name = both('Match winner', 'ম্যাচ বিজয়ী')): MarketSpec {
  return {
    key,
    kind: 'match_winner',
    name,
    selections: [
      { key: 'home', name: sides.home },
      { key: 'away', name: sides.away },
    ],
  };
}

export function threeWaySpec(sides: Sides): MarketSpec {
  return {
    key: '1x2',
    kind: '1x2',
    name: both('Full time result (1X2)', 'পূর্ণ সময়ের ফলাফল (1X2)'),
    selections: [
      { key: 'home', name: sides.home },
      { key: DRAW_SELECTION, name: { en: 'Draw', bn: 'ড্র' } },
      { key: 'away', name: sides.away },
    ],
  };
}

/** The home side's line in quarters; the away side takes the opposite. */
export function handicapSpec(
  sides: Sides,
  line: number,
  kind: 'asian_handicap' | 'map_handicap' = 'asian_handicap',
): MarketSpec {
  const home = lineText(line, true);
  const away = lineText(-line, true);
  const title =
    kind === 'map_handicap'
      ? both(`Map handicap ${home}`, `ম্যাপ হ্যান্ডিক্যাপ ${home}`)
      : both(`Asian handicap ${home}`, `এশিয়ান হ্যান্ডিক্যাপ ${home}`);
  return {
    key: `${kind === 'map_handicap' ? 'mh' : 'ah'}${line}`,
    kind,
    name: title,
    line,
    selections: [
      { key: 'home', name: { en: `${sides.home.en} ${home}`, bn: bnDigits(`${sides.home.bn} ${home}`) } },
      { key: 'away', name: { en: `${sides.away.en} ${away}`, bn: bnDigits(`${sides.away.bn} ${away}`) } },
    ],
  };
}

export type TotalWhat = 'goals' | 'points' | 'maps';

const TOTAL_TITLE: Record<TotalWhat, Names> = {
  goals: { en: 'Total goals', bn: 'মোট গোল' },
  points: { en: 'Total points', bn: 'মোট পয়েন্ট' },
  maps: { en: 'Total maps', bn: 'মোট ম্যাপ' },
};

export function overUnderSpec(what: TotalWhat, line: number): MarketSpec {
  const text = lineText(line);
  const title = TOTAL_TITLE[what];
  return {
    key: `${what === 'maps' ? 'tm' : 'ou'}${line}`,
    kind: what === 'maps' ? 'total_maps' : 'over_under',
    name: both(`${title.en} over/under ${text}`, `${title.bn} ${text} এর বেশি/কম`),
    line,
    selections: overUnderSelections(text),
  };
}

function overUnderSelections(text: string): { key: string; name: Names }[] {
  return [
    { key: 'over', name: both(`Over ${text}`, `${text} এর বেশি`) },
    { key: 'under', name: both(`Under ${text}`, `${text} এর কম`) },
  ];
}

export function bttsSpec(): MarketSpec {
  return {
    key: 'btts',
    kind: 'btts',
    name: both('Both teams to score', 'উভয় দল গোল করবে'),
    selections: [
      { key: 'yes', name: { en: 'Yes', bn: 'হ্যাঁ' } },
      { key: 'no', name: { en: 'No', bn: 'না' } },
    ],
  };
}

/** Scores 0-0 to 3-3 and "any other score". */
export const CORRECT_SCORES: [number, number][] = [];
for (let home = 0; home <= 3; home += 1)
  for (let away = 0; away <= 3; away += 1) CORRECT_SCORES.push([home, away]);
export const OTHER_SCORE = 'other';

export function correctScoreSpec(): MarketSpec {
  return {
    key: 'cs',
    kind: 'correct_score',
    name: both('Correct score', 'সঠিক স্কোর'),
    selections: [
      ...CORRECT_SCORES.map(([home, away]) => ({
        key: `${home}-${away}`,
        name: both(`${home}-${away}`, `${home}-${away}`),
      })),
      { key: OTHER_SCORE, name: { en: 'Any other score', bn: 'অন্য যেকোনো স্কোর' } },
    ],
  };
}

const INNINGS: Names[] = [
  { en: '1st innings', bn: '১ম ইনিংস' },
  { en: '2nd innings', bn: '২য় ইনিংস' },
];

/** Total runs of one innings (1 or 2) against a half-run line. */
export function inningsRunsSpec(innings: 1 | 2, batting: Names, line: number): MarketSpec {
  const text = lineText(line);
  const label = INNINGS[innings - 1] ?? { en: '', bn: '' };
  return {
    key: `tr${innings}`,
    kind: 'total_runs',
    name: both(
      `${label.en} total runs (${batting.en}) over/under ${text}`,
      `${label.bn} মোট রান (${batting.bn}) ${text} এর বেশি/কম`,
    ),
    line,
    period: innings,
    selections: overUnderSelections(text),
  };
}

/** Runs in one over; `over` counts both innings (1..40), shown as the over of its innings. */
export function nextOverSpec(over: number, line: number): MarketSpec {
  const innings = over > 20 ? 2 : 1;
  const inInnings = over > 20 ? over - 20 : over;
  const label = INNINGS[innings - 1] ?? { en: '', bn: '' };
  const text = lineText(line);
  return {
    key: `or${over}`,
    kind: 'next_over_runs',
    name: both(`Runs in over ${inInnings}, ${label.en}`, `ওভার ${inInnings}-এ রান, ${label.bn}`),
    line,
    period: over,
    selections: overUnderSelections(text),
  };
}

export function topBatsmanSpec(side: 'home' | 'away', team: Names, batsmen: Names[]): MarketSpec {
  return {
    key: `tb-${side}`,
    kind: 'top_batsman',
    name: { en: `Top batsman — ${team.en}`, bn: `সেরা ব্যাটসম্যান — ${team.bn}` },
    selections: batsmen.map((name, i) => ({ key: `b${i + 1}`, name })),
  };
}

export function mapWinnerSpec(sides: Sides, map: number): MarketSpec {
  return {
    ...winnerSpec(sides, `map${map}`, both(`Map ${map} winner`, `ম্যাপ ${map} বিজয়ী`)),
    kind: 'map_winner',
    period: map,
  };
}
