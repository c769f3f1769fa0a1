import type { CatalogueEntry } from './entry.js';

/** The agent network (decision 0046): team, account opening, contracts, settlement. */
export const agentsErrors = {
  // ── Team ───────────────────────────────────────────────────────────────────────────────────
  AGENT_NOT_IN_TEAM: {
    status: 404,
    when: 'An agent names a member (to drill into, filter by, offer a contract to) who is not in its own team.',
    text: { en: 'This member is not in your team', bn: 'এই সদস্য আপনার টিমে নেই' },
  },
  AGENT_CANNOT_OPEN_AGENT: {
    status: 403,
    when: 'A promoter (type 41) tries to open a sub-agent account: promoters open members only.',
    text: {
      en: 'Your agent type can open member accounts only',
      bn: 'আপনার এজেন্ট ধরন শুধু সদস্য অ্যাকাউন্ট খুলতে পারে',
    },
  },
  // ── Contracts ──────────────────────────────────────────────────────────────────────────────
  AGENT_CONTRACT_DISABLED: {
    status: 403,
    when: 'A contract of a type the site has switched off (AGENTPOLICY, DIVIDENDCT, DAILYSALARY, HOURSALARY, REALTIMESALARY).',
    text: { en: 'This contract type is not available', bn: 'এই ধরনের চুক্তি এখন উপলব্ধ নয়' },
  },
  AGENT_CONTRACT_TYPE_NOT_ALLOWED: {
    status: 403,
    when: "The downline's agent type may not hold this contract type (promoters: salaries only; house agents: none; members: none).",
    text: {
      en: 'This account cannot hold this type of contract',
      bn: 'এই অ্যাকাউন্ট এই ধরনের চুক্তি রাখতে পারে না',
    },
  },
  AGENT_CONTRACT_NOT_DOWNLINE: {
    status: 403,
    when: 'A contract offered to someone who is not a direct downline agent of the caller.',
    text: {
      en: 'Contracts can be offered to your direct downline agents only',
      bn: 'শুধু আপনার সরাসরি ডাউনলাইন এজেন্টদের চুক্তি দেওয়া যায়',
    },
  },
  AGENT_CONTRACT_NONE_OWN: {
    status: 409,
    when: 'An agent offers a contract of a type it holds no accepted contract of itself.',
    text: {
      en: 'You need your own contract of this type before offering one',
      bn: 'চুক্তি দেওয়ার আগে আপনার নিজের এই ধরনের চুক্তি থাকতে হবে',
    },
  },
  AGENT_CONTRACT_RATE_ABOVE_UPLINE: {
    status: 409,
    when: "An offer (or its acceptance) whose rate at some team valid bet and active members would exceed the upline's own rate there.",
    text: {
      en: "A downline's rate cannot be higher than your own",
      bn: 'ডাউনলাইনের রেট আপনার নিজের রেটের চেয়ে বেশি হতে পারে না',
    },
  },
  AGENT_CONTRACT_TIERS_INVALID: {
    status: 400,
    when: 'Tiers not ascending by team valid bet and active members, a rate falling as the tiers rise, or a rate above the cap of its type.',
    text: {
      en: 'The contract tiers must rise step by step, with rates that do not fall and stay within the limit',
      bn: 'চুক্তির ধাপগুলো ক্রমে বাড়তে হবে, রেট কমতে পারবে না এবং সীমার মধ্যে থাকতে হবে',
    },
  },
  AGENT_CONTRACT_NOT_FOUND: {
    status: 404,
    when: 'A contract id that does not exist or is not addressed to (or offered by) the caller.',
    text: { en: 'Contract not found', bn: 'চুক্তি পাওয়া যায়নি' },
  },
  AGENT_CONTRACT_NOT_PENDING: {
    status: 409,
    when: 'Accepting or rejecting a contract request that was already accepted, rejected or terminated.',
    text: {
      en: 'This contract request has already been answered',
      bn: 'এই চুক্তির অনুরোধের উত্তর আগেই দেওয়া হয়েছে',
    },
  },
  AGENT_CONTRACT_NOT_ACTIVE: {
    status: 409,
    when: 'Terminating a contract that is not accepted (still offered, rejected or already terminated).',
    text: { en: 'This contract is not active', bn: 'এই চুক্তিটি সক্রিয় নয়' },
  },
  AGENT_CONTRACT_WRONG_CALL: {
    status: 400,
    when: "A contract request answered through another type's call (e.g. a dividend through MCS2_processDailySalContract).",
    text: {
      en: 'This contract request belongs to another contract type',
      bn: 'এই চুক্তির অনুরোধটি অন্য ধরনের চুক্তির',
    },
  },
  // ── Settlement (back office) ───────────────────────────────────────────────────────────────
  AGENT_PAYOUT_NOT_AWAITING: {
    status: 409,
    when: 'An operator approves or rejects a dividend payout that is not awaiting approval.',
    text: { en: 'This payout is not awaiting approval', bn: 'এই পেমেন্টটি অনুমোদনের অপেক্ষায় নেই' },
  },
  AGENT_PERIOD_OPEN: {
    status: 409,
    when: 'A settlement run asked for a period that has not closed yet (its end plus one 5-minute slot of grace).',
    text: { en: 'This period has not closed yet', bn: 'এই সময়কাল এখনো শেষ হয়নি' },
  },
  AGENT_TYPE_CHANGE_INVALID: {
    status: 409,
    when: "Changing an account's agent type where its upline, its direct downline or its contracts would break the new type's rules (decision 0046), or to the type it already has.",
    text: {
      en: "This account's team or contracts do not allow this agent type",
      bn: 'এই অ্যাকাউন্টের টিম বা চুক্তি এই এজেন্ট ধরন অনুমোদন করে না',
    },
  },
  AGENT_MOVE_INVALID: {
    status: 409,
    when: "Moving a member under an upline inside the member's own team, under itself, under a non-agent, or where it already is.",
    text: {
      en: 'The member cannot be moved under this upline',
      bn: 'সদস্যকে এই আপলাইনের অধীনে সরানো যাবে না',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
