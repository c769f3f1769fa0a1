import type { CatalogueEntry } from './entry.js';

/** Platform messages (messageV2, issue 18, decision 0060): the member's inbox and the composer. */
export const messagingInboxErrors = {
  // ── Platform messages ──────────────────────────────────────────────────────────────
  INBOX_MESSAGE_NOT_FOUND: {
    status: 404,
    when: "A message id that is not one of the caller's messages, or that the caller deleted.",
    text: { en: 'This message is no longer available', bn: 'এই বার্তাটি আর পাওয়া যাচ্ছে না' },
  },
  INBOX_MEMBER_NOT_FOUND: {
    status: 400,
    when: 'A one-player message to a username that is not an active real account. Nothing is sent.',
    text: { en: 'No such player', bn: 'এমন কোনো খেলোয়াড় নেই' },
  },
  INBOX_AGENT_NOT_FOUND: {
    status: 400,
    when: 'An agent-team message to a username that is not an agent. Nothing is sent.',
    text: { en: 'No such agent', bn: 'এমন কোনো এজেন্ট নেই' },
  },
  INBOX_AUDIENCE_EMPTY: {
    status: 400,
    when: 'The audience reaches no member at send time. Nothing is sent.',
    text: { en: 'No member is in this audience', bn: 'এই দর্শকগোষ্ঠীতে কোনো সদস্য নেই' },
  },
  INBOX_AUDIENCE_TOO_LARGE: {
    status: 400,
    when: 'The audience reaches more than {max} members (the most one message is written for). Nothing is sent.',
    text: {
      en: 'One message can reach at most {max} members',
      bn: 'একটি বার্তা সর্বোচ্চ {max} জন সদস্যের কাছে যেতে পারে',
    },
  },
  INBOX_SEGMENT_UNAVAILABLE: {
    status: 400,
    when: 'A VIP-level audience while the VIP levels are not available on this server. Nothing is sent.',
    text: {
      en: 'Messages by VIP level are not available yet',
      bn: 'VIP লেভেল অনুযায়ী বার্তা এখনও পাওয়া যাচ্ছে না',
    },
  },
  INBOX_DATE_RANGE_INVALID: {
    status: 400,
    when: 'A registration-date audience whose start is after its end, or that spans more than {max} days.',
    text: {
      en: 'Choose a start date on or before the end date, at most {max} days apart',
      bn: 'শেষ তারিখের আগে বা একই দিনে শুরুর তারিখ দিন, সর্বোচ্চ {max} দিনের ব্যবধানে',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
