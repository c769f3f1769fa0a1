import type { FishPath } from './schedule.js';

/**
 * What the fishing page starts from and what the hall's socket sends (decision 0075): amounts
 * are decimal text in the player's currency, cannon levels minor units as text.
 */
export type FishingBoot = {
  kind: 'fishing';
  base: string;
  lobby: string;
  lang: 'bn' | 'en';
  sessionId: string;
  /** The launched catalogue game's name. */
  name: string;
  currency: string;
  balance: string;
  nickname: string;
  magazineShots: number;
  /** The fish (index = kind in the events): code, multiplier or a boss's range. */
  fish: { code: string; multiplier: number | { min: number; max: number }; boss: boolean }[];
};

export type FishView = { id: string; kind: number; spawnAt: number; swimMs: number; path: FishPath };

export type MagazineView = { roundId: string; left: string; win: string; shots: number } | null;

export type SeatView = { seat: number; name: string; level: string };

/** The snapshot (`joined`, kind 'hall'). */
export type HallSnapshot = {
  now: number;
  hall: { code: string; name: { bn: string; en: string }; levels: string[] };
  seat: number;
  seats: SeatView[];
  level: string;
  magazine: MagazineView;
  balance?: string;
  fish: FishView[];
};

export type ShotAnswer = {
  type: 'shot';
  fishId: string;
  caught: boolean;
  multiplier: number;
  win: string;
  level: string;
  magazine: MagazineView;
  closed?: { credit: string; balance?: string };
  balance?: string;
};

export type CatchEvent = {
  type: 'catch';
  seat: number;
  name: string;
  fishId: string;
  kind: number;
  multiplier: number;
  win: string;
};

export type VolleyEvent = {
  type: 'volley';
  shots: { seat: number; fishId: string; angle: number; level: string }[];
};
