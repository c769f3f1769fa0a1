import { count } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { loyaltyLeaderboardPrize, loyaltyMission } from './loyalty.missions.tables.js';

/** BDT in minor units (paisa). */
const taka = (amount: number) => BigInt(amount) * 100n;

/**
 * Demo missions and leaderboard prizes (decision 0064), inserted once when there are none. None
 * completes by merely logging in or by a small deposit, so a demo login's reward badge stays as
 * the promotions left it.
 */
export async function seedMissions(tx: Tx, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(loyaltyMission);
  if ((existing?.n ?? 0) > 0) return;
  const activeFrom = new Date('2026-01-01T00:00:00Z');
  const mission = (
    sort: number,
    period: 'daily' | 'weekly',
    kind: 'deposit' | 'bet' | 'rounds' | 'login',
    gameType: string | null,
    title: { bn: string; en: string },
    targetMinor: bigint,
    rewardMinor: bigint,
  ) => ({
    period,
    kind,
    gameType,
    title,
    targetMinor,
    rewardKind: 'cash',
    rewardMinor,
    wageringMultiple: 0,
    active: true,
    activeFrom,
    activeUntil: null,
    sort,
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .insert(loyaltyMission)
    .values([
      mission(
        1,
        'daily',
        'bet',
        null,
        { en: 'Bet 500 on any game', bn: 'যেকোনো গেমে ৫০০ বাজি ধরুন' },
        taka(500),
        taka(10),
      ),
      mission(
        2,
        'daily',
        'rounds',
        'RNG',
        { en: 'Play 20 slot rounds', bn: '২০ রাউন্ড স্লট খেলুন' },
        20n,
        taka(5),
      ),
      mission(
        3,
        'daily',
        'deposit',
        null,
        { en: 'Deposit 5,000 today', bn: 'আজ ৫,০০০ জমা দিন' },
        taka(5000),
        taka(50),
      ),
      mission(
        4,
        'weekly',
        'bet',
        'LIVE',
        { en: 'Bet 20,000 on live casino', bn: 'লাইভ ক্যাসিনোতে ২০,০০০ বাজি ধরুন' },
        taka(20_000),
        taka(200),
      ),
      mission(
        5,
        'weekly',
        'login',
        null,
        { en: 'Log in 3 days running', bn: 'টানা ৩ দিন লগইন করুন' },
        3n,
        taka(30),
      ),
    ]);
  await tx.insert(loyaltyLeaderboardPrize).values([
    ...[500, 300, 100].map((amount, i) => ({ period: 'daily', rank: i + 1, amountMinor: taka(amount) })),
    ...[3000, 1500, 800, 400, 200].map((amount, i) => ({
      period: 'weekly',
      rank: i + 1,
      amountMinor: taka(amount),
    })),
  ]);
}
