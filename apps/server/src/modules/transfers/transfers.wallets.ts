/**
 * A vendor whose games keep their own balance (a "transfer wallet"), as opposed to the seamless
 * vendors that debit the main wallet during play (decision 0021). An adapter moves money
 * between the vendor's wallet and ours; our ledger side goes through the wallet service.
 * None is configured today: every vendor of the site is seamless.
 */
export type TransferWalletAdapter = {
  code: string;
  name: string;
  /** The player's balance at the vendor, in minor units. */
  balance(input: { memberId: string; currency: string }): Promise<bigint>;
  /** Credits the player at the vendor; idempotent on requestId (the vendor's transaction id). */
  deposit(input: {
    memberId: string;
    currency: string;
    amountMinor: bigint;
    requestId: string;
  }): Promise<void>;
  /** Debits the player at the vendor; idempotent on requestId. Throws when the vendor refuses. */
  withdraw(input: {
    memberId: string;
    currency: string;
    amountMinor: bigint;
    requestId: string;
  }): Promise<void>;
};
