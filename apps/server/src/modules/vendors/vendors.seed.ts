import type { Tx } from '../../platform/db/client.js';
import * as gamesRepo from '../games/games.catalogue.repo.js';
import * as repo from './vendors.repo.js';
import { newVendorSecret } from './vendors.signature.js';

/**
 * DEMO DATA: a signing secret for every vendor code of the catalogue (random per install, kept
 * in vendor_credential; the studio reads its own and, for the demo vendors it plays, theirs).
 * Insert-if-missing: a restart keeps the secrets.
 */
export async function seedVendorCredentials(tx: Tx, now: Date): Promise<void> {
  const vendors = await gamesRepo.vendors(tx);
  await repo.insertCredentialsIfMissing(
    tx,
    vendors.map((v) => ({
      vendorCode: v.vassalage,
      secret: newVendorSecret(),
      enabled: true,
      createdAt: now,
    })),
  );
}
