import { z } from 'zod';

// ── Permission info (spec section 4 "Start-up: load permission info"; decision 0085) ────────
// GET /wps/member/permissions, loaded at start beside the status: what the caller's session may
// do and see, by role (spec section 6) and the site's feature flags. Without a token the answer
// is the guest's; a token that is no longer valid answers NOT_LOGGED_IN, so the site drops it.

export const SESSION_ROLES = ['guest', 'trial', 'member', 'agent'] as const;
export const SessionRole = z.enum(SESSION_ROLES);
export type SessionRole = z.infer<typeof SessionRole>;

export const PermissionsValue = z.object({
  role: SessionRole.describe('agent: an agent account (types 1, 2, 41, 42); trial: type 4'),
  area: z
    .enum(['player', 'agent'])
    .nullable()
    .describe('where the session logged in: the player site or the agent centre; null for a guest'),
  can: z.object({
    login: z.boolean().describe('log in or register (a guest)'),
    freePlay: z.boolean().describe('start a trial account (a guest, while FREEPLAY is on)'),
    playForMoney: z
      .boolean()
      .describe('launch any game with real money (a trial plays free-trial games only)'),
    favourites: z.boolean().describe('the favourite and recent lists (any session)'),
    deposit: z.boolean(),
    withdraw: z.boolean(),
    memberCentre: z.boolean().describe('wallet, records, rewards, messages (a real account)'),
    transferUpline: z.boolean().describe('a member sends money to the upline'),
    transferDownline: z.boolean().describe('an agent sends money to a downline'),
    agentCentre: z.boolean().describe('the agent centre (/agentHome): an agent session of the agent area'),
    contracts: z.boolean().describe('salary and dividend contracts (AGENTPOLICY; not for a trial)'),
    referral: z.boolean().describe('invite friends (REFERRAL)'),
  }),
  agentPages: z
    .object({
      dividend: z.boolean(),
      dailySalary: z.boolean(),
      hourlySalary: z.boolean(),
      realtimeSalary: z.boolean(),
    })
    .describe("the agent centre's contract pages the site's flags show (all false outside the agent centre)"),
  trial: z
    .object({
      playMoney: z.string().describe('the play money a trial account starts with, a decimal string'),
      currency: z.string(),
      freeTrialGamesOnly: z.literal(true).describe('only games offering free play (supportPlay 0) start'),
    })
    .nullable()
    .describe("a trial session's limits; null for any other"),
});
export type PermissionsValue = z.infer<typeof PermissionsValue>;
