import type { CatalogueEntry } from './entry.js';

/** Missions and the leaderboard (issue 18, decision 0064). */
export const loyaltyMissionsErrors = {
  MISSION_NOT_FOUND: {
    status: 404,
    when: 'A mission id that does not exist (operator), or is not active now (player).',
    text: { en: 'Mission not found', bn: 'মিশন পাওয়া যায়নি' },
  },
  MISSION_NOT_COMPLETED: {
    status: 409,
    when: 'Claiming a mission whose target the player has not reached in the current or the previous period.',
    text: { en: 'This mission is not completed yet', bn: 'এই মিশন এখনও সম্পূর্ণ হয়নি' },
  },
  MISSION_ALREADY_CLAIMED: {
    status: 409,
    when: 'Claiming a mission whose reward for the period was already paid (a second tab, a double tap).',
    text: { en: 'This reward was already claimed', bn: 'এই পুরস্কার ইতিমধ্যে দাবি করা হয়েছে' },
  },
  MISSION_INVALID: {
    status: 400,
    when: 'A mission the editor cannot save: a count target that is not whole, a game type on a deposit or login mission, an end before the start; `field` names it.',
    text: { en: 'The mission is not valid', bn: 'মিশনটি সঠিক নয়' },
  },
} satisfies Record<string, CatalogueEntry>;
