import { assert, MAX_REJECTIONS, type RandomSource } from './random-source.js';

/**
 * A generic reel slot: reel strips, paylines, a paytable with a substituting wild and a scatter,
 * and a free-spins feature the scatter triggers (free spins may retrigger, and pay with a
 * multiplier, on their own reel set if the game has one).
 *
 * All pays are integers so every win is exact money:
 * - line pays are in units of the line bet (stake / lines);
 * - scatter pays are in units of the total stake (converted to line-bet units internally).
 * A round's win in money is `lineBet × units`; the studio only accepts stakes divisible by the
 * line count in minor units, so nothing is ever rounded.
 *
 * Evaluation rules (the usual ones, written down because the RTP depends on them):
 * - A line pays its leftmost run: the symbol on reel 1 (or the first non-wild symbol when the
 *   line starts with wilds) and the number of consecutive reels from reel 1 showing it or a wild.
 * - A line starting with wilds pays the better of the wild run's own pay and the substituted
 *   symbol's pay. Only the highest win per line is paid.
 * - Scatters pay anywhere in the window (count of scatter cells), are never substituted, and
 *   trigger `freeSpins[count]` free spins (a count above the reel count counts as the reel count). During free spins every win is multiplied by
 *   `freeSpinMultiplier`, and scatters award more free spins (retrigger), without limit.
 *
 * Draws: each spin draws one stop per reel, left to right, with `uniformInt(source, 0, len − 1)`
 * semantics (rejection sampling, no modulo bias, the same words consumed). A round's free spins
 * keep drawing from the same source, so one provably-fair (seeds, nonce) replays the whole round.
 */

export type SymbolKind = 'regular' | 'wild' | 'scatter';

export type SlotSymbol = {
  /** Short stable code ("TIGER"); the client draws the picture. */
  code: string;
  kind: SymbolKind;
  /**
   * Pays by run length (index = count of matching reels, 0…reels). Regular and wild: line-bet
   * units. Scatter: total-stake units by scatter count.
   */
  pays: readonly number[];
};

export type SlotDefinition = {
  code: string;
  rows: number;
  symbols: readonly SlotSymbol[];
  /** Base-game reel strips: symbol indices, one strip per reel. */
  reels: readonly (readonly number[])[];
  /** Free-spin reel strips (defaults to the base strips). */
  freeReels?: readonly (readonly number[])[];
  /** One row index per reel for each payline. */
  lines: readonly (readonly number[])[];
  /** Free spins awarded by scatter count (index = count). */
  freeSpins: readonly number[];
  /** Multiplier on every free-spin win (integer ≥ 1). */
  freeSpinMultiplier: number;
};

/** A spin's stops, window and pays, for display; the hot path never builds these. */
export type LineWin = {
  line: number;
  symbol: number;
  count: number;
  /** Line-bet units, before the free-spin multiplier. */
  units: number;
};

