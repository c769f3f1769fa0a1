import type { LotteryGameKind } from '@khela/game-math';

/**
 * The studio's lottery games and when each draws (issue 20, decision 0070). A draw is named by
 * its game and a number derived from its time, so every process computes the same draws without
 * storing a calendar:
 * - fast e-lotteries draw every 1, 3 or 5 minutes; draw n of a game with period P draws at n × P
 *   (unix ms) and its window opens at the previous draw and closes `closeBeforeMs` before it;
 * - the 4D game draws on Wednesdays, Saturdays and Sundays at 19:00 Malaysian time (UTC+8);
 * - the Vietnamese lottery draws every day by region at the usual hours (Vietnam, UTC+7): the
 *   North at 18:15 (one draw), the Central region at 17:15 and the South at 16:15 (one draw per
 *   province on that weekday's schedule). Their windows open at the previous day's draw and close
 *   15 minutes before.
 */

export type Names = { en: string; bn: string };

export type LotteryGame = {
  /** The studio's game code (catalogue games of types LOTT and ELOTT map onto these). */
  code: string;
  kind: LotteryGameKind;
  name: Names;
  /** Fast games: the period; scheduled games: undefined. */
  periodMs?: number;
  closeBeforeMs: number;
  /** Scheduled games: the weekdays (0 Sunday … 6 Saturday, in the game's own time zone). */
  weekdays?: readonly number[];
  /** Scheduled games: the time of day of the draw, minutes after local midnight. */
  drawMinute?: number;
  /** Scheduled games: the zone's offset from UTC, in minutes. */
  utcOffsetMinutes?: number;
  /** Vietnam: the region, whose provinces take turns by weekday. */
  region?: 'north' | 'central' | 'south';
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const fast = (
  code: string,
  kind: 'digits5' | 'digits3' | 'race10',
  minutes: 1 | 3 | 5,
  name: Names,
): LotteryGame => ({
  code,
  kind,
  name: {
    en: `${name.en} · ${minutes} min`,
    bn: `${name.bn} · ${['', '১', '', '৩', '', '৫'][minutes]} মিনিট`,
  },
  periodMs: minutes * MINUTE,
  closeBeforeMs: minutes === 1 ? 10_000 : 30_000,
});

/** A Vietnamese region's daily draw (Vietnam time, UTC+7), closing 15 minutes before. */
const vietnam = (
  code: string,
  region: 'north' | 'central' | 'south',
  drawMinute: number,
  name: Names,
): LotteryGame => ({
  code,
  kind: region === 'north' ? 'vn-north' : 'vn-south',
  name: { en: `Vietnam Lottery · ${name.en}`, bn: `ভিয়েতনাম লটারি · ${name.bn}` },
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  drawMinute,
  utcOffsetMinutes: 7 * 60,
  closeBeforeMs: 15 * MINUTE,
  region,
});

const FIVE = { en: '5D Lotto', bn: '৫ডি লটো' };
const THREE = { en: '3D Lotto', bn: '৩ডি লটো' };
const RACE = { en: 'Speed Racing 10', bn: 'স্পিড রেসিং ১০' };

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  fast('KL5D1', 'digits5', 1, FIVE),
  fast('KL5D3', 'digits5', 3, FIVE),
  fast('KL5D5', 'digits5', 5, FIVE),
  fast('KL3D1', 'digits3', 1, THREE),
  fast('KL3D3', 'digits3', 3, THREE),
  fast('KL3D5', 'digits3', 5, THREE),
  fast('KLRC1', 'race10', 1, RACE),
  fast('KLRC3', 'race10', 3, RACE),
  fast('KLRC5', 'race10', 5, RACE),
  {
    code: 'KL4D',
    kind: 'sea4d',
    name: { en: '4D Lotto', bn: '৪ডি লটো' },
    weekdays: [0, 3, 6],
    drawMinute: 19 * 60,
    utcOffsetMinutes: 8 * 60,
    closeBeforeMs: 15 * MINUTE,
  },
  vietnam('KLVNN', 'north', 18 * 60 + 15, { en: 'North', bn: 'উত্তর' }),
  vietnam('KLVNC', 'central', 17 * 60 + 15, { en: 'Central', bn: 'মধ্য' }),
  vietnam('KLVNS', 'south', 16 * 60 + 15, { en: 'South', bn: 'দক্ষিণ' }),
];

/**
 * The provinces that draw on each weekday (0 Sunday … 6 Saturday), as the Vietnamese schedule
 * has it: the North draws once a day under that day's city; Central and South draw once per
 * province.
 */
export const VN_PROVINCES: Readonly<Record<'north' | 'central' | 'south', readonly (readonly string[])[]>> = {
  north: [['Thái Bình'], ['Hà Nội'], ['Quảng Ninh'], ['Bắc Ninh'], ['Hà Nội'], ['Hải Phòng'], ['Nam Định']],
  central: [
    ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
    ['Thừa Thiên Huế', 'Phú Yên'],
    ['Đắk Lắk', 'Quảng Nam'],
    ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    ['Gia Lai', 'Ninh Thuận'],
    ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
  ],
  south: [
    ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
    ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
    ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
  ],
};

