import type { Language, RewardCenterValue, RewardItemValue } from '@khela/contract';

/** One part of the promotions module that has lines for the reward centre. */
export type RewardSource = {
  rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]>;
};

/** The order of the statuses on the page: what to act on first, then what is on its way. */
const STATUS_ORDER: Record<RewardItemValue['status'], number> = {
  claimable: 0,
  pending: 1,
  claimed: 2,
  expired: 3,
};

/**
 * The reward centre (`/rewardCenter`, issue 17): every source's lines together — claimable first,
 * then pending, then claimed — newest first within each. The header and side-menu badge is the
 * number of claimable lines (member info's `availablePromotions`).
 */
export function createRewardCenter(sources: () => readonly RewardSource[]) {
  async function center(memberId: bigint, lang: Language): Promise<RewardCenterValue> {
    const lists = await Promise.all(sources().map((source) => source.rewardItems(memberId, lang)));
    const list = lists
      .flat()
      .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.at.localeCompare(a.at));
    return { claimable: list.filter((item) => item.status === 'claimable').length, list };
  }
  return {
    center,
    /** The badge: how many lines the member can claim now. */
    claimableCount: async (memberId: bigint) => (await center(memberId, 'en')).claimable,
  };
}

export type RewardCenter = ReturnType<typeof createRewardCenter>;
