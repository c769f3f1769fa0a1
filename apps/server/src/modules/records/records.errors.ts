import type { ErrorCode } from '@khela/contract';

/**
 * The records module's refusals (texts in the contract's catalogue): the day range of a
 * records page. Days are the site's local days, both ends included.
 * - RECORDS_DATE_RANGE_INVALID: a start day after the end day, or a day that does not exist.
 * - RECORDS_DATE_RANGE_TOO_LONG: a range longer than the records pages allow.
 */
export const RECORDS_ERRORS = [
  'RECORDS_DATE_RANGE_INVALID',
  'RECORDS_DATE_RANGE_TOO_LONG',
] as const satisfies readonly ErrorCode[];

export type RecordsErrorCode = (typeof RECORDS_ERRORS)[number];
