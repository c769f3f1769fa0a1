import type { ErrorCode } from '@khela/contract';

/**
 * The audit module refuses nothing a caller could act on: recording runs inside the caller's
 * transaction and a failure there is a bug (it rolls the whole change back as a 500), and the
 * search route's bad input is refused by its schema (VALIDATION_FAILED, from the platform) before
 * the module runs. The list is kept, empty, so every module answers the same question the same way.
 */
export const AUDIT_ERRORS = [] as const satisfies readonly ErrorCode[];

export type AuditErrorCode = (typeof AUDIT_ERRORS)[number];
