/** A shown or wire amount as integer minor units, exactly: "৳5,000.00" → 500000n (no floats). */
export function minorUnits(amount: string): bigint {
  const plain = amount.replace(/[^\d.-]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) throw new Error(`not an amount: "${amount}"`);
  const [, sign, whole, fraction = ''] = match;
  const value = BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -value : value;
}

/** A player API call's value (the envelope unwrapped), failing the test on a refusal. */
export async function playerValue<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { 'x-lang': 'en', authorization: `Bearer ${token}` },
  });
  const envelope = (await response.json()) as { success: boolean; value: T; code?: string; message: string };
  if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.value;
}
