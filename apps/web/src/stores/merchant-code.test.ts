import { describe, expect, it } from 'vitest';
import { type CodeStorage, createMerchantCodeStore, MERCHANT_CODE_KEY } from './session';

function memoryStorage(initial: Record<string, string> = {}): CodeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('merchant code (spec section 3: kept in session and local storage)', () => {
  it('is null before the whitelabel was read, then kept in both storages', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    const store = createMerchantCodeStore(() => [session, local]);
    expect(store.get()).toBeNull();
    store.remember('khela');
    expect(store.get()).toBe('khela');
    expect(session.data.get(MERCHANT_CODE_KEY)).toBe('khela');
    expect(local.data.get(MERCHANT_CODE_KEY)).toBe('khela');
  });

  it("prefers the tab's session copy; without one (a new tab, after logout) the device's", () => {
    const both = createMerchantCodeStore(() => [
      memoryStorage({ [MERCHANT_CODE_KEY]: 'tab_code' }),
      memoryStorage({ [MERCHANT_CODE_KEY]: 'old_code' }),
    ]);
    expect(both.get()).toBe('tab_code');
    const localOnly = createMerchantCodeStore(() => [
      memoryStorage(),
      memoryStorage({ [MERCHANT_CODE_KEY]: 'khela' }),
    ]);
    expect(localOnly.get()).toBe('khela');
  });

  it('ignores what is not a merchant code, stored or given', () => {
    const store = createMerchantCodeStore(() => [
      null,
      memoryStorage({ [MERCHANT_CODE_KEY]: 'bad code&x=1' }),
    ]);
    expect(store.get()).toBeNull();
    store.remember('a');
    store.remember('x'.repeat(33));
    store.remember('khela&merchant=other');
    expect(store.get()).toBeNull();
    store.remember('KHELA-2');
    expect(store.get()).toBe('KHELA-2');
  });

  it('keeps working when the storages throw (blocked storage)', () => {
    const throwing: CodeStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createMerchantCodeStore(() => [throwing, throwing]);
    expect(store.get()).toBeNull();
    store.remember('khela');
    expect(store.get()).toBe('khela');
  });
});
