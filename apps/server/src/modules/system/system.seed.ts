import type { Tx } from '../../platform/db/client.js';
import { siteSetting } from './system.tables.js';

/** Demo site settings; inserted only when missing so a restart never overwrites an operator's change. */
export async function seedSystem(tx: Tx): Promise<void> {
  await tx
    .insert(siteSetting)
    .values([
      { code: 'MAINTENANCE', module: 'system', value: { enabled: false }, description: 'Site maintenance' },
    ])
    .onConflictDoNothing();
}
