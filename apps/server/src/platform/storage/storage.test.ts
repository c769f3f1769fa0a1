import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createLocalStorage, isStorageKey } from './storage.js';

describe('local storage', () => {
  it('stores under a random key of its own and reads it back; foreign keys read nothing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'khela-storage-'));
    const storage = createLocalStorage(root);
    const key = await storage.put(
      'withdrawal-proofs',
      'png',
      Buffer.from('bytes'),
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(key).toMatch(/^withdrawal-proofs\/2026-11\/[0-9a-f]{32}\.png$/);
    expect((await storage.get(key))?.toString()).toBe('bytes');
    expect(statSync(path.join(root, key)).mode & 0o777).toBe(0o600);
    for (const bad of [
      '../../etc/passwd',
      'withdrawal-proofs/2026-11/../../x.png',
      '/etc/passwd',
      'a/b.png',
    ]) {
      expect(isStorageKey(bad), bad).toBe(false);
      expect(await storage.get(bad)).toBeUndefined();
    }
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.put('../up', 'png', Buffer.from('x'), new Date())).rejects.toThrow();
  });

  it('config puts uploads under the data dir and refuses a directory inside a web root', () => {
    const config = loadConfig({ DATA_DIR: '/srv/khela-data' });
    expect(config.uploadDir).toBe('/srv/khela-data/uploads');
    expect(() => loadConfig({ WEB_DIST_DIR: '/srv/web', UPLOAD_DIR: '/srv/web/uploads' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ BACKOFFICE_DIST_DIR: '/srv/bo', UPLOAD_DIR: '/srv/bo' })).toThrow(/UPLOAD_DIR/);
  });
});