export type SpinResult = {
  /** Top stop of each reel. */
  stops: number[];
  /** Symbol indices as window[reel][row]. */
  window: number[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** Scatter pay in line-bet units, before the multiplier. */
  scatterUnits: number;
  freeSpinsAwarded: number;
  /** This spin's whole win in line-bet units, multiplier included. */
  units: number;
  multiplier: number;
};

export type RoundResult = {
  base: SpinResult;
  free: SpinResult[];
  /** The round's total win in line-bet units. */
  units: number;
};

const TWO_POW_32 = 2 ** 32;

type ReelSet = {
  strips: Int32Array[];
  lengths: Int32Array;
  /** Rejection limits: a word at or above limit[r] is redrawn (uniformInt's rule). */
  limits: Float64Array;
};

/**
 * A definition checked and laid out in typed arrays, with scratch space, so a spin allocates
 * nothing. Not shared between threads; each worker compiles its own.
 */
export class CompiledSlot {
  readonly definition: SlotDefinition;
  readonly reelCount: number;
  readonly rows: number;
  readonly lineCount: number;
  readonly symbolCount: number;
  readonly wild: number;
  readonly scatter: number;
  readonly multiplier: number;
  /** pays[symbol * (reels + 1) + count], line-bet units (scatter already × lineCount). */
  readonly pays: Int32Array;
  readonly freeSpins: Int32Array;
  /** lineRows[line * reels + reel]. */
  readonly lineRows: Int32Array;
  /** lineCells[line * reels + reel] = index into `window` (reel * rows + row). */
  readonly lineCells: Int32Array;
  readonly base: ReelSet;
  readonly free: ReelSet;
  /** window[reel * rows + row]: the last spin's symbols. */
  readonly window: Int32Array;
  readonly stops: Int32Array;
  /** Scatter cells in each reel's current window (kept by setStop, so evaluate need not scan). */
  readonly reelScatters: Int32Array;
  /** Outputs of the last `evaluate`. */
  lastScatterCount = 0;
  lastFreeSpins = 0;

  constructor(definition: SlotDefinition) {
    validateDefinition(definition);
    this.definition = definition;
    this.reelCount = definition.reels.length;
    this.rows = definition.rows;
    this.lineCount = definition.lines.length;
    this.symbolCount = definition.symbols.length;
    this.wild = definition.symbols.findIndex((s) => s.kind === 'wild');
    this.scatter = definition.symbols.findIndex((s) => s.kind === 'scatter');
    this.multiplier = definition.freeSpinMultiplier;
    const width = this.reelCount + 1;
    this.pays = new Int32Array(this.symbolCount * width);
    definition.symbols.forEach((symbol, index) => {
      const factor = symbol.kind === 'scatter' ? this.lineCount : 1;
      for (let count = 0; count <= this.reelCount; count += 1) {
        this.pays[index * width + count] = (symbol.pays[count] ?? 0) * factor;
      }
    });
    this.freeSpins = new Int32Array(this.reelCount + 1);
    for (let count = 0; count < this.freeSpins.length; count += 1) {
      this.freeSpins[count] = definition.freeSpins[count] ?? 0;
    }
    this.lineRows = new Int32Array(this.lineCount * this.reelCount);
    this.lineCells = new Int32Array(this.lineCount * this.reelCount);
    definition.lines.forEach((line, index) => {
      line.forEach((row, reel) => {
        this.lineRows[index * this.reelCount + reel] = row;
        this.lineCells[index * this.reelCount + reel] = reel * this.rows + row;
      });
    });
    this.base = compileReels(definition.reels);
    this.free = compileReels(definition.freeReels ?? definition.reels);
    this.window = new Int32Array(this.reelCount * this.rows);
    this.stops = new Int32Array(this.reelCount);
    this.reelScatters = new Int32Array(this.reelCount);
  }

  /** Draws the stops of one spin (uniformInt semantics) and fills the window. */
  draw(source: RandomSource, freeSpin: boolean): void {
    const set = freeSpin ? this.free : this.base;
    const rows = this.rows;
    for (let reel = 0; reel < this.reelCount; reel += 1) {
      const length = set.lengths[reel] as number;
      const limit = set.limits[reel] as number;
      let stop = -1;
      for (let attempt = 0; attempt < MAX_REJECTIONS; attempt += 1) {
        const word = source.nextUint32();
        if (word < limit) {
          stop = word % length;
          break;
        }
      }
      if (stop < 0)
        throw new RangeError(`random source rejected ${MAX_REJECTIONS} times in a row; it is not random`);
      this.setStop(set, reel, stop, rows);
    }
  }

  /** Puts reel `reel` at `stop` (enumeration and replays use this directly). */
  setStop(set: ReelSet, reel: number, stop: number, rows = this.rows): void {
    const strip = set.strips[reel] as Int32Array;
    const length = strip.length;
    this.stops[reel] = stop;
    const offset = reel * rows;
    const scatter = this.scatter;
    let scatters = 0;
    for (let row = 0; row < rows; row += 1) {
      let position = stop + row;
      if (position >= length) position -= length;
      const symbol = strip[position] as number;
      this.window[offset + row] = symbol;
      if (symbol === scatter) scatters += 1;
    }
    this.reelScatters[reel] = scatters;
  }

  /**
   * Pays the current window: returns line + scatter units before any multiplier and sets
   * `lastScatterCount` / `lastFreeSpins`. No allocation.
   */
  evaluate(): number {
    const reels = this.reelCount;
    const width = reels + 1;
    const wild = this.wild;
    const scatter = this.scatter;
    const window = this.window;
    const pays = this.pays;
    const lineCells = this.lineCells;
    let units = 0;
    for (let line = 0; line < this.lineCount; line += 1) {
      const base = line * reels;
      const first = window[lineCells[base] as number] as number;
      if (first === scatter) continue;
      // The wild run from reel 1, then the substituted symbol's run.
      let wildRun = 0;
      let symbol = first;
      if (first === wild) {
        wildRun = 1;
        while (wildRun < reels) {
          const cell = window[lineCells[base + wildRun] as number] as number;
          if (cell !== wild) break;
          wildRun += 1;
        }
        symbol = wildRun < reels ? (window[lineCells[base + wildRun] as number] as number) : wild;
      }
      let best = wildRun > 0 ? (pays[wild * width + wildRun] as number) : 0;
      if (symbol !== wild && symbol !== scatter) {
        let run = wildRun + 1;
        while (run < reels) {
          const cell = window[lineCells[base + run] as number] as number;
          if (cell !== symbol && cell !== wild) break;
          run += 1;
        }
        const pay = pays[symbol * width + run] as number;
        if (pay > best) best = pay;
      }
      units += best;
    }
    let scatters = 0;
    if (scatter >= 0) {
      const reelScatters = this.reelScatters;
      for (let reel = 0; reel < reels; reel += 1) scatters += reelScatters[reel] as number;
      // More scatters than reels (two on one reel) count as a full house.
      if (scatters > reels) scatters = reels;
      units += pays[scatter * width + scatters] as number;
    }
    this.lastScatterCount = scatters;
    this.lastFreeSpins = this.freeSpins[scatters] as number;
    return units;
  }

  /**
   * One whole round (base spin plus every free spin it leads to) in line-bet units. The hot path
   * of the RTP simulation: no allocation.
   */
  playUnits(source: RandomSource): number {
    this.draw(source, false);
    let total = this.evaluate();
    let pending = this.lastFreeSpins;
    const multiplier = this.multiplier;
    while (pending > 0) {
      pending -= 1;
      this.draw(source, true);
      total += multiplier * this.evaluate();
      pending += this.lastFreeSpins;
    }
    return total;
  }

  /** One whole round with every detail, for the game server and the verifier. */
  playRound(source: RandomSource): RoundResult {
    this.draw(source, false);
    const base = this.describe(1);
    const free: SpinResult[] = [];
    let pending = base.freeSpinsAwarded;
    let units = base.units;
    while (pending > 0) {
      pending -= 1;
      this.draw(source, true);
      const spin = this.describe(this.multiplier);
      free.push(spin);
      units += spin.units;
      pending += spin.freeSpinsAwarded;
    }
    return { base, free, units };
  }

  /** The current window as a SpinResult (per-line detail). */
  describe(multiplier: number): SpinResult {
    const raw = this.evaluate();
    const reels = this.reelCount;
    const width = reels + 1;
    const window: number[][] = [];
    for (let reel = 0; reel < reels; reel += 1) {
      window.push(Array.from(this.window.subarray(reel * this.rows, (reel + 1) * this.rows)));
    }
    const lineWins: LineWin[] = [];
    for (let line = 0; line < this.lineCount; line += 1) {
      const cells = this.definition.lines[line] as readonly number[];
      const symbols = cells.map((row, reel) => window[reel]?.[row] ?? -1);
      const win = bestLineWin(symbols, this.wild, this.scatter, (symbol, count) =>
        symbol < 0 ? 0 : (this.pays[symbol * width + count] as number),
      );
      if (win.units > 0) lineWins.push({ line, ...win });
    }
    const scatterUnits =
      this.scatter >= 0
        ? (this.pays[this.scatter * width + Math.min(this.lastScatterCount, reels)] as number)
        : 0;
    const check = lineWins.reduce((sum, win) => sum + win.units, 0) + scatterUnits;
    assert(check === raw, 'line detail disagrees with the evaluator');
    return {
      stops: Array.from(this.stops),
      window,
      lineWins,
      scatterCount: this.lastScatterCount,
      scatterUnits,
      freeSpinsAwarded: this.lastFreeSpins,
      units: raw * multiplier,
      multiplier,
    };
  }
}

/**
 * The same line rule as `evaluate`, written plainly over one line's symbols: a second
 * implementation the evaluator is checked against on every described spin.
 */
export function bestLineWin(
  symbols: readonly number[],
  wild: number,
  scatter: number,
  pay: (symbol: number, count: number) => number,
): { symbol: number; count: number; units: number } {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === wild) wildRun += 1;
  let best = { symbol: wild, count: wildRun, units: wildRun > 0 ? pay(wild, wildRun) : 0 };
  const symbol = symbols[wildRun];
  if (symbol !== undefined && symbol !== scatter && symbols[0] !== scatter) {
    let run = wildRun;
    while (run < symbols.length && (symbols[run] === symbol || symbols[run] === wild)) run += 1;
    const units = pay(symbol, run);
    if (units > best.units) best = { symbol, count: run, units };
  }
  return best.units > 0 ? best : { symbol: -1, count: 0, units: 0 };
}

