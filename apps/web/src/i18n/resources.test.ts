import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import { pt } from './pt';
import { DEFAULT_MESSAGES, loadMessages } from './resources';

describe('message loading', () => {
  it('has Bengali in the bundle, as the default', async () => {
    expect(DEFAULT_MESSAGES).toBe(bn);
    await expect(loadMessages('bn')).resolves.toBe(bn);
  });

  it('loads English on demand, once', async () => {
    const first = loadMessages('en');
    expect(loadMessages('en')).toBe(first);
    await expect(first).resolves.toEqual(en);
  });

  it('loads Portuguese on demand as a set of its own', async () => {
    await expect(loadMessages('pt')).resolves.toEqual(pt);
  });
});
