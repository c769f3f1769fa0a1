import { z } from 'zod';
import { BoPageQuery, boPage } from './backoffice-api.js';

// ── Back office: players, dashboard, games and the outbox (decision 0027) ─────────────────────

const order = z.enum(['asc', 'desc']).default('desc');
const when = z.iso.datetime({ offset: true });
const reason = z.string().trim().min(3).max(500).describe('why (kept in the audit trail)');

export const PLAYER_STATUSES = ['active', 'locked', 'disabled'] as const;
export const PLAYER_SORT_FIELDS = ['id', 'username', 'createdAt', 'lastLoginAt'] as const;

/** GET /bo/api/players: search by part of the username, mobile, exact id, status, type, registered range. */
export const PlayerSearchQuery = BoPageQuery.extend({
  username: z.string().trim().min(1).max(40).optional().describe('part of the username'),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/)
    .optional()
    .describe('part of the mobile number'),
  id: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/)
    .optional(),
  status: z.enum(PLAYER_STATUSES).optional(),
  type: z.coerce.number().int().min(0).max(99).optional(),
  registeredFrom: when.optional(),
  registeredTo: when.optional(),
  sortBy: z.enum(PLAYER_SORT_FIELDS).default('id'),
  order,
});
export type PlayerSearchQuery = z.infer<typeof PlayerSearchQuery>;

export const PlayerRowView = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(PLAYER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type PlayerRowView = z.infer<typeof PlayerRowView>;
export const PlayerPage = boPage(PlayerRowView);
export type PlayerPage = z.infer<typeof PlayerPage>;

export const PlayerIdParams = z.object({ id: z.string().max(20) });

export const PlayerBalanceView = z.object({
  kind: z.string(),
  currency: z.string(),
  status: z.string(),
  balance: z.string().describe('decimal string'),
});
export const PlayerSessionView = z.object({
  id: z.string(),
  area: z.string(),
  loginMethod: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});
export const PlayerLedgerView = z.object({
  entryId: z.string(),
  type: z.string(),
  kind: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export const PlayerBetView = z.object({
  id: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  status: z.string(),
  stake: z.string(),
  win: z.string(),
  openedAt: z.string(),
});

/** GET /bo/api/players/:id: profile, balances, latest ledger movements and bets, sessions, IPs, devices. */
export const PlayerDetailValue = z.object({
  profile: PlayerRowView.extend({
    email: z.string().nullable(),
    countryDialingCode: z.string().nullable(),
    registerIp: z.string(),
    registerMethod: z.string(),
    language: z.string(),
    totpEnabled: z.boolean(),
    uplineId: z.string().nullable(),
  }),
  currency: z.string(),
  balances: z.array(PlayerBalanceView),
  ledger: z.array(PlayerLedgerView).describe('latest 50 movements of the last 90 days'),
  bets: z.array(PlayerBetView).describe('latest 50 bets'),
  sessions: z.array(PlayerSessionView).describe('latest 50 sessions'),
  ips: z.array(z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() })),
  devices: z.array(z.object({ userAgent: z.string(), sessions: z.number().int(), lastSeenAt: z.string() })),
});
export type PlayerDetailValue = z.infer<typeof PlayerDetailValue>;

export const PlayerReasonRequest = z.strictObject({ reason });
export type PlayerReasonRequest = z.infer<typeof PlayerReasonRequest>;

export const PlayerStatusValue = z.object({ id: z.string(), status: z.enum(PLAYER_STATUSES) });

/** The new password is shown to the operator once and never stored in clear; the player must change it. */
export const PlayerPasswordResetValue = z.object({ temporaryPassword: z.string() });

export const PlayerAdjustRequest = z.strictObject({
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .describe('made once per form by the console; a retry with it moves money once'),
  direction: z.enum(['credit', 'debit']),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,6})?$/, 'expected a positive amount such as 125.50'),
  reason,
});
export type PlayerAdjustRequest = z.infer<typeof PlayerAdjustRequest>;
export const PlayerAdjustValue = z.object({
  operationId: z.string(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  replayed: z.boolean(),
});
export type PlayerAdjustValue = z.infer<typeof PlayerAdjustValue>;

// ── Dashboard ───────────────────────────────────────────────────────────────────────────────
export const DashboardTotals = z.object({
  deposits: z.string(),
  withdrawals: z.string(),
  bets: z.string(),
  wins: z.string(),
  ggr: z.string().describe('bets − wins'),
  newPlayers: z.number().int(),
  activePlayers: z.number().int().describe('players who signed in'),
});
export type DashboardTotals = z.infer<typeof DashboardTotals>;
export const DashboardValue = z.object({
  currency: z.string(),
  timeZone: z.string(),
  today: DashboardTotals,
  month: DashboardTotals,
  daily: z.array(DashboardTotals.extend({ day: z.string() })).describe('the last 30 days, oldest first'),
});
export type DashboardValue = z.infer<typeof DashboardValue>;

// ── Games ───────────────────────────────────────────────────────────────────────────────────
export const GAME_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export const GameAdminQuery = BoPageQuery.extend({
  vendor: z.string().trim().min(1).max(40).optional(),
  gameType: z.string().trim().min(1).max(20).optional(),
  status: z.enum(GAME_STATUSES).optional(),
  q: z.string().trim().min(1).max(100).optional().describe('part of the EN or BN name or the code'),
  sortBy: z.enum(['sort', 'name', 'vendor']).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type GameAdminQuery = z.infer<typeof GameAdminQuery>;
export const GameAdminView = z.object({
  id: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  nameEn: z.string(),
  nameBn: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  status: z.enum(GAME_STATUSES),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sort: z.number().int(),
});
export type GameAdminView = z.infer<typeof GameAdminView>;
export const GameAdminPage = boPage(GameAdminView);
export type GameAdminPage = z.infer<typeof GameAdminPage>;
export const GameIdParams = z.object({ id: z.string().max(20) });
export const GameUpdateRequest = z
  .strictObject({
    status: z.enum(GAME_STATUSES).optional(),
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
    sort: z.number().int().min(0).max(1_000_000).optional(),
    reason: reason.optional(),
  })
  .refine((r) => [r.status, r.isHot, r.isNew, r.sort].some((v) => v !== undefined), {
    message: 'nothing to change',
  });
export type GameUpdateRequest = z.infer<typeof GameUpdateRequest>;

export const VendorAdminView = z.object({
  vendor: z.string(),
  displayName: z.string(),
  gameTypes: z.array(z.string()),
  status: z.enum(GAME_STATUSES),
  sort: z.number().int(),
  games: z.number().int(),
});
export type VendorAdminView = z.infer<typeof VendorAdminView>;
export const VendorParams = z.object({ vendor: z.string().max(40) });
export const VendorUpdateRequest = z.strictObject({
  status: z.enum(GAME_STATUSES),
  reason: reason.optional(),
});
export type VendorUpdateRequest = z.infer<typeof VendorUpdateRequest>;

// ── Messages (the SMS and email outbox) ────────────────────────────────────────────────────────
export const OutboxQuery = BoPageQuery.extend({
  channel: z.enum(['sms', 'email']).optional(),
  recipient: z.string().trim().min(1).max(120).optional().describe('part of the number or address'),
  purpose: z.string().trim().min(1).max(40).optional(),
  status: z.enum(['stored', 'sent', 'failed']).optional(),
  order,
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;
export const OutboxView = z.object({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxView = z.infer<typeof OutboxView>;
export const OutboxPage = boPage(OutboxView);
export type OutboxPage = z.infer<typeof OutboxPage>;
