// PLACEHOLDER until the staff foundation lands (it owns this file); kept to the interface it names.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat as statFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';

export interface ByteRange {
  start: number;
  end: number;
}
export interface StoredObject {
  size: number;
  contentType: string;
}
export interface MediaStorage {
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  close?(): Promise<void>;
}

export function createLocalStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root))) throw new Error('key outside the store');
    return path;
  };
  return {
    async put(key, body, { contentType }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body);
        else await pipeline(body, createWriteStream(temp));
        await writeFile(`${path}.type`, contentType);
        await rename(temp, path);
      } finally {
        await rm(temp, { force: true });
      }
    },
    async get(key, range) {
      try {
        await statFile(pathOf(key));
      } catch {
        return null;
      }
      return createReadStream(pathOf(key), range);
    },
    async stat(key) {
      try {
        const info = await statFile(pathOf(key));
        return { size: info.size, contentType: 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(`${pathOf(key)}.type`, { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
