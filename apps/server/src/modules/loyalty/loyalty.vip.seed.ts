import type { VipLadderInput } from '@khela/contract';
import type { Tx } from '../../platform/db/client.js';
import { ladderOf } from './loyalty.vip.ladder.js';
import * as repo from './loyalty.vip.repo.js';

const level = (
  rank: number,
  label: { bn: string; en: string },
  upgrade: [string, string],
  keep: [string, string],
  bonus: [string, string],
  rebateBp: number,
  pointsRateBp: number,
  withdraw: [number, string],
): VipLadderInput['levels'][number] => ({
  rank,
  label,
  upgradeValidBet: upgrade[0],
  upgradeDeposit: upgrade[1],
  keepValidBet: keep[0],
  keepDeposit: keep[1],
  levelUpBonus: bonus[0],
  periodicBonus: bonus[1],
  rebateRates: { RNG: rebateBp + 10, LIVE: rebateBp, SPORTS: rebateBp },
  defaultRebateBp: rebateBp,
  pointsRateBp,
  withdrawDailyCount: withdraw[0],
  withdrawDailyAmount: withdraw[1],
});

/** The demo ladder (decision 0063): six levels in BDT over a 30-day window, checked and paid monthly. */
export const DEMO_VIP_LADDER: VipLadderInput = {
  windowDays: 30,
  retentionPeriod: 'month',
  bonusPeriod: 'month',
  levels: [
    level(1, { bn: 'ব্রোঞ্জ', en: 'Bronze' }, ['5000', '1000'], ['2000', '500'], ['50', '20'], 10, 11_000, [
      5,
      '50000',
    ]),
    level(2, { bn: 'সিলভার', en: 'Silver' }, ['20000', '5000'], ['8000', '2000'], ['188', '58'], 20, 12_000, [
      6,
      '100000',
    ]),
    level(3, { bn: 'গোল্ড', en: 'Gold' }, ['100000', '20000'], ['40000', '8000'], ['588', '188'], 30, 13_000, [
      8,
      '200000',
    ]),
    level(
      4,
      { bn: 'প্লাটিনাম', en: 'Platinum' },
      ['500000', '80000'],
      ['200000', '30000'],
      ['1888', '588'],
      40,
      15_000,
      [10, '500000'],
    ),
    level(
      5,
      { bn: 'ডায়মন্ড', en: 'Diamond' },
      ['2000000', '300000'],
      ['800000', '120000'],
      ['5888', '1888'],
      50,
      17_500,
      [15, '1000000'],
    ),
    level(
      6,
      { bn: 'রয়্যাল', en: 'Royal' },
      ['10000000', '1000000'],
      ['4000000', '400000'],
      ['18888', '5888'],
      60,
      20_000,
      [20, '3000000'],
    ),
  ],
};

/** Writes the demo ladder when the site has none (insert-if-missing, as every seed). */
export async function seedVip(tx: Tx, now: Date): Promise<void> {
  ladderOf(DEMO_VIP_LADDER, 'BDT');
  await repo.seedLadder(tx, DEMO_VIP_LADDER, now);
}
