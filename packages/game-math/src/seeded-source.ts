import { assert, type RandomSource } from './random-source.js';

/**
 * xoshiro128** (Blackman and Vigna, 2018): a fast, seeded, NON-cryptographic generator for
 * simulations (the RTP test draws ~60 million words a game). Never for real bets: those use
 * `cryptoRandomSource` or `ProvablyFairSource`. The 128-bit state is expanded from one 32-bit
 * seed with splitmix32, so a printed seed reproduces a run exactly.
 */
export class SeededSource implements RandomSource {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: number) {
    assert(Number.isInteger(seed) && seed >= 0 && seed <= 0xffff_ffff, 'seed must be a uint32');
    let state = seed >>> 0;
    const next = (): number => {
      state = (state + 0x9e37_79b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85eb_ca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2_ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.s0 = next();
    this.s1 = next();
    this.s2 = next();
    this.s3 = next();
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  nextUint32(): number {
    const s1 = this.s1;
    const x = Math.imul(s1, 5);
    const result = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result;
  }
}
