import type { SlotDefinition, SlotSymbol } from '@khela/game-math';

/** A studio game: the maths plus what the page shows. */
export type StudioGame = {
  definition: SlotDefinition;
  /** Display names (the catalogue's name replaces these when a catalogue game is skinned). */
  name: { en: string; bn: string };
  /** Theme colours for the page. */
  theme: { background: string; accent: string; reel: string };
  /** Allowed stakes in major units; each is a whole number of minor units per line. */
  stakes: readonly string[];
  /** RTP the maths gives (slot-analysis enumeration); the studio tests check it. */
  publishedRtp: number;
  volatility: 'low' | 'medium';
};

/** Reel strips written as symbol codes, so the published strip is readable as text. */
export function strip(symbols: readonly SlotSymbol[], text: string): number[] {
  return text
    .trim()
    .split(/\s+/)
    .map((code) => {
      const index = symbols.findIndex((symbol) => symbol.code === code);
      if (index < 0) throw new Error(`unknown symbol ${code}`);
      return index;
    });
}
