import type { Tx } from '../../platform/db/client.js';
import * as repo from './accounts.payee.repo.js';

/** Names compare without case or repeated spaces: "Demo  player" is "Demo Player". */
export function samePayeeName(a: string, b: string): boolean {
  const normal = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}

/** A member as the cashier's desk sees them; `active` is false for a locked or disabled account. */
export type PayoutProfile = { username: string; type: number; active: boolean; payeeName: string | null };

/**
 * The member's payee name (the real name payouts go to; a registration field), for the
 * payments module: payout accounts must carry it (docs/decisions/0020).
 */
export function createPayeeNames() {
  return {
    /**
     * Username, account type, state and payee name by member id (ids as text), for the back
     * office's withdrawal queue; unknown ids are left out.
     */
    async payoutProfilesOf(tx: Tx, memberIds: readonly string[]): Promise<Map<string, PayoutProfile>> {
      const ids = [...new Set(memberIds)].filter((id) => /^\d{1,19}$/.test(id)).map((id) => BigInt(id));
      const rows = await repo.payoutProfilesOf(tx, ids);
      return new Map(
        rows.map((r) => [
          r.id.toString(),
          { username: r.username, type: r.type, active: r.status === 'active', payeeName: r.payeeName },
        ]),
      );
    },
    /** The stored payee name; null when the member has none yet. */
    async payeeNameOf(tx: Tx, memberId: string): Promise<string | null> {
      return (await repo.payeeNameOf(tx, BigInt(memberId))) ?? null;
    },
    /**
     * Inside the caller's transaction: sets `name` when the member has no payee name yet (the
     * first payout account decides it), then says whether `name` matches the member's name.
     */
    async matchOrClaimPayeeName(tx: Tx, memberId: string, name: string): Promise<boolean> {
      const current = await repo.claimPayeeName(tx, BigInt(memberId), name.trim().replace(/\s+/g, ' '));
      return current !== null && samePayeeName(current, name);
    },
  };
}