/** One draw of a game: its id, its number, when its window opens and closes, when it draws. */
export type DrawSlot = {
  id: string;
  gameCode: string;
  /** Fast games: drawAt / period; scheduled games: the local day number (days since 1970-01-01). */
  drawNo: number;
  opensAt: number;
  closesAt: number;
  drawAt: number;
  /** Vietnam: the province of this draw. */
  province?: string;
};

export function lotteryGame(code: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.code === code);
}

/** The weekday (0 Sunday … 6 Saturday) of a day number: 1970-01-01 was a Thursday. */
const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** The local day (days since 1970-01-01 in the game's zone) and weekday of a UTC instant. */
function localDay(game: LotteryGame, at: number): { day: number; weekday: number } {
  const local = at + (game.utcOffsetMinutes ?? 0) * MINUTE;
  const day = Math.floor(local / DAY);
  return { day, weekday: weekdayOf(day) };
}

/** The UTC instant a scheduled game draws on a local day. */
function drawTimeOn(game: LotteryGame, day: number): number {
  return day * DAY + (game.drawMinute ?? 0) * MINUTE - (game.utcOffsetMinutes ?? 0) * MINUTE;
}

function drawDays(game: LotteryGame, fromDay: number, count: number, step: 1 | -1): number[] {
  const days: number[] = [];
  const weekdays = game.weekdays ?? [];
  for (let day = fromDay, guard = 0; days.length < count && guard < 60; day += step, guard += 1) {
    if (weekdays.includes(weekdayOf(day))) days.push(day);
  }
  return days;
}

/** The draws of a scheduled game on one local day (one per province for Central and South). */
function slotsOnDay(game: LotteryGame, day: number): DrawSlot[] {
  const drawAt = drawTimeOn(game, day);
  const previous = drawDays(game, day - 1, 1, -1)[0];
  const opensAt = previous === undefined ? drawAt - DAY : drawTimeOn(game, previous);
  const base = { gameCode: game.code, drawNo: day, opensAt, closesAt: drawAt - game.closeBeforeMs, drawAt };
  if (!game.region) return [{ ...base, id: `${game.code}-${day}` }];
  const provinces = VN_PROVINCES[game.region][weekdayOf(day)] ?? [];
  if (game.region === 'north') return [{ ...base, id: `${game.code}-${day}`, province: provinces[0] ?? '' }];
  return provinces.map((province, index) => ({ ...base, id: `${game.code}-${day}-${index + 1}`, province }));
}

/** A fast game's draw number n. */
function fastSlot(game: LotteryGame, drawNo: number): DrawSlot {
  const period = game.periodMs ?? MINUTE;
  const drawAt = drawNo * period;
  return {
    id: `${game.code}-${drawNo}`,
    gameCode: game.code,
    drawNo,
    opensAt: drawAt - period,
    closesAt: drawAt - game.closeBeforeMs,
    drawAt,
  };
}

/** The draws whose window is open at `at` (taking tickets now); for Central and South, each province's. */
export function openDraws(game: LotteryGame, at: number): DrawSlot[] {
  return nextDraws(game, at, 1).filter((slot) => slot.opensAt <= at && at < slot.closesAt);
}

/** The next `count` draw times' slots after `at` (the current one first, even once it has closed). */
export function nextDraws(game: LotteryGame, at: number, count: number): DrawSlot[] {
  if (game.periodMs) {
    const first = Math.floor(at / game.periodMs) + 1;
    return Array.from({ length: count }, (_, index) => fastSlot(game, first + index));
  }
  const { day } = localDay(game, at);
  // Today's draw if it is still ahead, then the following draw days.
  const candidates = drawDays(game, day, count + 1, 1).filter(
    (candidate) => drawTimeOn(game, candidate) > at,
  );
  return candidates.slice(0, count).flatMap((candidate) => slotsOnDay(game, candidate));
}

/** The draws that drew in (from, to], oldest first: what a tick must draw and settle. */
export function drawsBetween(game: LotteryGame, from: number, to: number): DrawSlot[] {
  if (to <= from) return [];
  if (game.periodMs) {
    const first = Math.floor(from / game.periodMs) + 1;
    const last = Math.floor(to / game.periodMs);
    const slots: DrawSlot[] = [];
    for (let drawNo = first; drawNo <= last; drawNo += 1) slots.push(fastSlot(game, drawNo));
    return slots;
  }
  const slots: DrawSlot[] = [];
  const { day: fromDay } = localDay(game, from);
  const { day: toDay } = localDay(game, to);
  for (let day = fromDay; day <= toDay; day += 1) {
    const at = drawTimeOn(game, day);
    if (at > from && at <= to && (game.weekdays ?? []).includes(weekdayOf(day)))
      slots.push(...slotsOnDay(game, day));
  }
  return slots;
}
