import { type CustomerServiceKey, encryptCustomerServicePath } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { decryptCustomerServiceLinks, isSafeLink } from './customer-service';

/** A 32-byte key, base64url. */
const KEY = Buffer.alloc(32, 7).toString('base64url');
const OTHER_KEY = Buffer.alloc(32, 9).toString('base64url');

describe('customer-service links (decision 0085)', () => {
  it('decrypts each path with the key its kid names, asking once per kid', async () => {
    const telegram = await encryptCustomerServicePath('https://t.me/khela_support', KEY, 'cs10');
    const whatsapp = await encryptCustomerServicePath('whatsapp://send?phone=8801700000000', KEY, 'cs10');
    const older = await encryptCustomerServicePath('https://livechat.khela.example/chat', OTHER_KEY, 'cs9');
    const asked: string[] = [];
    const keyOf = async (kid: string): Promise<CustomerServiceKey> => {
      asked.push(kid);
      return { kid, key: kid === 'cs10' ? KEY : OTHER_KEY };
    };
    const links = await decryptCustomerServiceLinks(
      [{ path: telegram }, { path: whatsapp }, { path: older }],
      keyOf,
    );
    expect(links.get(telegram)).toBe('https://t.me/khela_support');
    expect(links.get(whatsapp)).toBe('whatsapp://send?phone=8801700000000');
    expect(links.get(older)).toBe('https://livechat.khela.example/chat');
    expect(asked.sort()).toEqual(['cs10', 'cs9']);
    // The encrypted form gives nothing of the link away.
    expect(telegram).not.toContain('t.me');
  });

  it('gives no link for a path that does not decrypt, is not encrypted, or is not safe to open', async () => {
    const wrongKey = await encryptCustomerServicePath('https://t.me/x', OTHER_KEY, 'cs10');
    const script = await encryptCustomerServicePath('javascript:alert(1)', KEY, 'cs10');
    const links = await decryptCustomerServiceLinks(
      [{ path: wrongKey }, { path: script }, { path: 'https://t.me/plain' }],
      async (kid) => ({ kid, key: KEY }),
    );
    expect([...links.values()]).toEqual([null, null, null]);
  });

  it('opens only https, paths of the site and the chat apps’ schemes', () => {
    for (const link of ['https://t.me/a', '/help#faq', 'tg://resolve?domain=a', 'mailto:help@khela.example'])
      expect(isSafeLink(link), link).toBe(true);
    for (const link of ['http://t.me/a', '//evil.example', 'javascript:alert(1)', 'data:text/html,x', ''])
      expect(isSafeLink(link), link).toBe(false);
  });
});
