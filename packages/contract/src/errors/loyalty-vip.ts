import type { CatalogueEntry } from './entry.js';

/** VIP levels (issue 18, decision 0063): the ladder editor and the operator's manual level. */
export const loyaltyVipErrors = {
  VIP_LADDER_INVALID: {
    status: 400,
    when: 'A VIP ladder whose ranks are not 1…N in order, whose upgrade thresholds do not increase with the level, whose retention thresholds exceed the upgrade ones, or whose amounts are not amounts of the site currency; `field` names the first wrong field.',
    text: { en: 'The VIP ladder is not valid: {field}', bn: 'ভিআইপি স্তরের তালিকা সঠিক নয়: {field}' },
  },
  VIP_LEVEL_NOT_FOUND: {
    status: 400,
    when: 'An operator sets a player to a VIP rank the ladder does not have (rank 0, no VIP, is always allowed).',
    text: { en: 'There is no VIP level {rank}', bn: '{rank} নম্বর ভিআইপি স্তর নেই' },
  },
} as const satisfies Record<string, CatalogueEntry>;
