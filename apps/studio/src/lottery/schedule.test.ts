import { describe, expect, it } from 'vitest';
import { drawsBetween, LOTTERY_GAMES, lotteryGame, nextDraws, openDraws } from './schedule.js';

/** When each lottery draws: fast games by period, 4D and Vietnam by weekday in their own zones. */

const at = (iso: string) => Date.parse(iso);
const game = (code: string) => {
  const found = lotteryGame(code);
  if (!found) throw new Error(`no game ${code}`);
  return found;
};
const iso = (ms: number) => new Date(ms).toISOString();

describe('fast games', () => {
  it('draw every period, their window closing shortly before', () => {
    const one = game('KL5D1');
    const [next] = nextDraws(one, at('2026-11-27T10:00:05Z'), 1);
    expect(next && [iso(next.opensAt), iso(next.closesAt), iso(next.drawAt)]).toEqual([
      '2026-11-27T10:00:00.000Z',
      '2026-11-27T10:00:50.000Z',
      '2026-11-27T10:01:00.000Z',
    ]);
    expect(next?.id).toBe(`KL5D1-${at('2026-11-27T10:01:00Z') / 60_000}`);
    expect(openDraws(one, at('2026-11-27T10:00:49.999Z'))).toHaveLength(1);
    // The last 10 s before a 1-minute draw take no tickets; 30 s for 3 and 5 minutes.
    expect(openDraws(one, at('2026-11-27T10:00:50Z'))).toEqual([]);
    const [five] = nextDraws(game('KLRC5'), at('2026-11-27T10:02:00Z'), 1);
    expect(five && iso(five.closesAt)).toBe('2026-11-27T10:04:30.000Z');
  });

  it('list the draws a tick must make, oldest first, none twice across ticks', () => {
    const three = game('KL3D3');
    const first = drawsBetween(three, at('2026-11-27T10:00:00Z'), at('2026-11-27T10:07:00Z'));
    const second = drawsBetween(three, at('2026-11-27T10:07:00Z'), at('2026-11-27T10:09:00Z'));
    expect([...first, ...second].map((slot) => iso(slot.drawAt))).toEqual([
      '2026-11-27T10:03:00.000Z',
      '2026-11-27T10:06:00.000Z',
      '2026-11-27T10:09:00.000Z',
    ]);
  });
});

describe('scheduled games', () => {
  it('4D draws on Wednesday, Saturday and Sunday at 19:00 Malaysian time', () => {
    // Friday 27 November 2026.
    const draws = nextDraws(game('KL4D'), at('2026-11-27T10:00:00Z'), 3);
    expect(draws.map((slot) => iso(slot.drawAt))).toEqual([
      '2026-11-28T11:00:00.000Z',
      '2026-11-29T11:00:00.000Z',
      '2026-12-02T11:00:00.000Z',
    ]);
    // Saturday's window opened at Wednesday's draw and closes 15 minutes before its own.
    expect(draws[0] && [iso(draws[0].opensAt), iso(draws[0].closesAt)]).toEqual([
      '2026-11-25T11:00:00.000Z',
      '2026-11-28T10:45:00.000Z',
    ]);
  });

  it('Vietnam draws every day by region, the South once per province of the weekday', () => {
    const friday = at('2026-11-27T08:59:00Z'); // 15:59 in Vietnam
    const south = openDraws(game('KLVNS'), friday);
    expect(south.map((slot) => slot.province)).toEqual(['Vĩnh Long', 'Bình Dương', 'Trà Vinh']);
    expect(new Set(south.map((slot) => slot.id)).size).toBe(3);
    expect(south[0] && iso(south[0].drawAt)).toBe('2026-11-27T09:15:00.000Z'); // 16:15
    // Closed from 16:00; the North still open (18:15, Hải Phòng on Fridays).
    expect(openDraws(game('KLVNS'), at('2026-11-27T09:00:00Z'))).toEqual([]);
    const north = openDraws(game('KLVNN'), at('2026-11-27T09:00:00Z'));
    expect(north.map((slot) => [slot.province, iso(slot.drawAt)])).toEqual([
      ['Hải Phòng', '2026-11-27T11:15:00.000Z'],
    ]);
    const central = drawsBetween(game('KLVNC'), at('2026-11-27T00:00:00Z'), at('2026-11-28T00:00:00Z'));
    expect(central.map((slot) => slot.province)).toEqual(['Gia Lai', 'Ninh Thuận']);
  });

  it('every game has a code of its own and a name in both languages', () => {
    expect(new Set(LOTTERY_GAMES.map((entry) => entry.code)).size).toBe(LOTTERY_GAMES.length);
    for (const entry of LOTTERY_GAMES) {
      expect(entry.name.en.length, entry.code).toBeGreaterThan(0);
      expect(entry.name.bn.length, entry.code).toBeGreaterThan(0);
    }
  });
});
