import type { BookExposureEvent } from '@khela/contract';
import type { MessageKey } from '../../messages';

/**
 * The sportsbook exposure page's pure parts: labels of the feed's sports and statuses, the
 * event's name in the console's language, and the order by liability. Amounts stay decimal
 * strings; they are compared as integers of the same scale, never as floats.
 */

const SPORT_LABEL: Record<string, MessageKey> = {
  cricket: 'bx_sport_cricket',
  football: 'bx_sport_football',
  kabaddi: 'bx_sport_kabaddi',
  basketball: 'bx_sport_basketball',
  dota2: 'bx_sport_dota2',
  cs2: 'bx_sport_cs2',
  valorant: 'bx_sport_valorant',
  efootball: 'bx_sport_efootball',
  cockfight: 'bx_sport_cockfight',
};

const STATUS_LABEL: Record<string, MessageKey> = {
  scheduled: 'bx_status_scheduled',
  live: 'bx_status_live',
  ended: 'bx_status_ended',
  closed: 'bx_status_closed',
  cancelled: 'bx_status_cancelled',
  unknown: 'bx_status_unknown',
};

/** A label the console has for the code, or the code as it came (a sport added later still shows). */
export function labelOf(code: string, kind: 'sport' | 'status', t: (key: MessageKey) => string): string {
  const key = (kind === 'sport' ? SPORT_LABEL : STATUS_LABEL)[code];
  return key ? t(key) : code;
}

export function nameIn(names: { en: string; bn: string }, language: string): string {
  return (language === 'bn' ? names.bn : names.en) || names.en;
}

const AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** −1, 0 or 1 as decimal amount `a` is below, equal to or above `b` (text that is no amount counts as 0). */
export function compareAmounts(a: string, b: string): number {
  const [ma, mb] = [AMOUNT.exec(a.trim()), AMOUNT.exec(b.trim())];
  const scale = Math.max(ma?.[3]?.length ?? 0, mb?.[3]?.length ?? 0);
  const scaled = (match: RegExpExecArray | null): bigint => {
    if (!match) return 0n;
    const [, sign, whole = '0', fraction = ''] = match;
    const value = BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
    return sign ? -value : value;
  };
  const [x, y] = [scaled(ma), scaled(mb)];
  return x === y ? 0 : x < y ? -1 : 1;
}

/** Largest liability first (the studio sends them so; kept here so the table never depends on it). */
export function byLiability<Row extends Pick<BookExposureEvent, 'liability'>>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => compareAmounts(b.liability, a.liability));
}

/** The row key of an event: one row per event and currency. */
export const eventKey = (event: Pick<BookExposureEvent, 'fixtureId' | 'currency'>) =>
  `${event.fixtureId}|${event.currency}`;
