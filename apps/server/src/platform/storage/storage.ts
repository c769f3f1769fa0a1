import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (proof images today). Keys are made here, never from a caller's file
 * name: `<area>/<yyyy-mm>/<32 hex>.<ext>`, so a name like `../../x.png` cannot reach a path.
 * The local directory is outside every served web root (config refuses otherwise); files are
 * served only through routes that check who asks. An S3-compatible store implements the same
 * three calls later.
 */
export type BlobStorage = {
  /** Stores the bytes under a new key in `area` and returns the key. */
  put(area: string, extension: string, bytes: Buffer, now: Date): Promise<string>;
  /** The bytes under `key`, or undefined when there are none (or the key is not one of ours). */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
};

const AREA = /^[a-z][a-z0-9-]{0,31}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;
const KEY = /^[a-z][a-z0-9-]{0,31}\/\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** Files under one local directory (default `<DATA_DIR>/uploads`). */
export function createLocalStorage(rootDir: string): BlobStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string): string | undefined => {
    if (!isStorageKey(key)) return undefined;
    const file = path.resolve(root, key);
    // Belt and braces: the key pattern already rules out anything leaving the root.
    return file.startsWith(root + path.sep) ? file : undefined;
  };
  return {
    async put(area, extension, bytes, now) {
      if (!AREA.test(area) || !EXTENSION.test(extension)) throw new Error('storage: bad area or extension');
      const month = now.toISOString().slice(0, 7);
      const key = `${area}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
      const file = fileOf(key);
      if (!file) throw new Error('storage: key outside the root');
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written to a temporary name first, so a reader never sees half a file.
      const partial = `${file}.part`;
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
      await rename(partial, file);
      return key;
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return undefined;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
  };
}
