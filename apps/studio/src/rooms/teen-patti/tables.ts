import type { TeenPattiConfig } from '@khela/game-math';

/**
 * The studio's Teen Patti tables (issue 21, decision 0078): three boots, six seats each, in BDT
 * (the demo currency). Every amount is in paisa. The stake limit (a blind bet's most; a seen bet
 * is twice it) is 64 boots, the pot limit 1,024 boots, 4 blind bets at most, a 5 % rake.
 */
export type TeenPattiTable = {
  code: string;
  name: { bn: string; en: string };
  currency: 'BDT';
  seats: number;
  config: TeenPattiConfig;
};

export const TEEN_PATTI_SEATS = 6;
export const TEEN_PATTI_CURRENCY = 'BDT';

function table(code: string, bootTaka: number, name: { bn: string; en: string }): TeenPattiTable {
  const boot = BigInt(bootTaka) * 100n;
  return {
    code,
    name,
    currency: 'BDT',
    seats: TEEN_PATTI_SEATS,
    config: { boot, stakeLimit: boot * 64n, potLimit: boot * 1024n, maxBlinds: 4, rakeBps: 500 },
  };
}

export const TEEN_PATTI_TABLES: readonly TeenPattiTable[] = [
  table('TP-1', 1, { bn: 'তিন পাত্তি ১ টাকা', en: 'Teen Patti 1 Tk' }),
  table('TP-5', 5, { bn: 'তিন পাত্তি ৫ টাকা', en: 'Teen Patti 5 Tk' }),
  table('TP-20', 20, { bn: 'তিন পাত্তি ২০ টাকা', en: 'Teen Patti 20 Tk' }),
];

/** The clocks of a table (ms). */
export type TeenPattiTimings = {
  /** A turn's time; when it runs out the player packs. */
  turnMs: number;
  /** A closed socket's grace; not back by then: packed and unseated. */
  graceMs: number;
  /** The pause before a hand once two can play, and between hands (the result stays up). */
  startPauseMs: number;
  resultMs: number;
  /** A lone player waits this long before a bot sits (false: no bots). */
  botWaitMs: number | false;
  /** A bot's thinking time on its turn. */
  botThinkMs: number;
};

export const DEFAULT_TIMINGS: TeenPattiTimings = {
  turnMs: 20_000,
  graceMs: 15_000,
  startPauseMs: 3_000,
  resultMs: 5_000,
  botWaitMs: 20_000,
  botThinkMs: 1_500,
};