function compileReels(reels: readonly (readonly number[])[]): ReelSet {
  const strips = reels.map((strip) => Int32Array.from(strip));
  const lengths = Int32Array.from(strips.map((strip) => strip.length));
  const limits = Float64Array.from(strips.map((strip) => TWO_POW_32 - (TWO_POW_32 % strip.length)));
  return { strips, lengths, limits };
}

export function validateDefinition(definition: SlotDefinition): void {
  const { rows, symbols, reels, lines, freeSpins, freeSpinMultiplier } = definition;
  assert(/^[A-Za-z0-9_-]{1,64}$/.test(definition.code), 'slot code must be 1-64 safe characters');
  assert(Number.isInteger(rows) && rows >= 1 && rows <= 8, 'rows must be 1-8');
  assert(reels.length >= 3 && reels.length <= 8, 'a slot has 3-8 reels');
  assert(symbols.length >= 2 && symbols.length <= 64, 'a slot has 2-64 symbols');
  assert(symbols.filter((s) => s.kind === 'wild').length <= 1, 'at most one wild');
  assert(symbols.filter((s) => s.kind === 'scatter').length <= 1, 'at most one scatter');
  for (const symbol of symbols) {
    assert(
      symbol.pays.length <= reels.length + 1 || symbol.kind === 'scatter',
      `${symbol.code}: too many pays`,
    );
    for (const pay of symbol.pays)
      assert(Number.isSafeInteger(pay) && pay >= 0, `${symbol.code}: pays are integers ≥ 0`);
  }
  for (const set of [reels, definition.freeReels ?? reels]) {
    assert(set.length === reels.length, 'free reels must have as many reels as the base game');
    for (const strip of set) {
      assert(strip.length >= rows && strip.length <= 1000, 'each strip has rows…1000 stops');
      for (const symbol of strip)
        assert(
          Number.isInteger(symbol) && symbol >= 0 && symbol < symbols.length,
          'unknown symbol on a strip',
        );
    }
  }
  assert(lines.length >= 1 && lines.length <= 100, 'a slot has 1-100 lines');
  for (const line of lines) {
    assert(line.length === reels.length, 'a line names one row per reel');
    for (const row of line) assert(Number.isInteger(row) && row >= 0 && row < rows, 'line row out of range');
  }
  for (const count of freeSpins)
    assert(Number.isInteger(count) && count >= 0 && count <= 100, 'free spins 0-100');
  assert(
    Number.isInteger(freeSpinMultiplier) && freeSpinMultiplier >= 1 && freeSpinMultiplier <= 100,
    'multiplier 1-100',
  );
}
