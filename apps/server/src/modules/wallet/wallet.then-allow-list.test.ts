import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.js';
import { createTestDatabase } from '../../test/harness.js';

/**
 * wallet_execute_then runs a follow-up function the caller names: only the known bookings may
 * run, anything else is refused by the database before anything is posted.
 */
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

const operations = async () =>
  Number(
    (
      (await database.executeSql('select count(*)::int as n from wallet_operation', [])).rows[0] as {
        n: number;
      }
    ).n,
  );

async function refusal(thenFn: string | null): Promise<{ code?: string; message: string }> {
  try {
    await database.executeSql('select wallet_execute_then($1::jsonb, $2::text, $3::jsonb)', [
      '{}',
      thenFn,
      '{}',
    ]);
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error(`wallet_execute_then ran ${thenFn}`);
}

describe('wallet_execute_then follow-up allow-list', () => {
  it.each([
    'vendor_claim', // a real function with the follow-up's shape, but not one of the bookings
    'pg_sleep',
    'VENDOR_BOOK_DEBIT',
    'vendor_book_debit"; select 1; --',
    'wallet_execute',
  ])('refuses %s', async (name) => {
    const before = await operations();
    const error = await refusal(name);
    expect(error.code).toBe('22023');
    expect(error.message).toContain('is not an allowed follow-up');
    expect(await operations()).toBe(before);
  });

  it('refuses a missing name', async () => {
    const error = await refusal(null);
    expect(error.code).toBe('22023');
    expect(error.message).toContain('null is not an allowed follow-up');
  });
});
