import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (architecture §8): one interface, the local disk by
 * default (MEDIA_DIR), any S3-compatible object store when MEDIA_S3_URL is set. The API serves
 * the files itself (owner checks stay on the server), so the interface has no public URL.
 *
 * A key is a relative path of lower-case letters, digits, `-`, `_`, `.` and `/`, e.g.
 * `videos/12/original.mp4`. A put is all or nothing: a failed or aborted write leaves no object.
 */
export interface StoredObject {
  body: Readable;
  size: number;
}

/** Bytes `start` to `end` of an object, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  /** Writes the whole body under the key, replacing what was there. */
  put(key: string, body: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /**
   * The object and its whole size, or null when there is none; with a range, the body holds
   * only those bytes (a video player's seek).
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The size of the object, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Lets go of connections (the S3 client); nothing for the disk. */
  close?(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Refuses a key that could leave the store (`..`, absolute, odd characters). */
export const checkKey = (key: string): string => {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
};

/** Files under `dir`, written to a temporary name first and renamed when complete. */
export function localStorage(dir: string): Storage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = resolve(root, checkKey(key));
    if (!path.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const path = pathOf(key);
      const size = await this.size(key);
      return size === null ? null : { body: createReadStream(path, range), size };
    },
    async size(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(join(root, checkKey(prefix)), { recursive: true, force: true });
    },
  };
}
