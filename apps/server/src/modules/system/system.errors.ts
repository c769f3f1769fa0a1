import type { ErrorCode } from '@khela/contract';

/**
 * The system module's refusals (texts in the contract's catalogue, "System" group): the site's
 * gate, its settings and IP rules, and the help, resource and customer-service content.
 * - SYSTEM_MAINTENANCE: the site is in maintenance and the call is not allowed during it.
 * - ACCESS_RESTRICTED: the caller's address is denied by the IP rules.
 * - UNSUPPORTED_LANGUAGE: a language change to a language the site does not offer.
 * - SETTING_UNKNOWN: an operator reads or sets a setting code the registry does not know.
 * - SETTING_INVALID_VALUE: a setting value that breaks that code's schema; nothing is stored.
 * - VALIDATION_FAILED: a register rule that would hide or unrequire a field registration needs.
 * - IP_RULE_INVALID_CIDR / IP_RULE_NOTE_TOO_LONG / IP_RULE_NOT_FOUND: an IP rule that is not an
 *   address or range, with a note over the limit, or removed when it does not exist.
 * - HELP_SECTION_NOT_FOUND / HELP_SECTION_EXISTS: a help-centre section id that does not exist,
 *   or a code already used in that language.
 * - SITE_RESOURCE_NOT_FOUND / SITE_RESOURCE_EXISTS: a resource type with no row, or a second
 *   resource of a type (one per type).
 * - CUSTOMER_SERVICE_NOT_FOUND / CUSTOMER_SERVICE_EXISTS: a customer-service entry id that does
 *   not exist, or an entry with the same type and link.
 * - CUSTOMER_SERVICE_KEY_UNKNOWN: the key of an encrypted customer-service path that is neither
 *   the current nor the previous period's (an old site config: reload it; decision 0085).
 * - TOO_MANY_REQUESTS: more customer-service key calls from one address than the limit.
 */
export const SYSTEM_ERRORS = [
  'SYSTEM_MAINTENANCE',
  'ACCESS_RESTRICTED',
  'UNSUPPORTED_LANGUAGE',
  'SETTING_UNKNOWN',
  'SETTING_INVALID_VALUE',
  'VALIDATION_FAILED',
  'IP_RULE_INVALID_CIDR',
  'IP_RULE_NOTE_TOO_LONG',
  'IP_RULE_NOT_FOUND',
  'HELP_SECTION_NOT_FOUND',
  'HELP_SECTION_EXISTS',
  'SITE_RESOURCE_NOT_FOUND',
  'SITE_RESOURCE_EXISTS',
  'CUSTOMER_SERVICE_NOT_FOUND',
  'CUSTOMER_SERVICE_EXISTS',
  'CUSTOMER_SERVICE_KEY_UNKNOWN',
  'TOO_MANY_REQUESTS',
] as const satisfies readonly ErrorCode[];

export type SystemErrorCode = (typeof SYSTEM_ERRORS)[number];
