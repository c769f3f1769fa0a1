import { REBATE_GAME_TYPES, type RebateMode } from '@khela/contract';
import { bpToPercent, percentTextToBp } from './promotion-numbers';

/**
 * A rebate's rules (RebateRules, decision 0054) as the editor types them: percentages for the
 * basis points, decimal amounts, whole numbers. The JSON sends what was typed where it is not a
 * number, so the server's schema names the wrong field ("rules.rates.LIVE"). Pure: unit tested.
 */
export type RebateDraft = {
  mode: RebateMode;
  /** Percent text per game type; empty: the default rate. */
  rates: Record<string, string>;
  defaultRate: string;
  minPayout: string;
  capPerDay: string;
  wageringMultiple: string;
  bonusExpiresInDays: string;
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown, fallback = '') =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const percent = (value: unknown, fallback = '') =>
  typeof value === 'number' ? bpToPercent(value) : fallback;

/** The draft read from the rules' JSON (a fresh promotion's "{}" takes the defaults). */
export function rebateDraftOf(json: string): RebateDraft {
  let value: Record<string, unknown> = {};
  try {
    value = record(JSON.parse(json));
  } catch {
    // An unreadable text starts again from the defaults.
  }
  const saved = record(value.rates);
  const rates: Record<string, string> = {};
  for (const type of [...REBATE_GAME_TYPES, ...Object.keys(saved)]) rates[type] = percent(saved[type]);
  return {
    mode: value.mode === 'auto_daily' ? 'auto_daily' : 'manual',
    rates,
    defaultRate: percent(value.defaultRateBp, '0.5'),
    minPayout: text(value.minPayout, '1.00'),
    capPerDay: text(value.capPerDay, '10000.00'),
    wageringMultiple: text(value.wageringMultiple, '0'),
    bonusExpiresInDays: text(value.bonusExpiresInDays, '7'),
  };
}

/** The JSON of a draft: percentages as basis points, whole numbers as numbers, else as typed. */
export function rebateJsonOf(draft: RebateDraft): string {
  const whole = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value.trim());
  const bp = (value: string) => percentTextToBp(value) ?? value.trim();
  const rates: Record<string, number | string> = {};
  for (const [type, rate] of Object.entries(draft.rates)) if (rate.trim()) rates[type] = bp(rate);
  return JSON.stringify(
    {
      mode: draft.mode,
      rates,
      defaultRateBp: bp(draft.defaultRate),
      minPayout: draft.minPayout.trim(),
      capPerDay: draft.capPerDay.trim(),
      wageringMultiple: whole(draft.wageringMultiple),
      bonusExpiresInDays: whole(draft.bonusExpiresInDays),
    },
    null,
    2,
  );
}

/** The field paths the rebate fields show (where a server refusal is put beside its field). */
export function rebateFieldPaths(rates: readonly string[]): string[] {
  return [
    'rules.mode',
    'rules.rates',
    ...rates.map((type) => `rules.rates.${type}`),
    'rules.defaultRateBp',
    'rules.minPayout',
    'rules.capPerDay',
    'rules.wageringMultiple',
    'rules.bonusExpiresInDays',
  ];
}
