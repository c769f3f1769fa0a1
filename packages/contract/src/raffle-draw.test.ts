import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type Digest,
  drawWinners,
  type RaffleTicket,
  rafflePublicValue,
  sha256Hex,
  verifyRaffle,
} from './raffle-draw.js';

/** The raffle draw (decision 0055): reproducible, unbiased, and checkable by the verifier. */
const nodeDigest: Digest = (data) => createHash('sha256').update(data).digest();
const seedOf = (i: number) => createHash('sha256').update(`raffle-test-seed-${i}`).digest('hex');
const ticketsOf = (n: number): RaffleTicket[] =>
  Array.from({ length: n }, (_, i) => ({ no: i + 1, holder: `pl***${i % 10}` }));

/** Upper critical values of chi-square at 99 % (standard tables), by degrees of freedom. */
const CHI_SQUARE_99: Record<number, number> = { 6: 16.812, 9: 21.666 };
/** Adds one to a bucket. */
const bump = (buckets: number[], at: number) => {
  buckets[at] = (buckets[at] ?? 0) + 1;
};
const chiSquare = (observed: number[], expected: number) =>
  observed.reduce((s, o) => s + (o - expected) ** 2 / expected, 0);

describe('drawWinners', () => {
  it('is reproducible, and any change of seed or public value changes the draw', async () => {
    const tickets = ticketsOf(50);
    const prizes = [
      { rank: 1, count: 1 },
      { rank: 2, count: 3 },
    ];
    const pv = await rafflePublicValue('7', tickets, nodeDigest);
    const a = await drawWinners(seedOf(1), pv, tickets, prizes, nodeDigest);
    expect(await drawWinners(seedOf(1), pv, tickets, prizes, nodeDigest)).toEqual(a);
    expect(a.map((w) => w.rank)).toEqual([1, 2, 2, 2]);
    expect(new Set(a.map((w) => w.ticketNo)).size).toBe(4);
    const otherSeed = await drawWinners(seedOf(2), pv, tickets, prizes, nodeDigest);
    const otherPv = await drawWinners(seedOf(1), `${pv.slice(0, 63)}0`, tickets, prizes, nodeDigest);
    expect(otherSeed.map((w) => w.ticketNo)).not.toEqual(a.map((w) => w.ticketNo));
    expect(otherPv.map((w) => w.ticketNo)).not.toEqual(a.map((w) => w.ticketNo));
  });

  it('gives the same winners with Web Crypto as with node:crypto (the browser and the server agree)', async () => {
    const tickets = ticketsOf(1234);
    const prizes = [{ rank: 1, count: 20 }];
    const pvWeb = await rafflePublicValue('42', tickets);
    expect(pvWeb).toBe(await rafflePublicValue('42', tickets, nodeDigest));
    expect(await drawWinners(seedOf(3), pvWeb, tickets, prizes)).toEqual(
      await drawWinners(seedOf(3), pvWeb, tickets, prizes, nodeDigest),
    );
    expect(await sha256Hex(seedOf(3))).toBe(createHash('sha256').update(seedOf(3)).digest('hex'));
  });

  it('throws away a word in the biased tail instead of folding it (no modulo bias)', async () => {
    // 2^32 mod 3 = 1: the word 0xffffffff would make ticket 1 a little likelier; it must be redrawn.
    const block = new Uint8Array(32);
    block.set([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 5]);
    const scripted: Digest = () => block;
    const [w] = await drawWinners(seedOf(0), 'pv', ticketsOf(3), [{ rank: 1, count: 1 }], scripted);
    expect(w?.ticketNo).toBe(3); // 5 mod 3 = 2 → the third ticket, from the second word
  });

  it('gives a ticket at most one prize, and leaves slots empty when tickets run out', async () => {
    const w = await drawWinners(seedOf(4), 'pv', ticketsOf(3), [{ rank: 1, count: 5 }], nodeDigest);
    expect(w).toHaveLength(3);
    expect(new Set(w.map((x) => x.ticketNo))).toEqual(new Set([1, 2, 3]));
    expect(await drawWinners(seedOf(4), 'pv', [], [{ rank: 1, count: 5 }], nodeDigest)).toEqual([]);
  });

  it('refuses a seed that is not 64 lower-case hex characters', async () => {
    await expect(drawWinners('ABC', 'pv', ticketsOf(3), [{ rank: 1, count: 1 }])).rejects.toThrow(RangeError);
  });

  it('passes a chi-square uniformity test at 99 % over 100,000 draws, for every prize slot', async () => {
    const n = 7; // 2^32 is not a multiple of 7, 6 or 5: the rejection path is exercised
    const tickets = ticketsOf(n);
    const prizes = [
      { rank: 1, count: 1 },
      { rank: 2, count: 2 },
    ];
    const draws = 100_000;
    const counts = [0, 1, 2].map(() => new Array<number>(n).fill(0));
    const pv = await rafflePublicValue('chi', tickets, nodeDigest);
    for (let i = 0; i < draws; i++) {
      const winners = await drawWinners(seedOf(i), pv, tickets, prizes, nodeDigest);
      for (const w of winners) bump(counts[w.slot] as number[], w.ticketNo - 1);
    }
    for (const slot of counts) {
      expect(slot.reduce((a, b) => a + b, 0)).toBe(draws);
      expect(chiSquare(slot, draws / n)).toBeLessThan(CHI_SQUARE_99[n - 1] as number);
    }
  }, 20_000);

  it('would catch a biased draw: the same test fails on modulo folding of a small word space', () => {
    // A control for the test itself: folding 3-bit words onto 7 tickets favours ticket 1.
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 100_000; i++) bump(counts, (i % 8) % 7);
    expect(chiSquare(counts, 100_000 / 7)).toBeGreaterThan(CHI_SQUARE_99[6] as number);
  });
});

describe('verifyRaffle', () => {
  it('verifies a true draw, and names what is wrong in a false one', async () => {
    const tickets = ticketsOf(20);
    const prizes = [{ rank: 1, count: 2 }];
    const seed = seedOf(9);
    const publicValue = await rafflePublicValue('5', tickets);
    const winners = await drawWinners(seed, publicValue, tickets, prizes);
    const input = {
      raffleId: '5',
      seed,
      commitment: await sha256Hex(seed),
      publicValue,
      tickets,
      prizes,
      winners,
    };
    expect((await verifyRaffle(input)).verified).toBe(true);
    const swapped = winners.map((w, i) => ({ ...w, ticketNo: winners[(i + 1) % 2]?.ticketNo ?? 0 }));
    expect(await verifyRaffle({ ...input, winners: swapped })).toMatchObject({
      verified: false,
      winnersOk: false,
    });
    expect(await verifyRaffle({ ...input, seed: seedOf(10) })).toMatchObject({
      verified: false,
      commitmentOk: false,
    });
    expect(await verifyRaffle({ ...input, tickets: tickets.slice(1) })).toMatchObject({
      verified: false,
      publicValueOk: false,
    });
  });
});
