/**
 * The page's verifier (decision 0073): recomputes a past round in the browser with the same
 * maths as the server — SHA-256(seed) must be the previous round's seed (the chain's commitment
 * for round 1), and the point comes from HMAC-SHA256(seed, "publicValue:roundNo:0"): 52 bits r
 * (the low 20 bits of its first word, then its second word) and
 * floor((10,000 − edge) × 2^52 / (100 × (r + 1))) hundredths, at least 100, at most 1,000,000.
 */
const TWO_52 = 2n ** 52n;
const SEED = /^[0-9a-f]{64}$/;

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

export async function crashPointOf(
  seed: string,
  publicValue: string,
  roundNo: number,
  edgeBps: number,
): Promise<number> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const block = new DataView(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${publicValue}:${roundNo}:0`)),
  );
  const high = BigInt(block.getUint32(0) & 0xfffff);
  const low = BigInt(block.getUint32(4));
  const r = (high << 32n) | low;
  const hundredths = (BigInt(10_000 - edgeBps) * TWO_52) / (100n * (r + 1n));
  return Number(hundredths < 100n ? 100n : hundredths > 1_000_000n ? 1_000_000n : hundredths);
}

export type CheckedRound = {
  seed: string;
  previous: string;
  publicValue: string;
  roundNo: number;
  /** The stored point, "2.35". */
  point: string;
  edgeBps: number;
};

export type Check = { chain: boolean; point: number; pointOk: boolean };

export async function checkRound(round: CheckedRound): Promise<Check> {
  const chain =
    SEED.test(round.seed) && SEED.test(round.previous) && (await sha256Hex(round.seed)) === round.previous;
  const point = SEED.test(round.seed)
    ? await crashPointOf(round.seed, round.publicValue, round.roundNo, round.edgeBps)
    : 0;
  return { chain, point, pointOk: Math.round(Number(round.point) * 100) === point };
}
