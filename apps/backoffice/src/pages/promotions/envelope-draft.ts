import type { BoEnvelopeRequest } from '@khela/contract';
import { amountText, fromLocalInput, type Problems, toLocalInput, wholeNumber } from './promotion-numbers';

/** The red envelope form as typed (decision 0053). */
export type EnvelopeDraft = {
  titleEn: string;
  titleBn: string;
  total: string;
  count: string;
  minGrab: string;
  startsAt: string;
  endsAt: string;
};

export const ENVELOPE_LIMITS = { title: 120, count: 100_000 } as const;
const HOUR_MS = 60 * 60 * 1000;

/** A new envelope: open now for an hour, one paisa at least per grab. */
export function emptyEnvelope(now: Date): EnvelopeDraft {
  return {
    titleEn: '',
    titleBn: '',
    total: '',
    count: '',
    minGrab: '0.01',
    startsAt: toLocalInput(now.toISOString()),
    endsAt: toLocalInput(new Date(now.getTime() + HOUR_MS).toISOString()),
  };
}

/** Cents of a checked amount text ("12.5" → 1250n). */
const cents = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/**
 * The form checked the way the server checks it (so most mistakes show before a round trip): the
 * body to send, or the problems by field name as the server names them.
 */
export function checkEnvelope(
  draft: EnvelopeDraft,
  now: Date,
): { body: BoEnvelopeRequest | null; problems: Problems } {
  const problems: Problems = {};
  const titleEn = draft.titleEn.trim();
  const titleBn = draft.titleBn.trim();
  if (!titleEn) problems['title.en'] = { key: 'pr_required' };
  else if (titleEn.length > ENVELOPE_LIMITS.title)
    problems['title.en'] = { key: 'pr_too_long', params: { max: String(ENVELOPE_LIMITS.title) } };
  if (!titleBn) problems['title.bn'] = { key: 'pr_required' };
  else if (titleBn.length > ENVELOPE_LIMITS.title)
    problems['title.bn'] = { key: 'pr_too_long', params: { max: String(ENVELOPE_LIMITS.title) } };
  const total = amountText(draft.total);
  if (!total) problems.total = { key: 'pr_amount_invalid' };
  const minGrab = amountText(draft.minGrab);
  if (!minGrab) problems.minGrab = { key: 'pr_amount_invalid' };
  const count = wholeNumber(draft.count, 1, ENVELOPE_LIMITS.count);
  if (count === null)
    problems.count = { key: 'pr_whole_invalid', params: { min: '1', max: String(ENVELOPE_LIMITS.count) } };
  if (total && minGrab && count !== null && cents(total) < cents(minGrab) * BigInt(count))
    problems.total = { key: 'pr_envelope_total_small' };
  const startsAt = fromLocalInput(draft.startsAt);
  const endsAt = fromLocalInput(draft.endsAt);
  if (!startsAt) problems.startsAt = { key: 'pr_time_invalid' };
  if (!endsAt) problems.endsAt = { key: 'pr_time_invalid' };
  else if ((startsAt && endsAt <= startsAt) || new Date(endsAt) <= now)
    problems.endsAt = { key: 'pr_envelope_ends_early' };
  if (Object.keys(problems).length > 0 || !total || !minGrab || count === null || !startsAt || !endsAt)
    return { body: null, problems };
  return {
    body: { title: { en: titleEn, bn: titleBn }, total, count, minGrab, startsAt, endsAt },
    problems,
  };
}
