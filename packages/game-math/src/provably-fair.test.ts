import { describe, expect, it } from 'vitest';
import { cryptoRandomSource, generateClientSeed, generateServerSeed } from './csprng.js';
import {
  fairBlock,
  hashServerSeed,
  isServerSeed,
  MAX_FAIR_ROUNDS,
  ProvablyFairSource,
  verify,
} from './provably-fair.js';
import type { RandomSource } from './random-source.js';
import { shuffle } from './shuffle.js';
import { uniformInt } from './uniform.js';

const SERVER_SEED = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const CLIENT_SEED = 'player-seed';

function words(source: RandomSource, count: number): number[] {
  return Array.from({ length: count }, () => source.nextUint32());
}

describe('provably-fair stream', () => {
  // Pinned with OpenSSL, independently of this code:
  //   printf %s "$SEED" | openssl dgst -sha256
  //   printf %s "player-seed:0:0" | openssl dgst -sha256 -hmac "$SEED"   (and :0:1, :1:0)
  it('matches the pinned commitment and HMAC-SHA256 test vectors', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(
      'a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e',
    );
    const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0 };
    expect(fairBlock(seeds, 0).toString('hex')).toBe(
      '1e7cafebb935f97354ee65b90b8d3b4d9d74ec4f30bb9c28431ba134077fc7c2',
    );
    expect(fairBlock(seeds, 1).toString('hex')).toBe(
      '2f0d587d36b7476b18203aaa5a8add2731331733eecfcd1b6c37a8dc6fd75a98',
    );
  });

  it('reads each block as eight big-endian words, then moves to the next round', () => {
    const source = new ProvablyFairSource(SERVER_SEED, CLIENT_SEED, 0);
    expect(words(source, 9)).toEqual([
      0x1e7cafeb, 0xb935f973, 0x54ee65b9, 0x0b8d3b4d, 0x9d74ec4f, 0x30bb9c28, 0x431ba134, 0x077fc7c2,
      0x2f0d587d,
    ]);
    expect(new ProvablyFairSource(SERVER_SEED, CLIENT_SEED, 1).nextUint32()).toBe(0x5492a205);
  });

  it('is deterministic for the same seeds and changes with nonce, client seed or server seed', () => {
    const first = words(new ProvablyFairSource(SERVER_SEED, CLIENT_SEED, 7), 100);
    expect(words(new ProvablyFairSource(SERVER_SEED, CLIENT_SEED, 7), 100)).toEqual(first);
    expect(words(new ProvablyFairSource(SERVER_SEED, CLIENT_SEED, 8), 100)).not.toEqual(first);
    expect(words(new ProvablyFairSource(SERVER_SEED, 'other', 7), 100)).not.toEqual(first);
    expect(words(new ProvablyFairSource('f'.repeat(64), CLIENT_SEED, 7), 100)).not.toEqual(first);
  });

  it('refuses malformed seeds, nonces and rounds', () => {
    const bad: [string, string, number][] = [
      [SERVER_SEED.toUpperCase(), CLIENT_SEED, 0],
      [SERVER_SEED.slice(1), CLIENT_SEED, 0],
      [SERVER_SEED, '', 0],
      [SERVER_SEED, 'has space', 0],
      [SERVER_SEED, 'x'.repeat(65), 0],
      [SERVER_SEED, CLIENT_SEED, -1],
      [SERVER_SEED, CLIENT_SEED, 1.5],
    ];
    for (const [server, client, nonce] of bad) {
      expect(() => new ProvablyFairSource(server, client, nonce)).toThrow(RangeError);
    }
    const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0 };
    expect(() => fairBlock(seeds, MAX_FAIR_ROUNDS)).toThrow(RangeError);
    expect(() => hashServerSeed('not hex')).toThrow(RangeError);
  });
});

describe('verify', () => {
  const rollDice = (source: RandomSource) => [uniformInt(source, 1, 6), uniformInt(source, 1, 6)];
  const reveal = {
    serverSeed: SERVER_SEED,
    serverSeedHash: hashServerSeed(SERVER_SEED),
    clientSeed: CLIENT_SEED,
    nonce: 3,
  };

  it('recomputes the outcome the game drew from the same seeds', () => {
    const played = rollDice(new ProvablyFairSource(SERVER_SEED, CLIENT_SEED, 3));
    expect(verify(reveal, rollDice)).toEqual({ ok: true, outcome: played });
    const deal = (source: RandomSource) => shuffle(source, ['A', 'K', 'Q', 'J']);
    expect(verify({ ...reveal, serverSeedHash: reveal.serverSeedHash.toUpperCase() }, deal)).toEqual({
      ok: true,
      outcome: deal(new ProvablyFairSource(SERVER_SEED, CLIENT_SEED, 3)),
    });
  });

  it('reports a revealed seed that does not match its commitment, or malformed input', () => {
    expect(verify({ ...reveal, serverSeedHash: hashServerSeed('f'.repeat(64)) }, rollDice)).toEqual({
      ok: false,
      reason: 'commitment_mismatch',
    });
    expect(verify({ ...reveal, serverSeed: 'short' }, rollDice)).toEqual({
      ok: false,
      reason: 'invalid_seeds',
    });
    expect(verify({ ...reveal, nonce: -1 }, rollDice)).toEqual({ ok: false, reason: 'invalid_seeds' });
  });
});

describe('CSPRNG', () => {
  it('generates well-formed, distinct seeds', () => {
    const seed = generateServerSeed();
    expect(isServerSeed(seed)).toBe(true);
    expect(generateServerSeed()).not.toBe(seed);
    expect(hashServerSeed(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(generateClientSeed()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('yields uint32 words across buffer refills, usable for draws', () => {
    const source = cryptoRandomSource();
    const drawn = words(source, 10_000);
    for (const word of drawn) expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
    expect(new Set(drawn).size).toBeGreaterThan(9_900);
    // The mean of 10 000 uniform words is within 8 standard deviations (±1e8) of 2^31.
    const mean = drawn.reduce((total, word) => total + word, 0) / drawn.length;
    expect(Math.abs(mean - 2 ** 31)).toBeLessThan(1e8);
    const roll = uniformInt(source, 1, 6);
    expect(roll >= 1 && roll <= 6).toBe(true);
  });
});
