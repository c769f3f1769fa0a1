import { fairLotteryDraw, generateServerSeed, type LotteryGameKind } from '@khela/game-math';
import { describe, expect, it } from 'vitest';
import { commitmentOf, type DrawRecord, type SealedTicket, sealTickets, verifyDraw } from './fairness.js';

/**
 * ACCEPTANCE 2 (issue 20), the record: 100 stored draws of every game kind recompute from their
 * revealed seeds; a ticket changed after close, a seed that is not the committed one and an
 * outcome that is not the draw's are each caught.
 */

const KINDS: LotteryGameKind[] = ['digits5', 'digits3', 'race10', 'sea4d', 'vn-north', 'vn-south'];

function ticketsOf(drawNo: number): SealedTicket[] {
  return Array.from({ length: 3 }, (_, index) => ({
    ticketId: `T${drawNo}-${index}`,
    playerId: `p${index}`,
    lines: [{ bet: { kind: 'position', position: index, digit: (drawNo + index) % 10 }, stakeMinor: 1000n }],
  }));
}

function stored(drawNo: number, kind: LotteryGameKind): { record: DrawRecord; tickets: SealedTicket[] } {
  const serverSeed = generateServerSeed();
  const tickets = ticketsOf(drawNo);
  const publicValue = sealTickets(tickets);
  return {
    tickets,
    record: {
      drawNo,
      kind,
      serverSeedHash: commitmentOf(serverSeed),
      publicValue,
      serverSeed,
      outcome: fairLotteryDraw(serverSeed, publicValue, drawNo, kind),
    },
  };
}

describe('the fairness record of a draw', () => {
  it('recomputes 100 stored draws of every kind from their revealed seeds', () => {
    for (let drawNo = 1; drawNo <= 100; drawNo += 1) {
      const { record, tickets } = stored(drawNo, KINDS[drawNo % KINDS.length] as LotteryGameKind);
      expect(verifyDraw(record, tickets), `draw ${drawNo}`).toEqual({ ok: true });
    }
  });

  it('seals the tickets whatever their order, and any change after close shows', () => {
    const { record, tickets } = stored(7, 'digits5');
    expect(sealTickets([...tickets].reverse())).toBe(record.publicValue);
    const changed = tickets.map((ticket, index) =>
      index === 1 ? { ...ticket, lines: [{ ...ticket.lines[0], stakeMinor: 1001n }] } : ticket,
    ) as SealedTicket[];
    expect(verifyDraw(record, changed)).toEqual({ ok: false, reason: 'tickets_changed' });
    expect(verifyDraw(record, [...tickets, { ticketId: 'late', playerId: 'p9', lines: [] }])).toEqual({
      ok: false,
      reason: 'tickets_changed',
    });
  });

  it('refuses a seed other than the committed one and an outcome the seed does not give', () => {
    const { record } = stored(8, 'race10');
    expect(verifyDraw({ ...record, serverSeed: generateServerSeed() })).toEqual({
      ok: false,
      reason: 'commitment_mismatch',
    });
    // The first two cars swapped: not the draw the seed gives.
    if (record.outcome.kind !== 'race10') throw new Error('not a race');
    const [first = 0, second = 0, ...rest] = record.outcome.order;
    expect(verifyDraw({ ...record, outcome: { kind: 'race10', order: [second, first, ...rest] } })).toEqual({
      ok: false,
      reason: 'outcome_mismatch',
    });
    expect(verifyDraw({ ...record, serverSeed: 'not a seed' })).toEqual({
      ok: false,
      reason: 'invalid_seeds',
    });
  });
});
