import { seedSystem } from '../modules/system/system.seed.js';
import type { Db } from '../platform/db/client.js';

/** Demo data for the embedded default; every seed is insert-if-missing, so starts never duplicate it. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSystem(tx);
  });
}
