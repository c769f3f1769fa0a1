import { z } from 'zod';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from './backoffice.js';

// ── Back office session; paths under /bo/api are our design ───────────────────────────────
export const OperatorLoginRequest = z.strictObject({
  username: z.string().trim().min(3).max(40),
  password: z.string().min(1).max(200),
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'expected the 6-digit code from the authenticator app')
    .optional()
    .describe('required once the operator has enrolled an authenticator (decision 0036)'),
});
export type OperatorLoginRequest = z.infer<typeof OperatorLoginRequest>;

export const OperatorView = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)).describe('what the role holds (the menu shows these)'),
  setup: z
    .object({ changePassword: z.boolean(), enrolTotp: z.boolean() })
    .describe('steps left before the session may do anything else (decision 0036)'),
});
export type OperatorView = z.infer<typeof OperatorView>;

export const OperatorSessionValue = z.object({
  operator: OperatorView,
  idleTimeoutSeconds: z.number().int().describe('the session ends after this long without a request'),
});
export type OperatorSessionValue = z.infer<typeof OperatorSessionValue>;

export const OperatorLoginValue = OperatorSessionValue.extend({
  token: z.string().describe('send as Authorization: Bearer <token> on every /bo/api call'),
});
export type OperatorLoginValue = z.infer<typeof OperatorLoginValue>;

// ── Server-paged back-office tables ─────────────────────────────────────────────────────────
export const BO_MAX_PAGE_SIZE = 100;
export const BoPageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BO_MAX_PAGE_SIZE).default(20),
});

/** A page of a back-office table: its rows and how many match in all. */
export function boPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}

// ── Audit trail search (permission audit.view) ───────────────────────────────────────────────
const filterText = z.string().trim().min(1).max(100).optional();
export const AuditSearchQuery = BoPageQuery.extend({
  actorKind: z.enum(['operator', 'player', 'system']).optional(),
  actorId: filterText,
  actorName: filterText,
  action: filterText,
  targetType: filterText,
  targetId: filterText,
  from: z.iso.datetime({ offset: true }).optional().describe('entries at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('entries before this time'),
  order: z
    .enum(['asc', 'desc'])
    .default('desc')
    .describe('by position in the chain; newest first by default'),
});
export type AuditSearchQuery = z.infer<typeof AuditSearchQuery>;

export const AuditEntryView = z.object({
  id: z.string(),
  seq: z.string(),
  at: z.string(),
  actor: z.object({ kind: z.enum(['operator', 'player', 'system']), id: z.string(), name: z.string() }),
  ip: z.string(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;

export const AuditPageValue = boPage(AuditEntryView);
export type AuditPageValue = z.infer<typeof AuditPageValue>;
