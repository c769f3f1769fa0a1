import { z } from 'zod';
import {
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  ContractItem,
  ContractOfferRequest,
  DIVIDEND_PERIODS,
  PAYOUT_STATUSES,
} from './agents.js';

// ── Back office: the agent network (decision 0046) ───────────────────────────────────────────

const Paging = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const Page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    totalPages: z.number().int(),
    pageNo: z.number().int(),
  });
const Reason = z.string().trim().min(3).max(500);

export const BoAgentTypesValue = z.object({
  list: z.array(
    z.object({
      type: z.number().int(),
      name: z.string(),
      opens: z.array(z.number().int()),
      under: z.array(z.number().int().nullable()),
      contracts: z.array(z.enum(CONTRACT_TYPES)),
    }),
  ),
});

export const BoAgentTreeQuery = z.object({ under: z.string().trim().max(64).optional() });
/** The children of a member (the tops when none), a page at a time: agents first, then by username. */
export const BoAgentChildrenQuery = BoAgentTreeQuery.extend({ ...Paging });
export const BoAgentTreeRow = z.object({
  id: z.string(),
  username: z.string(),
  type: z.number().int(),
  status: z.string(),
  teamSize: z.number().int(),
  contracts: z.array(
    z.object({ id: z.string(), type: z.string(), period: z.string(), topRateBp: z.number().int() }),
  ),
});
export type BoAgentTreeRow = z.infer<typeof BoAgentTreeRow>;
export const BoAgentChildrenValue = Page(BoAgentTreeRow);
export type BoAgentChildrenValue = z.infer<typeof BoAgentChildrenValue>;
/** Where the tree stands: the member opened (none at the tops) and its moves. */
export const BoAgentTreeValue = z.object({
  parent: z.object({ username: z.string(), type: z.number().int(), path: z.string() }).nullable(),
  moves: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string().nullable(),
      teamSize: z.number().int(),
      operatorId: z.string(),
      reason: z.string(),
      at: z.string(),
    }),
  ),
});
export type BoAgentTreeValue = z.infer<typeof BoAgentTreeValue>;

export const BoContractQuery = z.object({
  downline: z.string().trim().max(64).optional(),
  type: z.enum(CONTRACT_TYPES).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  ...Paging,
});
export const BoContractPage = Page(
  ContractItem.extend({
    events: z.array(
      z.object({
        kind: z.string(),
        reason: z.string().nullable(),
        cause: z.string().nullable(),
        /** The operator's reason for a termination. */
        note: z.string().nullable(),
        actor: z.string(),
        at: z.string(),
      }),
    ),
  }),
);
export type BoContractPage = z.infer<typeof BoContractPage>;
export const BoContractOfferRequest = ContractOfferRequest;
export const BoReasonRequest = z.strictObject({ reason: Reason });
export const BoIdParams = z.object({ id: z.string().regex(/^\d{1,19}$/) });

export const BoMoveRequest = z.strictObject({
  member: z.string().trim().min(1).max(64),
  toUpline: z.string().trim().min(1).max(64).nullable().describe('null: to the top of the tree'),
  reason: Reason,
});
export const BoMoveValue = z.object({
  member: z.string(),
  toUpline: z.string().nullable(),
  moved: z.number().int(),
  contractsEnded: z.number().int(),
});

export const BoRunQuery = z.object({ ...Paging });
export const BoRunPage = Page(
  z.object({
    id: z.string(),
    type: z.string(),
    periodKind: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    status: z.string(),
    attempts: z.number().int(),
    agents: z.number().int(),
    paid: z.string(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    trigger: z.string(),
  }),
);
export type BoRunPage = z.infer<typeof BoRunPage>;
export const BoRunRequest = z.strictObject({
  type: z.enum(CONTRACT_TYPES),
  periodKind: z.enum(DIVIDEND_PERIODS).optional().describe('dividends only (weekly when left out)'),
  at: z.iso.datetime().describe('any instant inside the period to settle'),
});
export const BoRunValue = z.object({
  type: z.string(),
  periodKind: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  outcome: z.enum(['settled', 'already', 'busy', 'incomplete']),
  agents: z.number().int(),
  paid: z.string(),
});

export const BoPayoutQuery = z.object({
  runId: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
  ...Paging,
});
export const BoPayoutPage = Page(
  z.object({
    id: z.string(),
    runId: z.string(),
    agent: z.string(),
    type: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    teamValidBet: z.string(),
    teamNetLoss: z.string(),
    activeMembers: z.number().int(),
    rateBp: z.number().int(),
    gross: z.string(),
    downlineGross: z.string(),
    carryIn: z.string(),
    amount: z.string(),
    carryOut: z.string(),
    status: z.string(),
    paidAt: z.string().nullable(),
    decidedBy: z.string().nullable(),
  }),
);
export type BoPayoutPage = z.infer<typeof BoPayoutPage>;
export const BoPayoutDecisionValue = z.object({ id: z.string(), status: z.string() });

export const BoAgentTypeRequest = z.strictObject({
  member: z.string().trim().min(1).max(64),
  type: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(41), z.literal(42)])
    .describe('0: a plain member'),
  reason: Reason,
});
export const BoAgentTypeValue = z.object({
  member: z.string(),
  from: z.number().int(),
  to: z.number().int(),
});
