import { randomBytes } from 'node:crypto';
import type { VendorRequest } from '@khela/contract';
import { isCurrencyCode, resolveCurrency, tryParseAmount } from '@khela/money';
import type { PostInput } from '../wallet/wallet.model.js';
import {
  actorOf,
  type CallHandler,
  type CallMeta,
  type CallTools,
  fresh,
  memberIdOf,
} from './vendors.call-kit.js';
import { Refusal, refusalBody } from './vendors.errors.js';
import { replay } from './vendors.idempotency.js';
import * as repo from './vendors.repo.js';
import { canonicalJson, sha256Hex } from './vendors.signature.js';

type Item = VendorRequest<'credit'>;

/** Fewest items worth a bulk posting; fewer go one by one. */
const MIN_BULK = 2;
/** Items paid one by one at a time (those the bulk posting does not take). */
const ONE_BY_ONE_CONCURRENCY = 4;

/**
 * credits: many credits in one call (decision 0068). Each item is a `credit` with its own
 * transactionId and is answered exactly as that credit alone would be, with the same idempotency
 * (its row is the one a `credit` replays). The common case — a fresh cash credit (a win, or 0.00
 * for a loss) on an open round of a player with no bonus in play — is paid in ONE bulk wallet
 * posting (vendor → each winner, on one vendor shard) whose follow-up credits every round and
 * claims every id in the same statement; anything else, and the whole batch if that follow-up
 * declines (a concurrent credit took an id, a round changed meanwhile), goes through the `credit`
 * call one item at a time. Never atomic: one item's refusal is its own answer.
 */
export function creditsCall(
  tools: CallTools,
  credit: CallHandler<'credit'>,
  logError?: (error: unknown, reference: string) => void,
): CallHandler<'credits'> {
  const { ctx, wallet } = tools;

  /** One item through the `credit` call; a refusal or failure is its answer (as `credit` alone). */
  async function alone(item: Item, meta: CallMeta): Promise<string> {
    try {
      return (await credit(item, meta)).body;
    } catch (error) {
      if (error instanceof Refusal) return refusalBody(error);
      const reference = randomBytes(6).toString('hex');
      logError?.(error, reference);
      return refusalBody(new Refusal('INTERNAL_ERROR', `reference ${reference}`));
    }
  }

  return async (request, meta) => {
    const { vendorCode } = meta;
    const items = request.credits;
    if (new Set(items.map((item) => item.transactionId)).size !== items.length) {
      throw new Refusal('INVALID_REQUEST', 'credits: a transactionId appears more than once');
    }
    // Each item's hash is the one a `credit` with that body has: a later credit replays it.
    const metas = items.map(
      (item): CallMeta => ({
        vendorCode,
        requestHash: sha256Hex(`credit:${canonicalJson(item)}`),
        logOf: () => undefined,
      }),
    );
    const answers: (string | undefined)[] = items.map(() => undefined);

    // Which items the bulk posting may take.
    const members = items.map((item) =>
      /^[1-9]\d{0,17}$/.test(item.playerId) ? memberIdOf(item.playerId) : undefined,
    );
    const looked = members.some((member) => member !== undefined)
      ? await repo.creditsLookup(
          ctx.database,
          vendorCode,
          items.flatMap((item, i) => {
            const memberId = members[i];
            return memberId === undefined ? [] : [{ ...item, memberId }];
          }),
        )
      : [];
    const bulk: { index: number; batch: repo.BatchCredit }[] = [];
    const transfers: PostInput['transfers'] = [];
    const rounds = new Set<string>();
    let currency: string | undefined;
    let at = 0;
    items.forEach((item, index) => {
      const memberId = members[index];
      if (memberId === undefined) return;
      const found = looked[at++];
      if (!found) return;
      if (found.known) {
        answers[index] = replay(found.known, 'credit', metas[index]?.requestHash ?? '').body;
        return;
      }
      const { session } = found;
      if (!session || session.playMoney || found.wagering || found.roundHasBonus || !found.roundOpenToCredit)
        return;
      // One item per round (the booking credits each round once), one currency per posting.
      if (rounds.has(item.roundId) || (currency !== undefined && session.currency !== currency)) return;
      if (item.currency !== session.currency || !isCurrencyCode(session.currency)) return;
      const parsed = tryParseAmount(item.amount, session.currency, { allowNegative: false });
      if (!parsed.ok) return; // INVALID_AMOUNT is the item's own call's to say
      const winMinor = parsed.value;
      currency = session.currency;
      rounds.add(item.roundId);
      bulk.push({
        index,
        batch: {
          transactionId: item.transactionId,
          requestHash: metas[index]?.requestHash ?? '',
          memberId,
          roundId: item.roundId,
          gameCode: item.gameCode,
          currency: session.currency,
          winMinor,
          settles: item.endRound !== false,
          bonusMinor: found.bonusMinor,
          scale: resolveCurrency(session.currency).exponent,
          // A zero credit posts nothing; transfer k's entries are 2k (the vendor) and 2k + 1 (the
          // player), so a player's entry carries the balance after this credit, in order.
          entry: winMinor === 0n ? undefined : 2 * transfers.length + 1,
        },
      });
      if (winMinor > 0n) {
        transfers.push({
          from: { system: 'vendor', ownerId: vendorCode, currency: session.currency },
          to: { player: memberId.toString(), kind: 'cash', currency: session.currency },
          amountMinor: winMinor,
        });
      }
    });

    if (bulk.length >= MIN_BULK) {
      const booking = repo.creditsBooking(
        vendorCode,
        ctx.now(),
        bulk.map((b) => b.batch),
      );
      try {
        let followed: unknown;
        if (transfers.length > 0) {
          const ids = bulk.map((b) => b.batch.transactionId);
          const posted = await wallet.executeBulkThen(
            {
              idempotencyKey: `vendor:${vendorCode}:credits:${sha256Hex(ids.join('\n'))}`,
              type: 'win',
              transfers,
              reference: `${vendorCode}:credits`,
              actor: actorOf(vendorCode),
            },
            booking,
          );
          if (posted.result.status === 'posted') followed = posted.followed;
        } else {
          followed = await tools.inTransaction((tx) => repo.creditsAlone(tx, booking));
        }
        if (followed !== undefined) {
          const bodies = repo.creditsBodiesOf(followed);
          bulk.forEach((b, k) => {
            answers[b.index] = bodies[k];
          });
        }
      } catch (error) {
        // Declined (nothing kept) or failed: every item goes one by one below.
        if (!repo.isBookingDeclined(error)) logError?.(error, 'credits bulk posting');
      }
    }

    // The rest one by one, each exactly as its `credit` call.
    const rest = items.flatMap((item, index) => (answers[index] === undefined ? [{ item, index }] : []));
    let next = 0;
    const worker = async () => {
      while (next < rest.length) {
        const { item, index } = rest[next++] as (typeof rest)[number];
        answers[index] = await alone(item, metas[index] as CallMeta);
      }
    };
    await Promise.all(Array.from({ length: Math.min(ONE_BY_ONE_CONCURRENCY, rest.length) }, worker));
    return fresh(`{"status":"OK","results":[${answers.join(',')}]}`);
  };
}
